import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The label every use of the seller-portal session carries: it is not WB's public API, WB may
 * change or forbid it at any time.
 */
export function PortalNotice({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('connections');
  return (
    <Alert severity="warning" variant="outlined" data-testid="portal-notice">
      <AlertTitle>{t('portal.title')}</AlertTitle>
      {t('portal.notice')}
      {children}
    </Alert>
  );
}

/** A compact "outside the public API" mark next to a feature's name. */
export function PortalBadge() {
  const { t } = useTranslation('connections');
  return <Chip size="small" color="warning" variant="outlined" label={t('portal.badge')} />;
}
