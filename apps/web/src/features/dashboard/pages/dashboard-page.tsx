import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_PERIODS,
  type Dashboard,
  type DashboardChartDay,
  type DashboardPeriod,
} from '@wb/shared/dashboard/dashboard.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { QueryState } from '../../../components/feedback/query-state';
import { useDateFormat } from '../../../components/format/date-time';
import { SectionCard } from '../../../components/layout/section-card';
import { VisuallyHidden } from '../../../components/layout/visually-hidden';
import { dashboardQuery } from '../api/dashboard-queries';
import { SyncProblems, TokenAlerts } from '../components/alerts';
import { useDashboardFormat, type DashboardFormat } from '../components/format';
import { KpiSection } from '../components/kpi-section';
import { ProductTables } from '../components/product-tables';
import { StockRisks } from '../components/stock-risks';

// @mui/x-charts is heavy: its own chunk, loaded after the figures are on screen.
const OrdersChart = lazy(() => import('../components/orders-chart'));

const isPeriod = (v: string | null): v is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(v ?? '');

/**
 * The main page (/): KPIs of the chosen period with their change, orders by day, top and bottom
 * products, stock-out risks, token expiry and sync problems. Each block shows when the server
 * sent it (the caller's permissions); a company without a WB cabinet gets the way to connect one.
 * The period and the cabinet are in the URL (?period=, ?account=). Acceptance-slot alerts come
 * with the slot monitoring rules (/supplies), not here yet.
 */
export default function DashboardPage() {
  // Both packs before the first paint: the token chips use `connections`.
  useTranslation(['dashboard', 'connections']);
  const [params, setParams] = useSearchParams();
  const period: DashboardPeriod = isPeriod(params.get('period'))
    ? (params.get('period') as DashboardPeriod)
    : 'today';
  const account = params.get('account');
  const query = useQuery(dashboardQuery(account));
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ maxWidth: 1600, minWidth: 0 }}>
      <QueryState query={query}>
        {(data) =>
          data.accounts.length === 0 ? (
            <ConnectCabinet />
          ) : (
            <Content
              data={data}
              period={period}
              onPeriod={(p) => set('period', p === 'today' ? null : p)}
              onAccount={(a) => set('account', a)}
            />
          )
        }
      </QueryState>
    </Stack>
  );
}

function Content({
  data,
  period,
  onPeriod,
  onAccount,
}: {
  data: Dashboard;
  period: DashboardPeriod;
  onPeriod: (p: DashboardPeriod) => void;
  onAccount: (id: string | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const { dateTime } = useDateFormat();
  const can = useCan();
  const { sales, money, stockRisks, tokens, sync } = data;
  const nothing = !sales && !money && !stockRisks && !tokens && !sync;
  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography color="text.secondary">
            {t('description', { date: format.day(data.today) })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('computedAt', { at: dateTime(data.computedAt) })}
          </Typography>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          {data.accounts.length > 1 && (
            <TextField
              select
              size="small"
              label={t('account.label')}
              value={data.account ?? ''}
              onChange={(e) => onAccount(e.target.value || null)}
              sx={{ minWidth: 200 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{t('account.all')}</MenuItem>
              {data.accounts.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {(sales || money) && (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={period}
              onChange={(_, p: DashboardPeriod | null) => p && onPeriod(p)}
              aria-label={t('periodLabel')}
            >
              {DASHBOARD_PERIODS.map((p) => (
                <ToggleButton key={p} value={p} sx={{ px: 1.5, textTransform: 'none' }}>
                  {t(`periods.${p}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Stack>
      </Stack>

      {nothing && <Alert severity="info">{t('nothingAllowed')}</Alert>}

      {(sales || money) && (
        <KpiSection sales={sales} money={money} period={period} format={format} />
      )}

      {sales && (
        <SectionCard
          title={t('chart.title')}
          description={t('chart.description', { period: format.range(sales.productsPeriod) })}
          data-testid="orders-chart"
        >
          <Suspense
            fallback={<Skeleton variant="rounded" height={260} aria-label={t('chart.loading')} />}
          >
            <Box aria-hidden>
              <OrdersChart days={sales.chart} />
            </Box>
          </Suspense>
          <ChartTable days={sales.chart} format={format} />
        </SectionCard>
      )}

      {sales && (
        <Grid columns={{ xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}>
          <ProductTables
            top={sales.top}
            bottom={sales.bottom}
            period={format.range(sales.productsPeriod)}
            format={format}
          />
        </Grid>
      )}
      {(stockRisks || tokens || sync) && (
        <Grid columns={{ xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}>
          {stockRisks && (
            <StockRisks items={stockRisks.items} total={stockRisks.total} format={format} />
          )}
          {(tokens || sync) && (
            <Stack spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
              {tokens && (
                <TokenAlerts
                  tokens={tokens}
                  canOpen={can({ subject: 'wbToken', action: 'view' })}
                />
              )}
              {sync && (
                <SyncProblems sync={sync} canOpen={can({ subject: 'wbAccount', action: 'view' })} />
              )}
            </Stack>
          )}
        </Grid>
      )}
    </>
  );
}

/** Blocks side by side from the given breakpoints, stacked on narrow screens. */
function Grid({ columns, children }: { columns: Record<string, string>; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: columns,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** The chart's figures for screen readers (the drawing itself is hidden from them). */
function ChartTable({
  days,
  format,
}: {
  days: readonly DashboardChartDay[];
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <VisuallyHidden>
      <table aria-label={t('chart.tableLabel')}>
        <thead>
          <tr>
            <th>{t('chart.day')}</th>
            <th>{t('chart.orders')}</th>
            <th>{t('chart.sum')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{format.day(d.day)}</td>
              <td>{format.count(d.orders)}</td>
              <td>{format.money(d.ordersSum)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
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
