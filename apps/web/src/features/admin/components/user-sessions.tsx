import Logout from '@mui/icons-material/Logout';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDateFormat } from '../../../components/format/date-time';
import { describeUserAgent } from '../../../components/format/user-agent';
import { SectionCard } from '../../../components/layout/section-card';
import { useAdminRevokeSession } from '../api/use-admin-user-actions';
import type { AdminUser } from './user-facts';

/** The user's live sessions; an administrator can end any of them. */
export function UserSessions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const format = useDateFormat();
  const revoke = useAdminRevokeSession(user.id);
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
                  <Tooltip title={t('user.sessions.revoke')}>
                    <IconButton
                      edge="end"
                      color="error"
                      aria-label={t('user.sessions.revokeDevice', { device })}
                      onClick={async () => {
                        const ok = await confirm({
                          description: t('user.sessions.revokeConfirm', {
                            device,
                            email: user.email,
                          }),
                        });
                        if (ok) revoke.mutate(session.id);
                      }}
                    >
                      <Logout />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={device}
                  secondary={[
                    session.ip && t('user.sessions.ip', { ip: session.ip }),
                    t('user.sessions.lastSeen', { time: format.dateTime(session.lastSeenAt) }),
                    t('user.sessions.signedIn', { time: format.dateTime(session.createdAt) }),
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
