import PersonAdd from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  inviteMemberContract,
  removeMemberContract,
  updateMemberContract,
} from '@wb/shared/identity/users.contract';
import { VIEW_PARAMS } from '@wb/shared/list/view-state';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { quickSearch } from '../../../components/data-table/quick-search';
import { useViewState } from '../../../components/data-table/use-view-state';
import { QueryState } from '../../../components/feedback/query-state';
import { usersQueries } from '../api/users-queries';
import { INVITATIONS_VIEW, InvitationsTable } from '../components/invitations-table';
import { MEMBERS_VIEW, MembersTable } from '../components/members-table';

// The invitation form loads when first opened, keeping /users within its size budget.
const InviteDialog = lazy(() =>
  import('../components/invite-dialog').then((m) => ({ default: m.InviteDialog })),
);
// The search box (a text field) loads after the grid, as on the other grid pages.
const SearchField = lazy(() =>
  import('../../../components/form/search-field').then((m) => ({ default: m.SearchField })),
);

const TAB_PARAM = 'tab';
type UsersTab = 'members' | 'invitations';
const SEARCH = {
  members: quickSearch(['fullName', 'email']),
  invitations: quickSearch(['email']),
};

/**
 * /users: the company's members and open invitations — two grids, one shown at a time (each
 * keeps its view in the URL, which holds one grid's view); invite, change roles, disable,
 * remove, revoke. The search box is a `contains` condition of the shown grid's filter.
 */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const can = useCan();
  const roles = useQuery(usersQueries.roles());
  const [params, setParams] = useSearchParams();
  const tab: UsersTab = params.get(TAB_PARAM) === 'invitations' ? 'invitations' : 'members';
  const view = useViewState(tab === 'members' ? MEMBERS_VIEW : INVITATIONS_VIEW);
  const search = SEARCH[tab];
  const [inviting, setInviting] = useState(false);
  const canCreate = can(inviteMemberContract);
  const canEdit = can(updateMemberContract);
  const canDelete = can(removeMemberContract);

  // The other grid starts from its own defaults: its columns differ from this one's.
  const setTab = (next: UsersTab) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const k of VIEW_PARAMS) out.delete(k);
        if (next === 'members') out.delete(TAB_PARAM);
        else out.set(TAB_PARAM, next);
        return out;
      },
      { replace: true },
    );

  return (
    <QueryState query={roles}>
      {(data) => (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Tabs
              value={tab}
              aria-label={t('sections')}
              onChange={(_, next: UsersTab) => setTab(next)}
            >
              <Tab value="members" label={t('members.title')} />
              <Tab value="invitations" label={t('invitations.title')} />
            </Tabs>
            {canCreate && (
              <Button
                variant="contained"
                startIcon={<PersonAdd />}
                onClick={() => setInviting(true)}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                {t('invite.open')}
              </Button>
            )}
          </Stack>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography color="text.secondary">{t(`${tab}.description`)}</Typography>
            <Suspense fallback={<Box sx={{ height: 40, minWidth: { sm: 280 } }} />}>
              <SearchField
                key={tab}
                label={t(`${tab}.search`)}
                value={search.searchOf(view.state.filter)}
                onChange={(q) => view.update({ filter: search.withSearch(view.state.filter, q) })}
              />
            </Suspense>
          </Stack>
          {tab === 'members' ? (
            <MembersTable roles={data} canEdit={canEdit} canDelete={canDelete} />
          ) : (
            <InvitationsTable canDelete={canDelete} />
          )}
          {inviting && (
            <Suspense fallback={null}>
              <InviteDialog roles={data} onClose={() => setInviting(false)} />
            </Suspense>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
