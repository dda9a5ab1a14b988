import type { PnlLine } from '../finances/pnl-lines';
import { toDec } from '../money/money';

/**
 * The P&L (ОПиУ) lines in the order a finance user reads them, top-down from revenue to net
 * profit (docs/domain.md#pl-lines, docs/domain.md#pl-report). Each line says where its amount
 * comes from and how it enters net profit, so another catalogue of money figures can name the
 * same lines by key.
 */
export type IncomeLineSource =
  /** Realization-report rows, through the finance_daily rollup. */
  | 'realization'
  /** Ad spend documents. */
  | 'adSpend'
  /** Net units × the unit cost at the day (cost versions, currency rates). */
  | 'costs'
  /** The organization's tax system over the group's base, computed after aggregation. */
  | 'tax'
  /** Finance transactions whose category maps to a P&L line. */
  | 'financeTransactions'
  /** A formula of other lines. */
  | 'derived';

export interface IncomeLine {
  /** The report measure holding the line's amount (none: not measured yet, see `missing`). */
  key: string;
  /** Russian label (the web labels it from the `income` pack by key). */
  label: string;
  /** +1 adds to the line above it (revenue, payout), −1 is an expense shown as a positive amount. */
  sign: 1 | -1;
  source: IncomeLineSource;
  /** 0: a main line; 1: a part of the main line above it. */
  level: 0 | 1;
  /** The amount is not known, and why (shown as missing, never as zero). */
  missing?: string;
  /** Shown for reference below net profit, not part of it. */
  memo?: boolean;
}

/**
 * The report measure of each expense line a finance category maps to
 * (packages/shared/src/finances/pnl-lines.ts, docs/domain.md#pl-report): the parts of «Прочие
 * расходы». `revenueOther` is the measure `otherIncome`; `purchases` is a memo line (goods bought
 * reach profit through COGS, so counting the payments too would count them twice); `notInPnl`
 * is left out.
 */
export const FINANCE_EXPENSE_MEASURES = {
  advertising: 'advertisingOutsideWb',
  salaries: 'salaries',
  rent: 'rent',
  services: 'services',
  taxesPaid: 'taxesPaid',
  logisticsOutsideWb: 'logisticsOutsideWb',
  bankFees: 'bankFees',
  otherExpenses: 'miscExpenses',
} as const satisfies Partial<Record<PnlLine, string>>;
export type FinanceExpenseMeasure =
  (typeof FINANCE_EXPENSE_MEASURES)[keyof typeof FINANCE_EXPENSE_MEASURES];

export const INCOME_LINES = [
  { key: 'revenue', label: 'Продажи (выручка)', sign: 1, source: 'realization', level: 0 },
  {
    key: 'wbServices',
    label: 'Комиссия и услуги WB',
    sign: -1,
    source: 'realization',
    level: 0,
  },
  {
    key: 'commission',
    label: 'Вознаграждение WB с НДС',
    sign: -1,
    source: 'realization',
    level: 1,
  },
  { key: 'acquiring', label: 'Эквайринг', sign: -1, source: 'realization', level: 1 },
  { key: 'pvzReward', label: 'Вознаграждение ПВЗ', sign: -1, source: 'realization', level: 1 },
  { key: 'logistics', label: 'Логистика', sign: -1, source: 'realization', level: 0 },
  { key: 'storage', label: 'Хранение', sign: -1, source: 'realization', level: 0 },
  { key: 'acceptance', label: 'Платная приёмка', sign: -1, source: 'realization', level: 0 },
  { key: 'penalties', label: 'Штрафы', sign: -1, source: 'realization', level: 0 },
  { key: 'deductions', label: 'Удержания', sign: -1, source: 'realization', level: 0 },
  {
    key: 'corrections',
    label: 'Доплаты и корректировки',
    sign: -1,
    source: 'realization',
    level: 0,
  },
  { key: 'payout', label: 'К перечислению', sign: 1, source: 'realization', level: 0 },
  {
    key: 'otherIncome',
    label: 'Прочие доходы',
    sign: 1,
    source: 'financeTransactions',
    level: 0,
  },
  { key: 'advertising', label: 'Реклама', sign: -1, source: 'adSpend', level: 0 },
  { key: 'cogs', label: 'Себестоимость', sign: -1, source: 'costs', level: 0 },
  { key: 'tax', label: 'Налог', sign: -1, source: 'tax', level: 0 },
  {
    key: 'otherExpenses',
    label: 'Прочие расходы',
    sign: -1,
    source: 'financeTransactions',
    level: 0,
  },
  ...(
    [
      ['advertisingOutsideWb', 'Реклама вне WB'],
      ['salaries', 'Зарплата'],
      ['rent', 'Аренда'],
      ['services', 'Услуги'],
      ['taxesPaid', 'Уплаченные налоги и взносы'],
      ['logisticsOutsideWb', 'Логистика вне WB'],
      ['bankFees', 'Банковские комиссии'],
      ['miscExpenses', 'Прочее'],
    ] as const
  ).map(
    ([key, label]) => ({ key, label, sign: -1, source: 'financeTransactions', level: 1 }) as const,
  ),
  { key: 'netProfit', label: 'Чистая прибыль', sign: 1, source: 'derived', level: 0 },
  {
    key: 'purchases',
    label: 'Справочно: закупки товара',
    sign: -1,
    source: 'financeTransactions',
    level: 0,
    memo: true,
  },
] as const satisfies readonly IncomeLine[];
export type IncomeLineKey = (typeof INCOME_LINES)[number]['key'];

/** part ÷ whole × 100 with one decimal (a decimal string); null when the whole is zero. */
function percentOf(part: string, whole: string): string | null {
  const w = toDec(whole);
  return w.isZero() ? null : toDec(part).div(w).times(100).toFixed(1);
}

/** Margin % = net profit ÷ revenue × 100; null without revenue (docs/domain.md#pl-lines). */
export const marginPercent = (netProfit: string, revenue: string) => percentOf(netProfit, revenue);

/** ROI % = net profit ÷ COGS × 100; null without COGS. */
export const roiPercent = (netProfit: string, cogs: string) => percentOf(netProfit, cogs);
