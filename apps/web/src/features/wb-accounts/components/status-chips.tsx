import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { WbAccountStatus } from '@wb/shared/connections/wb-accounts.contract';
import { useTranslation } from 'react-i18next';

type Color = 'default' | 'success' | 'warning' | 'error';

const ACCOUNT_COLORS: Record<WbAccountStatus, Color> = {
  noToken: 'default',
  connected: 'success',
  limited: 'warning',
  broken: 'error',
};

/** The connection of a cabinet as a whole, with what it means on hover or focus. */
export function AccountStatusChip({ status }: { status: WbAccountStatus }) {
  const { t } = useTranslation('wbaccounts');
  return (
    <Tooltip title={t(`statusHints.${status}`)} describeChild>
      <Chip
        size="small"
        tabIndex={0}
        color={ACCOUNT_COLORS[status]}
        label={t(`statuses.${status}`)}
        data-testid="account-status"
      />
    </Tooltip>
  );
}
