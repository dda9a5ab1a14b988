import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type {
  DashboardMoney,
  DashboardOwnStock,
  DashboardPeriod,
} from '@wb/shared/dashboard/dashboard.contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FigureValue, useMissingText } from '../../../components/format/figure';
import type { Format } from '../../../components/format/formatter';
import { KpiCard } from '../../../components/report/kpi-card';
import type { KpiSpec } from '../../../components/report/report-kpis';

/** The sales report's KPI cards of the dashboard: counts with their sums below, and revenue. */
export function salesKpis(t: TFunction<'dashboard'>, format: Format): KpiSpec[] {
  const card = (measure: string, type: KpiSpec['type'], extra: Partial<KpiSpec> = {}) => ({
    measure,
    type,
    title: t(`kpi.${measure}`),
    hint: t(`kpi.hints.${measure}`),
    ...extra,
  });
  return [
    card('orders', 'number', {
      note: (f) =>
        `${format.money(f.ordersSum ?? '0')} · ${t('kpi.cancelled', { count: Number(f.cancelled ?? 0) })}`,
    }),
    card('buyouts', 'number', { note: (f) => format.money(f.buyoutsSum ?? '0') }),
    card('returns', 'number', {
      note: (f) => format.money(f.returnsSum ?? '0'),
      higherIsBetter: false,
    }),
    card('revenue', 'money'),
  ];
}

/** The payout and estimated profit cards (the P&L permission) of a dashboard period. */
export function MoneyKpis({
  money,
  period,
  format,
}: {
  money: DashboardMoney;
  period: DashboardPeriod;
  format: Format;
}) {
  const { t } = useTranslation('dashboard');
  const missingText = useMissingText();
  const m = money.periods[period];
  const payout = m.payout;
  const profit = m.profit.profit;
  const previousProfit = m.previousProfit.profit;
  const costs =
    profit.value === null ? profit.missing.find((r) => r.kind === 'costsMissing') : null;
  const warn = (text: string) => (
    <Box component="span" sx={{ color: 'warning.main', fontWeight: 500 }}>
      {text}
    </Box>
  );
  return (
    <>
      <KpiCard
        testId="kpi-payout"
        title={t('kpi.payout')}
        hint={t('kpi.hints.payout')}
        value={payout ? <FigureValue figure={payout.value} format={format} /> : '—'}
        note={
          !payout
            ? t('kpi.noReports')
            : payout.value.value === null
              ? warn(missingText(format, payout.value))
              : t('kpi.payoutPeriod', { period: format.range(payout.current) })
        }
        {...(payout &&
          payout.value.value !== null &&
          payout.previousValue.value !== null && {
            comparison: {
              current: payout.value.value,
              previous: payout.previousValue.value,
              previousText: format.money(payout.previousValue.value),
              period: format.range(payout.previous),
            },
          })}
        format={format}
      />
      <KpiCard
        testId="kpi-profit"
        title={t('kpi.profit')}
        hint={t('kpi.hints.profit')}
        value={<FigureValue figure={profit} format={format} />}
        note={
          profit.value === null ? (
            <>
              {warn(missingText(format, profit))}
              {costs && (
                <>
                  {' · '}
                  <Link component={RouterLink} to="/products">
                    {t('kpi.setCosts')}
                  </Link>
                </>
              )}
            </>
          ) : money.reportsUntil && money.reportsUntil < m.period.to ? (
            t('kpi.estimatedAfter', { date: format.date(money.reportsUntil) })
          ) : undefined
        }
        {...(profit.value !== null &&
          previousProfit.value !== null && {
            comparison: {
              current: profit.value,
              previous: previousProfit.value,
              previousText: format.money(previousProfit.value),
              period: format.range(m.previousPeriod),
            },
          })}
        format={format}
      />
    </>
  );
}

/**
 * Own stock now (the warehouse permission): units on the seller's warehouses and their value at
 * FIFO cost; a company without a warehouse gets the way to /warehouse instead.
 */
export function OwnStockKpi({ stock, format }: { stock: DashboardOwnStock; format: Format }) {
  const { t } = useTranslation('dashboard');
  const missingText = useMissingText();
  const none = stock.warehouses === 0;
  return (
    <KpiCard
      testId="kpi-own-stock"
      title={t('kpi.ownStock')}
      hint={t('kpi.hints.ownStock')}
      value={none ? '—' : <FigureValue figure={stock.value} format={format} />}
      note={
        none ? (
          <>
            {t('kpi.noWarehouse')}
            {' · '}
            <Link component={RouterLink} to="/warehouse">
              {t('kpi.openWarehouse')}
            </Link>
          </>
        ) : stock.value.value === null ? (
          missingText(format, stock.value)
        ) : (
          t('kpi.ownStockUnits', { count: stock.units, formatted: format.integer(stock.units) })
        )
      }
      format={format}
    />
  );
}
