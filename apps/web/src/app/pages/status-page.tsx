import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A page that explains a status (404, 403) and offers the way back home, or another way on. */
export function StatusPage({
  code,
  title,
  body,
  action,
}: {
  code: number;
  title: string;
  body: string;
  action?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: { xs: 4, sm: 8 }, textAlign: 'center' }} data-testid={`status-${code}`}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 64, sm: 96 },
          fontWeight: 700,
          color: 'text.secondary',
          lineHeight: 1,
        }}
      >
        {code}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {body}
      </Typography>
      <Button component={RouterLink} to={action?.to ?? '/'} variant="contained">
        {action?.label ?? t('actions.goHome')}
      </Button>
    </Box>
  );
}
