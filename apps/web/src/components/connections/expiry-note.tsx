import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { expiryLevel } from './expiry';

/**
 * A short warning about a coming or past expiry (14/3/0 days ahead); nothing while it is far.
 * Colour follows the theme's warning and error palettes.
 */
export function ExpiryNote({
  daysLeft,
  expired,
  date,
}: {
  daysLeft: number;
  /** The token's own status says it is expired (it may be so within its last day). */
  expired?: boolean;
  /** The expiry date, already formatted. */
  date: string;
}) {
  const { t } = useTranslation('connections');
  const level = expiryLevel(daysLeft, expired);
  if (!level) return null;
  const text =
    level === 'expired'
      ? t('expiry.expired', { date })
      : level === 'today'
        ? t('expiry.today', { date })
        : t('expiry.inDays', { count: daysLeft, date });
  return (
    <Typography
      variant="body2"
      role="status"
      color={level === 'soon' ? 'warning.main' : 'error'}
      sx={{ fontWeight: 500 }}
      data-testid="expiry-note"
    >
      {text}
    </Typography>
  );
}
