import Chip from '@mui/material/Chip';
import type { TransportationStatus } from '@wb/shared/transportations/transportations.contract';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR } from '../lib/status';

export function StatusChip({ status }: { status: TransportationStatus }) {
  const { t } = useTranslation('transportations');
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`statuses.${status}`)} />;
}
