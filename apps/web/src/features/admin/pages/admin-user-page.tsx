import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../app/query/api-client';
import { useMe } from '../../../app/session/me';
import { QueryState } from '../../../components/feedback/query-state';
import { adminQueries } from '../api/admin-queries';
import { UserActions } from '../components/user-actions';
import { UserCompanies } from '../components/user-companies';
import { UserFacts } from '../components/user-facts';
import { UserSessions } from '../components/user-sessions';

/** /admin/users/:id: one user — facts, companies, sessions, and the administrator's actions. */
export default function AdminUserPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const user = useQuery(adminQueries.user(id));
  const me = useMe();
  const status = isApiError(user.error) ? user.error.status : 0;
  if (status === 404 || status === 400) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/admin/users" color="inherit" size="small">
            {t('user.backToList')}
          </Button>
        }
      >
        {t('user.notFound')}
      </Alert>
    );
  }
  return (
    <QueryState query={user}>
      {(data) => (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, sm: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
            maxWidth: 1280,
          }}
        >
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
              {data.fullName}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {data.email}
            </Typography>
          </Box>
          <UserFacts user={data} />
          <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
            <UserActions user={data} isSelf={me.data?.user.id === data.id} />
            <UserCompanies companies={data.companies} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <UserSessions user={data} />
          </Box>
        </Box>
      )}
    </QueryState>
  );
}
