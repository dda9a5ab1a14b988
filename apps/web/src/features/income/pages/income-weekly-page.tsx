import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { incomeRowsList } from '@wb/shared/income/income-rows.contract';
import type { WeeklyReport } from '@wb/shared/income/income-weekly.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/data-table';
import { useList, type ListHandle } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { FactList } from '../../../components/layout/fact-list';
import { SectionCard } from '../../../components/layout/section-card';
import { useUrlParam } from '../../../components/report/use-report';
import { weeklyReportQuery } from '../api/income-queries';
import { ReconciliationBadge } from '../components/reconciliation-badge';
import { OperationsTable, ProductsTable, TotalsTable } from '../components/report-tables';

/**
 * /reports/income/general/:report_id — one WB realization report: its header, WB's totals
 * against the sums of its rows to the kopeck, our sums by operation and by product, the
 * report's rows on the grid, and the payout's finance transaction (missing until cash-flow
 * accounting is connected, with the reason).
 */
export default function IncomeWeeklyPage() {
  const { report_id: reportId = '' } = useParams();
  const [account] = useUrlParam('account');
  const query = useQuery(weeklyReportQuery(reportId, account));
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ maxWidth: 1600, minWidth: 0 }}>
      <QueryState query={query}>{(data) => <Content report={data} />}</QueryState>
    </Stack>
  );
}

function Content({ report }: { report: WeeklyReport }) {
  const { t } = useTranslation('income');
  const format = useFormat();
  const seesJournal = useCan()({ permission: { subject: 'finance', action: 'view' } });
  const r = report.report;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('weekly.title', { id: r.reportId })}
        </Typography>
        <ReconciliationBadge report={r} />
        <Button component={RouterLink} to="/reports/income" size="small">
          {t('weekly.back')}
        </Button>
      </Stack>
      <FactList
        facts={[
          [
            t('weekly.period'),
            r.dateFrom && r.dateTo ? format.range({ from: r.dateFrom, to: r.dateTo }) : '—',
          ],
          [t('weekly.account'), r.account],
          [t('weekly.created'), report.createDate ? format.date(report.createDate) : '—'],
          [t('weekly.rows'), report.rowCount === null ? '—' : format.integer(report.rowCount)],
          [
            t('weekly.transaction'),
            report.payoutTransaction.id && seesJournal ? (
              <Link
                component={RouterLink}
                to={`/finances/transactions/${report.payoutTransaction.id}`}
              >
                {t('weekly.transactionOpen')}
              </Link>
            ) : report.payoutTransaction.id ? (
              t('weekly.transactionBooked')
            ) : (
              t('weekly.transactionMissing', { reason: report.payoutTransaction.missing })
            ),
          ],
        ]}
      />
      {!report.rowsLoaded && <Alert severity="info">{t('weekly.notLoaded')}</Alert>}
      <SectionCard title={t('weekly.totals')} description={t('weekly.totalsDescription')}>
        <TotalsTable report={report} />
      </SectionCard>
      <SectionCard title={t('weekly.byOperation')}>
        <OperationsTable report={report} />
      </SectionCard>
      <SectionCard title={t('weekly.byProduct')}>
        <ProductsTable report={report} />
      </SectionCard>
      <SectionCard title={t('weekly.lines')}>
        <ReportRows reportId={r.reportId} label={t('weekly.lines')} />
      </SectionCard>
    </>
  );
}

interface Row {
  id: string;
}

/** The report's rows: the realization-rows grid filtered to this report. */
function ReportRows({ reportId, label }: { reportId: string; label: string }) {
  const list = useList(incomeRowsList, undefined as never) as ListHandle<Row>;
  const columns = useListColumns<Row>(incomeRowsList);
  const view = useMemo<ViewState>(
    () => ({
      ...DEFAULT_VIEW,
      pageSize: 25,
      filter: { op: 'and', items: [{ field: 'reportId', op: 'equals', value: reportId }] },
    }),
    [reportId],
  );
  return (
    <DataTable<Row>
      list={list}
      label={label}
      columns={columns}
      defaultView={view}
      rowId={(row) => row.id}
      viewIn="memory"
    />
  );
}
