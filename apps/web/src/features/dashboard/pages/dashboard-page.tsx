import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_PERIODS,
  type Dashboard,
  type DashboardPeriod,
} from '@wb/shared/dashboard/dashboard.contract';
import { isTimeGrouping } from '@wb/shared/reports/define-report';
import { salesReport } from '@wb/shared/sales/sales-report.contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../app/session/can';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import {
  ReportPage,
  useReportPage,
  type ReportPageState,
} from '../../../components/report/report-page';
import { dashboardQuery } from '../api/dashboard-queries';
import { MoneyKpis, OwnStockKpi, salesKpis } from '../components/kpi-section';
import { ProductName } from '../components/product-name';

// Below the fold: their own chunks, loaded once the figures are on screen.
const ProductSection = lazy(() => import('../components/product-section'));
const AlertsSection = lazy(() => import('../components/alerts-section'));

const PRESETS = DASHBOARD_PERIODS;

/**
 * The main page (/), the first report on the report template: the sales report's KPIs of the
 * chosen period with their change, orders by day over 30 days, top and bottom products and the
 * sales by group — each figure opening the rows behind it — beside the dashboard's own blocks:
 * payout and profit, own stock value, stock-out risks, token expiry and sync problems (each block shown when the
 * caller's role grants it). A company without a WB cabinet gets the way to connect one. The
 * period, the cabinet and the grid's view are in the address.
 */
export default function DashboardPage() {
  // The packs before the first paint: the token chips use `connections`, the cards `report`.
  useTranslation(['dashboard', 'connections', 'report', 'figures']);
  const can = useCan();
  const seesSales = can(salesReport.access);
  const page = useReportPage({
    report: salesReport,
    defaultPreset: 'today',
    presets: PRESETS,
    chartPreset: 'last30Days',
    enabled: seesSales,
  });
  const query = useQuery(dashboardQuery(page.account));
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ maxWidth: 1600, minWidth: 0 }}>
      <QueryState query={query}>
        {(data) =>
          data.accounts.length === 0 ? (
            <ConnectCabinet />
          ) : (
            <Content data={data} page={page} seesSales={seesSales} />
          )
        }
      </QueryState>
    </Stack>
  );
}

function Content({
  data,
  page,
  seesSales,
}: {
  data: Dashboard;
  page: ReportPageState;
  seesSales: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { money, stockRisks, tokens, sync, sameTime, ownStock } = data;
  const period = (page.period.preset ?? 'today') as DashboardPeriod;
  const chartPeriod = page.chart.data?.period;
  const pieces = (n: number) => t('kpi.pieces', { count: n, formatted: format.integer(n) });
  const nothing = !seesSales && !money && !stockRisks && !tokens && !sync && !ownStock;
  const orders = (v: Record<string, string>) =>
    t('chart.tooltip', {
      count: format.integer(Number(v.orders ?? 0)),
      sum: format.money(v.ordersSum ?? '0'),
    });
  return (
    <ReportPage
      page={page}
      ns="dashboard"
      control="toggle"
      showPeriod={seesSales || Boolean(money)}
      presets={PRESETS}
      accounts={data.accounts}
      description={
        <>
          <Typography color="text.secondary">
            {t('description', { date: format.date(data.today) })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('computedAt', { at: format.dateTime(data.computedAt) })}
          </Typography>
          {nothing && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('nothingAllowed')}
            </Alert>
          )}
        </>
      }
      kpis={seesSales ? salesKpis(t, format) : []}
      {...(period === 'today' &&
        sameTime && {
          // Today so far against yesterday until the same Moscow time, not the whole of it.
          comparedWith: {
            totals: sameTime.totals,
            period: t('kpi.sameTime', { date: format.date(sameTime.day), time: sameTime.until }),
          },
        })}
      extraKpis={
        (money || ownStock) && (
          <>
            {money && <MoneyKpis money={money} period={period} format={format} />}
            {ownStock && <OwnStockKpi stock={ownStock} format={format} />}
          </>
        )
      }
      pieces={pieces}
      {...(seesSales && {
        chart: {
          measure: 'orders',
          title: t('chart.title'),
          description: (s) => t('chart.description', { period: format.range(s.period) }),
          tooltip: orders,
          tableLabel: t('chart.tableLabel'),
        },
        grid: {
          title: t('grid.title'),
          defaultSort: (g) =>
            isTimeGrouping(g) ? [] : [{ field: 'revenue', dir: 'desc' as const }],
          productCell: (row) => (
            <ProductName
              nmId={Number(row.nmId)}
              title={row.group}
              vendorCode={row.vendorCode}
              photo={row.photo}
            />
          ),
        },
      })}
      middle={
        seesSales &&
        chartPeriod && (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <ProductSection period={chartPeriod} account={page.account} />
          </Suspense>
        )
      }
      after={
        (stockRisks || tokens || sync) && (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <AlertsSection stockRisks={stockRisks} tokens={tokens} sync={sync} />
          </Suspense>
        )
      }
    />
  );
}

/** A company without a WB cabinet: what the page will show, and the way to connect one. */
function ConnectCabinet() {
  const { t } = useTranslation('dashboard');
  const can = useCan();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      data-testid="dashboard-empty"
    >
      <StorefrontOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        {t('empty.text')}
      </Typography>
      <Box sx={{ mt: 3 }}>
        {can({ subject: 'wbAccount', action: 'view' }) ? (
          <Button variant="contained" component={RouterLink} to="/accounts-wb">
            {t('empty.connect')}
          </Button>
        ) : (
          <Typography variant="body2">{t('empty.askOwner')}</Typography>
        )}
      </Box>
    </Paper>
  );
}
