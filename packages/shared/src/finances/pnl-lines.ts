/**
 * The P&L lines a finance category maps to (docs/domain.md#management-accounts). Income from WB
 * is already in the P&L through the realization reports, so WB payouts and other income map to
 * `revenueOther` or `notInPnl`; expenses paid outside WB land on their own line. `notInPnl` is
 * money that moves but is no profit or loss: transfers, loans, owner's withdrawals, the payout
 * itself. (The money branch defines the P&L's own lines; the lead unifies the two lists.)
 */
export const PNL_LINES = [
  'revenueOther',
  'advertising',
  'salaries',
  'rent',
  'services',
  'taxesPaid',
  'logisticsOutsideWb',
  'purchases',
  'bankFees',
  'otherExpenses',
  'notInPnl',
] as const;
export type PnlLine = (typeof PNL_LINES)[number];
