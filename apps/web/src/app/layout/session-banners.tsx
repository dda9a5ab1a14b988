import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Me } from '@wb/shared/identity/me.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Notices that concern the whole session: maintenance, admin without 2FA, no company. An
 * administrator works on the platform pages without a company, so is not told to create one.
 */
export function SessionBanners({ me }: { me: Me }) {
  const { t } = useTranslation();
  const current = me.currentCompany;
  const items = [
    me.maintenanceBanner && (
      <Alert key="maintenance" severity="warning" data-testid="maintenance-banner">
        {me.maintenanceBanner}
      </Alert>
    ),
    me.adminNeedsTotp && (
      <Alert
        key="totp"
        severity="info"
        action={
          <Button component={RouterLink} to="/profile" color="inherit" size="small">
            {t('banners.enableTotp')}
          </Button>
        }
      >
        {t('banners.adminNeedsTotp')}
      </Alert>
    ),
    current?.blocked && (
      <Alert key="blocked" severity="error">
        {t('banners.companyBlocked', { name: current.name })}
      </Alert>
    ),
    me.companies.length === 0 && !me.isAdmin && (
      <Alert
        key="no-company"
        severity="info"
        action={
          <Button component={RouterLink} to="/companies" color="inherit" size="small">
            {t('banners.createCompany')}
          </Button>
        }
      >
        {t('banners.noCompany')}
      </Alert>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {items}
    </Stack>
  );
}
