import type { TFunction } from 'i18next';
import type { KpiSpec } from '../../../components/report/report-kpis';

/** The P&L's KPI cards: revenue, payout, expenses that are not WB's (other expenses: the journal's), net profit. */
export function incomeKpis(t: TFunction<['income', 'report']>): KpiSpec[] {
  const card = (measure: string, higherIsBetter = true): KpiSpec => ({
    measure,
    type: 'money',
    title: t(`lines.${measure}`),
    hint: t(`hints.${measure}`),
    higherIsBetter,
  });
  return [
    card('revenue'),
    card('payout'),
    card('advertising', false),
    card('cogs', false),
    card('tax', false),
    card('otherExpenses', false),
    card('netProfit'),
  ];
}
