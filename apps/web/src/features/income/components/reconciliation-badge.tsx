import Chip from '@mui/material/Chip';
import type { WeeklyReportBrief } from '@wb/shared/income/income-weekly.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../components/format/use-format';

/**
 * A WB weekly report's reconciliation as a chip linking to its page: matches, differs by X ₽,
 * or not checked yet (its rows are still loading).
 */
export function ReconciliationBadge({ report }: { report: WeeklyReportBrief }) {
  const { t } = useTranslation('income');
  const format = useFormat();
  const label =
    report.reconciliation === 'ok'
      ? t('reconciliation.ok')
      : report.reconciliation === 'mismatch'
        ? t('reconciliation.mismatch', { amount: format.money(report.difference) })
        : t('reconciliation.pending');
  return (
    <Chip
      size="small"
      variant="outlined"
      clickable
      component={RouterLink}
      to={`/reports/income/general/${report.reportId}?account=${report.accountId}`}
      color={
        report.reconciliation === 'ok'
          ? 'success'
          : report.reconciliation === 'mismatch'
            ? 'error'
            : 'default'
      }
      label={label}
      aria-label={t('reconciliation.open', { id: report.reportId, status: label })}
      data-testid={`reconciliation-${report.reportId}`}
    />
  );
}
