import { toDec, toMoneyString, type WeeklyReport, type WeeklyReportBrief } from '@wb/shared';
import type { DbOrTx } from '../../db/client';
import { checkedPeriod } from '../../lib/report/period';
import {
  realizationReportOf,
  realizationReportSums,
  realizationReportsOf,
  type RealizationRow,
} from '../finance/finance.repository';
import { wbPayoutTransactionId } from '../finances/finances.repository';
import { weeklyReportNotFound } from './income.errors';
import { syncedVersionOf } from './income.repository';
import { versionedCache } from '../../lib/versioned-cache';

/**
 * Weekly report pages per company × report × cabinet, computed once per change of the synced
 * data (a report's rows change only by a sync page), like every report's figures.
 */
export const weeklyReportCache = versionedCache<WeeklyReport>({
  maxAgeMs: 60_000,
  staleMs: 300_000,
  graceMs: 250,
  maxEntries: 500,
});

/** A column the repository returns as text (or a number); null stays null. */
const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
const money = (v: unknown) => {
  const t = text(v);
  return t === null ? null : toMoneyString(t);
};

function brief(r: RealizationRow): WeeklyReportBrief {
  return {
    reportId: String(r.report_id),
    accountId: String(r.account_id),
    account: String(r.account),
    dateFrom: text(r.date_from),
    dateTo: text(r.date_to),
    bankPaymentSum: money(r.bank_payment_sum),
    computedPayout: money(r.computed_payout),
    difference: money(r.payout_difference),
    reconciliation: r.reconciliation as WeeklyReportBrief['reconciliation'],
  };
}

/** The company's WB reports of a period with their reconciliation (the P&L's week badges). */
export async function listWeeklyReports(
  db: DbOrTx,
  companyId: string,
  query: { from: string; to: string; account?: string | undefined },
) {
  const period = checkedPeriod(query);
  const rows = await realizationReportsOf(db, companyId, { ...period, account: query.account });
  return { reports: rows.map(brief) };
}

function sums(r: RealizationRow) {
  return {
    rows: Number(r.rows),
    quantity: Number(r.quantity),
    retailAmount: toMoneyString(String(r.retail_amount)),
    forPay: toMoneyString(String(r.for_pay)),
    deliveryService: toMoneyString(String(r.delivery_service)),
    paidStorage: toMoneyString(String(r.paid_storage)),
    paidAcceptance: toMoneyString(String(r.paid_acceptance)),
    penalty: toMoneyString(String(r.penalty)),
    deduction: toMoneyString(String(r.deduction)),
    additionalPayment: toMoneyString(String(r.additional_payment)),
    payout: toMoneyString(String(r.payout)),
  };
}

/** WB's header total of each of our sums (docs/domain.md#payout: Итого к оплате is the payout). */
const TOTALS = [
  ['retailAmount', 'retail_amount_sum'],
  ['forPay', 'for_pay_sum'],
  ['deliveryService', 'delivery_service_sum'],
  ['paidStorage', 'paid_storage_sum'],
  ['paidAcceptance', 'paid_acceptance_sum'],
  ['penalty', 'penalty_sum'],
  ['deduction', 'deduction_sum'],
  ['additionalPayment', 'additional_payment_sum'],
  ['payout', 'bank_payment_sum'],
] as const;

/**
 * One WB report of the company: its header, WB's totals against our sums of its rows (to the
 * kopeck), our sums by operation and by product. The payout's finance transaction is not known
 * until cash-flow accounting is connected: it is reported missing with that reason.
 */
export async function weeklyReport(
  db: DbOrTx,
  companyId: string,
  reportId: string,
  accountId?: string,
): Promise<WeeklyReport> {
  const version = await syncedVersionOf(db, companyId);
  return weeklyReportCache.get(`${companyId}|${reportId}|${accountId ?? ''}`, version, () =>
    computeWeeklyReport(db, companyId, reportId, accountId),
  );
}

async function computeWeeklyReport(
  db: DbOrTx,
  companyId: string,
  reportId: string,
  accountId?: string,
): Promise<WeeklyReport> {
  const header = await realizationReportOf(db, companyId, reportId, accountId);
  if (!header) throw weeklyReportNotFound();
  const found = await realizationReportSums(db, String(header.account_id), reportId);
  const ours = sums(found.total);
  return {
    report: brief(header),
    createDate: text(header.create_date),
    currency: text(header.currency),
    rowsLoaded: Boolean(header.rows_loaded),
    rowCount: header.row_count === null ? null : Number(header.row_count),
    totals: TOTALS.map(([key, column]) => {
      const wb = money(header[column]);
      return {
        key,
        wb,
        ours: ours[key],
        difference: wb === null ? null : toMoneyString(toDec(ours[key]).minus(wb)),
      };
    }),
    byOperation: found.byOperation.map((r) => ({
      operation: String(r.operation),
      documentType: String(r.document_type),
      ...sums(r),
    })),
    byProduct: found.byProduct.map((r) => ({
      nmId: r.nm_id === null ? null : Number(r.nm_id),
      vendorCode: text(r.card_vendor_code ?? r.vendor_code),
      title: text(r.title),
      ...sums(r),
    })),
    payoutTransaction: await payoutTransactionOf(db, companyId, header, reportId),
  };
}

/**
 * The journal's transaction of the report's payout (docs/domain.md#wb-payouts), or why there is
 * none: WB's «Итого к оплате» is zero or not given (nothing to book), or the report is not booked.
 */
async function payoutTransactionOf(
  db: DbOrTx,
  companyId: string,
  header: RealizationRow,
  reportId: string,
): Promise<WeeklyReport['payoutTransaction']> {
  const id = await wbPayoutTransactionId(db, companyId, String(header.account_id), reportId);
  if (id) return { id, missing: null };
  const sum = money(header.bank_payment_sum);
  const nothing = sum === null || toDec(sum).isZero();
  return { id: null, missing: nothing ? PAYOUT_NOTHING_TO_BOOK : PAYOUT_NOT_BOOKED };
}

const PAYOUT_NOTHING_TO_BOOK = 'WB не начислил к оплате по этому отчёту';
const PAYOUT_NOT_BOOKED = 'выплата по отчёту ещё не проведена в учёте движения денег';
