import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { WbTokenStatus } from '@wb/shared/connections/wb-categories';
import { useTranslation } from 'react-i18next';

type Color = 'default' | 'success' | 'warning' | 'error';

const TOKEN_COLORS: Record<WbTokenStatus, Color> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
  invalid: 'error',
  insufficient: 'warning',
};

/** One token's state, with what it means on hover or keyboard focus. */
export function TokenStatusChip({ status }: { status: WbTokenStatus }) {
  const { t } = useTranslation('connections');
  return (
    <Tooltip title={t(`tokenStatusHints.${status}`)} describeChild>
      <Chip
        size="small"
        variant="outlined"
        tabIndex={0}
        color={TOKEN_COLORS[status]}
        label={t(`tokenStatuses.${status}`)}
        data-testid="token-status"
      />
    </Tooltip>
  );
}
