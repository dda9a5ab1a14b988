import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type {
  DashboardMoney,
  DashboardPeriod,
  DashboardSales,
  SalesFigures,
} from '@wb/shared/dashboard/dashboard.contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardFormat } from './format';
import { KpiCard } from './kpi-card';

/** The sales KPIs: a count (with its sum below) or a sum of money (a decimal string). */
const SALES_KPIS: {
  key: 'orders' | 'buyouts' | 'returns' | 'revenue';
  figure: (f: SalesFigures) => number | string;
  note?: (f: SalesFigures, format: DashboardFormat, t: TFunction<'dashboard'>) => string;
}[] = [
  {
    key: 'orders',
    figure: (f) => f.orders,
    note: (f, format, t) =>
      `${format.money(f.ordersSum)} · ${t('kpi.cancelled', { count: f.cancelled })}`,
  },
  { key: 'buyouts', figure: (f) => f.buyouts, note: (f, format) => format.money(f.buyoutsSum) },
  { key: 'returns', figure: (f) => f.returns, note: (f, format) => format.money(f.returnsSum) },
  { key: 'revenue', figure: (f) => f.revenue },
];

/**
 * The KPI cards of the chosen period: orders, buyouts, returns, revenue (order view), payout
 * and estimated profit (the P&L permission) — whichever blocks the server sent.
 */
export function KpiSection({
  sales,
  money,
  period,
  format,
}: {
  sales: DashboardSales | undefined;
  money: DashboardMoney | undefined;
  period: DashboardPeriod;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const pieces = (n: number) => t('kpi.pieces', { count: n, formatted: format.count(n) });
  const s = sales?.periods[period];
  const m = money?.periods[period];
  const before = s ? format.range(s.previous) : '';
  return (
    <Box
      role="group"
      aria-label={t('kpi.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {s &&
        SALES_KPIS.map((k) => {
          const value = (f: SalesFigures) => {
            const v = k.figure(f);
            return typeof v === 'string' ? format.money(v) : pieces(v);
          };
          return (
            <KpiCard
              key={k.key}
              testId={`kpi-${k.key}`}
              title={t(`kpi.${k.key}`)}
              hint={t(`kpi.hints.${k.key}`)}
              value={value(s.figures)}
              note={k.note?.(s.figures, format, t)}
              comparison={{
                current: k.figure(s.figures),
                previous: k.figure(s.previousFigures),
                previousText: value(s.previousFigures),
                period: before,
                higherIsBetter: k.key !== 'returns',
              }}
              format={format}
            />
          );
        })}
      {m && (
        <>
          <KpiCard
            testId="kpi-payout"
            title={t('kpi.payout')}
            hint={t('kpi.hints.payout')}
            value={m.payout ? format.money(m.payout.value) : '—'}
            note={
              m.payout
                ? t('kpi.payoutPeriod', { period: format.range(m.payout.current) })
                : t('kpi.noReports')
            }
            {...(m.payout && {
              comparison: {
                current: m.payout.value,
                previous: m.payout.previousValue,
                previousText: format.money(m.payout.previousValue),
                period: format.range(m.payout.previous),
              },
            })}
            format={format}
          />
          <KpiCard
            testId="kpi-profit"
            title={t('kpi.profit')}
            hint={t('kpi.hints.profit')}
            value={m.profit.profit === null ? '—' : format.money(m.profit.profit)}
            note={
              m.profit.missingCosts > 0 ? (
                <>
                  <Box component="span" sx={{ color: 'warning.main', fontWeight: 500 }}>
                    {t('kpi.missingCosts', { count: m.profit.missingCosts })}
                  </Box>
                  {' · '}
                  <Link component={RouterLink} to="/products">
                    {t('kpi.setCosts')}
                  </Link>
                </>
              ) : money?.reportsUntil && money.reportsUntil < m.period.to ? (
                t('kpi.estimatedAfter', { date: format.day(money.reportsUntil) })
              ) : undefined
            }
            {...(m.profit.profit !== null && {
              comparison: {
                current: m.profit.profit,
                previous: m.previousProfit.profit,
                previousText:
                  m.previousProfit.profit === null ? '—' : format.money(m.previousProfit.profit),
                period: format.range(m.previousPeriod),
              },
            })}
            format={format}
          />
        </>
      )}
    </Box>
  );
}
