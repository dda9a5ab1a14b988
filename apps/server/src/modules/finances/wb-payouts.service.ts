/**
 * Each WB weekly (realization) report's payout booked as income of its cabinet's marketplace
 * account (docs/domain.md#wb-payouts), called by the realization sync inside the transaction of
 * the page that stored the reports' headers: a header and its payout commit together.
 */
import { toDec, toMoneyString } from '@wb/shared';
import type { PoolClient } from 'pg';
import { reportPayouts } from '../finance/finance.repository';
import { marketplaceAccount, payoutCategory, upsertPayouts } from './payouts.repository';

/** Where the sync's page belongs. */
export interface PayoutTarget {
  companyId: string;
  accountId: string;
}

/**
 * Books the payouts of the cabinet's reports (all of them without `reportIds`): «Итого к оплате»
 * above zero as income («Выплата WB»), below zero as an expense («Удержание WB»: WB withheld more
 * than the week earned), zero as nothing. Returns the rows written (inserted or changed).
 */
export async function bookWbPayouts(
  client: PoolClient,
  target: PayoutTarget,
  reportIds?: string[],
): Promise<number> {
  const reports = (await reportPayouts(client, target.accountId, reportIds)).flatMap((p) => {
    if (!p.date || !p.amount) return [];
    const amount = toDec(p.amount);
    if (amount.isZero()) return [];
    return [{ ...p, date: p.date, amount: toMoneyString(amount.abs()), income: amount.gt(0) }];
  });
  if (reports.length === 0) return 0;
  const first = reports.reduce((min, p) => (p.date < min ? p.date : min), reports[0]!.date);
  const account = await marketplaceAccount(client, target.companyId, target.accountId, first);
  const paid = await payoutCategory(client, target.companyId, 'wb_payout');
  const withheld = reports.some((r) => !r.income)
    ? await payoutCategory(client, target.companyId, 'wb_withheld')
    : '';
  return upsertPayouts(
    client,
    target.companyId,
    account,
    reports.map((r) => ({
      reportId: r.reportId,
      date: r.date,
      amount: r.amount,
      currency: r.currency ?? 'RUB',
      kind: r.income ? 'income' : 'expense',
      categoryId: r.income ? paid : withheld,
    })),
  );
}
