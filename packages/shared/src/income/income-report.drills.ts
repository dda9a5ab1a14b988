import { transactionsList } from '../finances/finances-lists.contract';
import type { PnlLine } from '../finances/pnl-lines';
import type { Condition } from '../list/list-query';
import type { ReportDrill } from '../reports/define-report';
import { FINANCE_EXPENSE_MEASURES } from './income-lines';
import { incomeRowsList } from './income-rows.contract';

const nonZero = (field: string): Condition[] => [{ field, op: 'ne', value: '0' }];
const sold: Condition[] = [{ field: 'documentType', op: 'equals', value: 'Продажа' }];
const returned: Condition[] = [{ field: 'documentType', op: 'equals', value: 'Возврат' }];

const expenseLines = Object.keys(FINANCE_EXPENSE_MEASURES) as PnlLine[];
const lineIs = (value: PnlLine): Condition[] => [{ field: 'pnlLine', op: 'is', value }];

/**
 * The rows behind the P&L's figures: each line drawn from realization reports opens their rows
 * (by operation day, product slices and cabinet), restricted to the rows that carry the line's
 * amount; each line drawn from finance transactions opens the journal (by date and organization)
 * restricted to the categories mapped to it — company-level rows, so a cabinet's cell or a
 * product slice has none to open. Advertising (ad spend documents) and tax (a formula) have no
 * drill list.
 */
export const INCOME_REPORT_DRILLS: readonly ReportDrill[] = [
  {
    list: incomeRowsList,
    measures: [
      'revenue',
      'wbServices',
      'commission',
      'acquiring',
      'pvzReward',
      'logistics',
      'storage',
      'acceptance',
      'penalties',
      'deductions',
      'corrections',
      'payout',
      'soldUnits',
      'returnedUnits',
      'cogs',
      'costlessUnits',
    ],
    date: 'date',
    by: {
      product: 'nmId',
      brand: 'brand',
      subject: 'subject',
      category: 'category',
      tag: 'tags',
      organization: 'organization',
      account: 'account',
    },
    account: 'account',
    where: {
      logistics: nonZero('deliveryService'),
      storage: nonZero('paidStorage'),
      acceptance: nonZero('paidAcceptance'),
      penalties: nonZero('penalty'),
      deductions: nonZero('deduction'),
      corrections: nonZero('additionalPayment'),
      soldUnits: sold,
      returnedUnits: returned,
      cogs: [{ field: 'documentType', op: 'in', value: ['Продажа', 'Возврат'] }],
      costlessUnits: [{ field: 'documentType', op: 'in', value: ['Продажа', 'Возврат'] }],
    },
  },
  {
    list: transactionsList,
    measures: [
      'otherIncome',
      'otherExpenses',
      ...Object.values(FINANCE_EXPENSE_MEASURES),
      'purchases',
      'unratedTransactions',
    ],
    date: 'date',
    by: { organization: 'organization' },
    where: {
      otherIncome: lineIs('revenueOther'),
      otherExpenses: [{ field: 'pnlLine', op: 'in', value: expenseLines }],
      ...Object.fromEntries(
        Object.entries(FINANCE_EXPENSE_MEASURES).map(([line, m]) => [m, lineIs(line as PnlLine)]),
      ),
      purchases: lineIs('purchases'),
      unratedTransactions: [
        { field: 'pnlLine', op: 'in', value: ['revenueOther', ...expenseLines, 'purchases'] },
        { field: 'amountRub', op: 'isEmpty' },
      ],
    },
  },
];
