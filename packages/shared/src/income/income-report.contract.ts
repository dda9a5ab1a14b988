import { defineReport, type MeasureDef } from '../reports/define-report';

const rub = (key: string, header: string, goodWhen: 'up' | 'down') =>
  ({ key, type: 'money', currency: 'RUB', header, goodWhen }) as const;

/**
 * The P&L's figures (docs/domain.md#pl-lines, docs/domain.md#pl-report), expenses as positive
 * amounts: payout = revenue − WB services − logistics − storage − acceptance − penalties −
 * deductions − corrections; net profit = payout + other income − advertising − COGS − tax −
 * other expenses (finance transactions by their category's P&L line, each line its own measure;
 * purchases are a memo, not part of it). Besides the lines: units sold and returned, units whose
 * cost is unknown (COGS is then incomplete), finance transactions without a currency rate (not
 * counted: the other lines are then incomplete) and revenue without a tax system (cabinets or
 * transactions without an organization: their tax is not counted).
 */
export const INCOME_MEASURES = [
  rub('revenue', 'Продажи, ₽', 'up'),
  rub('wbServices', 'Комиссия и услуги WB, ₽', 'down'),
  rub('commission', 'Вознаграждение WB, ₽', 'down'),
  rub('acquiring', 'Эквайринг, ₽', 'down'),
  rub('pvzReward', 'Вознаграждение ПВЗ, ₽', 'down'),
  rub('logistics', 'Логистика, ₽', 'down'),
  rub('storage', 'Хранение, ₽', 'down'),
  rub('acceptance', 'Приёмка, ₽', 'down'),
  rub('penalties', 'Штрафы, ₽', 'down'),
  rub('deductions', 'Удержания, ₽', 'down'),
  rub('corrections', 'Доплаты и корректировки, ₽', 'down'),
  rub('payout', 'К перечислению, ₽', 'up'),
  rub('otherIncome', 'Прочие доходы, ₽', 'up'),
  rub('advertising', 'Реклама, ₽', 'down'),
  rub('cogs', 'Себестоимость, ₽', 'down'),
  rub('tax', 'Налог, ₽', 'down'),
  rub('otherExpenses', 'Прочие расходы, ₽', 'down'),
  rub('advertisingOutsideWb', 'Реклама вне WB, ₽', 'down'),
  rub('salaries', 'Зарплата, ₽', 'down'),
  rub('rent', 'Аренда, ₽', 'down'),
  rub('services', 'Услуги, ₽', 'down'),
  rub('taxesPaid', 'Уплаченные налоги и взносы, ₽', 'down'),
  rub('logisticsOutsideWb', 'Логистика вне WB, ₽', 'down'),
  rub('bankFees', 'Банковские комиссии, ₽', 'down'),
  rub('miscExpenses', 'Прочее, ₽', 'down'),
  rub('netProfit', 'Чистая прибыль, ₽', 'up'),
  rub('purchases', 'Справочно: закупки товара, ₽', 'down'),
  { key: 'soldUnits', type: 'number', header: 'Продано, шт.', goodWhen: 'up' },
  { key: 'returnedUnits', type: 'number', header: 'Возвращено, шт.', goodWhen: 'down' },
  { key: 'costlessUnits', type: 'number', header: 'Без себестоимости, шт.', goodWhen: 'down' },
  {
    key: 'unratedTransactions',
    type: 'number',
    header: 'Операций без курса валюты',
    goodWhen: 'down',
  },
  rub('untaxedRevenue', 'Выручка без налоговой системы, ₽', 'down'),
] as const satisfies readonly MeasureDef[];
export type IncomeMeasure = (typeof INCOME_MEASURES)[number]['key'];

/** The P&L (ОПиУ) of the company's WB cabinets for any period, by time or by slice. */
export const incomeReport = defineReport({
  key: 'incomeReport',
  path: '/api/income/report',
  tag: 'income',
  summary: 'P&L of the current company',
  access: { permission: { subject: 'report', action: 'viewReportIncome' } },
  groupings: [
    'day',
    'week',
    'month',
    'product',
    'brand',
    'subject',
    'category',
    'tag',
    'organization',
    'account',
  ],
  defaultGrouping: 'week',
  measures: INCOME_MEASURES,
  drills: () => import('./income-report.drills').then((m) => m.INCOME_REPORT_DRILLS),
  sheet: 'ОПиУ',
  exportAction: 'income.report_export',
});
