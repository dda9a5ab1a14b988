import Logout from '@mui/icons-material/Logout';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { useFormat } from '../../../components/format/use-format';
import { describeUserAgent } from '../../../components/format/user-agent';
import { SectionCard } from '../../../components/layout/section-card';
import { useAdminRevokeSession } from '../api/use-admin-user-actions';
import type { AdminUser } from './user-facts';

/** The user's live sessions; an administrator can end any of them. */
export function UserSessions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const revoke = useAdminRevokeSession(user.id);
  const askAndRevoke = useConfirmThen(
    ({ device }: { id: string; device: string }) => ({
      description: t('user.sessions.revokeConfirm', { device, email: user.email }),
    }),
    ({ id }) => revoke.mutate(id),
  );
  return (
    <SectionCard title={t('user.sessions.title')}>
      {user.sessions.length === 0 ? (
        <Typography color="text.secondary">{t('user.sessions.empty')}</Typography>
      ) : (
        <List disablePadding>
          {user.sessions.map((session) => {
            const device = describeUserAgent(session.userAgent) ?? t('user.sessions.unknownDevice');
            return (
              <ListItem
                key={session.id}
                divider
                disableGutters
                secondaryAction={
                  <RowActionButton
                    title={t('user.sessions.revoke')}
                    label={t('user.sessions.revokeDevice', { device })}
                    icon={<Logout />}
                    color="error"
                    edge="end"
                    onClick={() => askAndRevoke({ id: session.id, device })}
                  />
                }
              >
                <ListItemText
                  primary={device}
                  secondary={[
                    session.ip && t('user.sessions.ip', { ip: session.ip }),
                    t('user.sessions.lastSeen', { time: format.localDateTime(session.lastSeenAt) }),
                    t('user.sessions.signedIn', { time: format.localDateTime(session.createdAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  title={session.userAgent ?? undefined}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
