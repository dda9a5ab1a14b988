import type { Condition } from '../list/list-query';
import type { ReportDrill } from '../reports/define-report';
import { incomeRowsList } from './income-rows.contract';

const nonZero = (field: string): Condition[] => [{ field, op: 'ne', value: '0' }];
const sold: Condition[] = [{ field: 'documentType', op: 'equals', value: 'Продажа' }];
const returned: Condition[] = [{ field: 'documentType', op: 'equals', value: 'Возврат' }];

/**
 * The rows behind the P&L's figures: each line drawn from realization reports opens their rows
 * (by operation day, product slices and cabinet), restricted to the rows that carry the line's
 * amount. Advertising (ad spend documents) and tax (a formula) have no drill list.
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
];
