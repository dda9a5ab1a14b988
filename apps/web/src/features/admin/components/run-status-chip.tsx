import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, ChipProps['color']> = {
  running: 'info',
  succeeded: 'success',
  deferred: 'info',
  failed: 'error',
  skipped: 'warning',
  abandoned: 'error',
  queued: 'info',
};

/** The result of a sync run or a job run; failures in the error colour. */
export function RunStatusChip({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      variant={status === 'failed' || status === 'abandoned' ? 'filled' : 'outlined'}
      color={COLORS[status] ?? 'default'}
      label={t(`runStatus.${status as 'running'}`)}
    />
  );
}
