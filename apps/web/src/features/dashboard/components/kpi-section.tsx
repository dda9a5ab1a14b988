import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { DashboardMoney, DashboardPeriod } from '@wb/shared/dashboard/dashboard.contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
  const m = money.periods[period];
  return (
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
          ) : money.reportsUntil && money.reportsUntil < m.period.to ? (
            t('kpi.estimatedAfter', { date: format.date(money.reportsUntil) })
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
  );
}
