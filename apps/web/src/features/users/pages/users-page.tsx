import PersonAdd from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  inviteMemberContract,
  removeMemberContract,
  updateMemberContract,
} from '@wb/shared/identity/users.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/can';
import { QueryState } from '../../../components/feedback/query-state';
import { SectionCard } from '../../../components/layout/section-card';
import { usersQueries } from '../api/users-queries';
import { InvitationsTable } from '../components/invitations-table';
import { MembersTable } from '../components/members-table';

// The invitation form loads when first opened, keeping /users within its size budget.
const InviteDialog = lazy(() =>
  import('../components/invite-dialog').then((m) => ({ default: m.InviteDialog })),
);

/** /users: the company's members and open invitations; invite, change roles, disable, remove. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const can = useCan();
  const list = useQuery(usersQueries.list());
  const [inviting, setInviting] = useState(false);
  const canCreate = can(inviteMemberContract);
  const canEdit = can(updateMemberContract);
  const canDelete = can(removeMemberContract);

  return (
    <QueryState query={list}>
      {(data) => (
        <Stack spacing={3} sx={{ maxWidth: 1280 }}>
          <SectionCard
            title={t('members.title')}
            description={t('members.description')}
            action={
              canCreate && (
                <Button
                  variant="contained"
                  startIcon={<PersonAdd />}
                  onClick={() => setInviting(true)}
                >
                  {t('invite.open')}
                </Button>
              )
            }
          >
            {data.members.length === 0 ? (
              <Typography color="text.secondary">{t('members.empty')}</Typography>
            ) : (
              <MembersTable
                members={data.members}
                roles={data.roles}
                canEdit={canEdit}
                canDelete={canDelete}
              />
            )}
          </SectionCard>
          <SectionCard title={t('invitations.title')} description={t('invitations.description')}>
            {data.invitations.length === 0 ? (
              <Typography color="text.secondary">{t('invitations.empty')}</Typography>
            ) : (
              <InvitationsTable invitations={data.invitations} canDelete={canDelete} />
            )}
          </SectionCard>
          {inviting && (
            <Suspense fallback={null}>
              <InviteDialog roles={data.roles} onClose={() => setInviting(false)} />
            </Suspense>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
