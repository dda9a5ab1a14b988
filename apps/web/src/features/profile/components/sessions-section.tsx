import Computer from '@mui/icons-material/Computer';
import Logout from '@mui/icons-material/Logout';
import Smartphone from '@mui/icons-material/Smartphone';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import {
  revokeOtherSessionsContract,
  revokeSessionContract,
} from '@wb/shared/identity/me.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useConfirm, useConfirmThen } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { describeUserAgent } from '../../../components/format/user-agent';
import { SectionCard } from '../../../components/layout/section-card';
import { profileQueries } from '../api/profile-queries';

const MOBILE = /Android|iPhone|iPad|iPod|Mobile/;

/** Where I am signed in (GET /api/me/sessions): sign out one device, or everywhere else. */
export function SessionsSection() {
  const { t } = useTranslation('profile');
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const format = useFormat();
  const sessions = useQuery(profileQueries.sessions());
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: profileQueries.sessions().queryKey });

  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(revokeSessionContract, { params: { id } }),
    meta: { action: t('sessions.revokeFailed') },
    onSuccess: () => void notify(t('sessions.revoked'), { variant: 'success' }),
    onSettled: refresh,
  });
  const revokeOthers = useMutation({
    mutationFn: () => apiRequest(revokeOtherSessionsContract),
    meta: { action: t('sessions.revokeOthersFailed') },
    onSuccess: ({ revoked }) =>
      void notify(t('sessions.revokedOthers', { count: revoked }), { variant: 'success' }),
    onSettled: refresh,
  });
  const askAndRevoke = useConfirmThen(
    ({ device }: { id: string; device: string }) => ({
      description: t('sessions.revokeConfirm', { device }),
    }),
    ({ id }) => revoke.mutate(id),
  );
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <SectionCard
      title={t('sessions.title')}
      description={t('sessions.description')}
      action={
        <Button
          variant="outlined"
          color="error"
          startIcon={<Logout />}
          disabled={others === 0 || revokeOthers.isPending}
          onClick={async () => {
            if (
              await confirm({ description: t('sessions.revokeOthersConfirm', { count: others }) })
            )
              revokeOthers.mutate();
          }}
        >
          {t('sessions.revokeOthers')}
        </Button>
      }
    >
      <QueryState
        query={sessions}
        isEmpty={(list) => list.length === 0}
        empty={t('sessions.empty')}
      >
        {(list) => (
          <List disablePadding data-testid="sessions-list">
            {list.map((session) => {
              const device = describeUserAgent(session.userAgent) ?? t('sessions.unknownDevice');
              const facts = [
                session.ip && t('sessions.ip', { ip: session.ip }),
                t('sessions.lastSeen', { time: format.localDateTime(session.lastSeenAt) }),
                t('sessions.signedIn', { time: format.localDateTime(session.createdAt) }),
              ].filter(Boolean);
              return (
                <ListItem
                  key={session.id}
                  divider
                  disableGutters
                  secondaryAction={
                    !session.current && (
                      <RowActionButton
                        title={t('sessions.revoke')}
                        label={t('sessions.revokeDevice', { device })}
                        icon={<Logout />}
                        edge="end"
                        onClick={() => askAndRevoke({ id: session.id, device })}
                      />
                    )
                  }
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    {MOBILE.test(session.userAgent ?? '') ? <Smartphone /> : <Computer />}
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      <>
                        {device}
                        {session.current && (
                          <Chip
                            size="small"
                            color="primary"
                            label={t('sessions.current')}
                            sx={{ ml: 1 }}
                          />
                        )}
                      </>
                    }
                    secondary={facts.join(' · ')}
                    slotProps={{ primary: { component: 'div' } }}
                    title={session.userAgent ?? undefined}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </QueryState>
    </SectionCard>
  );
}
