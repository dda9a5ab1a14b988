import type { ReportPeriod } from '@wb/wb/clients/finance';
import type { WbReportHeader, WbReportRow } from '@wb/wb/clients/finance.schemas';
import type { WbPage } from '@wb/wb/iterators/raw';
import { iterateReportRows, iterateReportsList } from '@wb/wb/iterators/reports';
import type { PoolClient } from 'pg';
import { copyMerge, stageOf, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';
import { bookWbPayouts } from '../finances/wb-payouts.service';
import { payoutTerm, refreshFinanceDaily } from './finance-daily';
import { refreshPnl } from '../income/pnl-rollup';

/** Report period and rows per detail page asked of WB (its maximum); tests change them. */
export const REALIZATION_OPTIONS: { period: ReportPeriod; rowsLimit: number } = {
  period: 'weekly',
  rowsLimit: 100_000,
};

/**
 * Realization reports (docs/wb-notes.md#realization-reports): the list of reports since `dateFrom`
 * is read and its headers stored (`list`), then each report's rows by `rrdId` until the 204
 * (`rows`). The list is read again on resume and sorted (period start, id), so `reportIndex` finds
 * the same report; `reportId` checks it. After the last report, the next run lists from the day
 * after the latest period read (reports are immutable; corrections come in new reports).
 */
export interface RealizationCursor {
  phase: 'list' | 'rows';
  /** `YYYY-MM-DD` (MSK): the first day of the periods the list is read for. */
  dateFrom: string;
  reportIndex?: number;
  reportId?: string;
  /** The last stored row of the report (`0`: none yet). */
  rrdId: string;
}

/** A page holds report headers, report rows, or the end of a report (reconciled on write). */
export type RealizationItem =
  | { kind: 'header'; header: WbReportHeader }
  | { kind: 'row'; row: WbReportRow }
  | { kind: 'end'; reportId: string };

type Col<R> = readonly [name: string, type: string, get: (r: R) => CopyValue];

const ID = 'numeric(20,0)';
const MONEY = 'numeric';

const HEADER_COLS: readonly Col<WbReportHeader>[] = [
  ['report_id', ID, (h) => h.reportId],
  ['seller_finance_name', 'text', (h) => h.sellerFinanceName],
  ['date_from', 'date', (h) => h.dateFrom],
  ['date_to', 'date', (h) => h.dateTo],
  ['create_date', 'date', (h) => h.createDate],
  ['currency', 'text', (h) => h.currency],
  ['report_type', 'integer', (h) => h.reportType],
  ['retail_amount_sum', MONEY, (h) => h.retailAmountSum],
  ['for_pay_sum', MONEY, (h) => h.forPaySum],
  ['avg_sale_percent', 'numeric', (h) => h.avgSalePercent],
  ['delivery_service_sum', MONEY, (h) => h.deliveryServiceSum],
  ['paid_storage_sum', MONEY, (h) => h.paidStorageSum],
  ['paid_acceptance_sum', MONEY, (h) => h.paidAcceptanceSum],
  ['deduction_sum', MONEY, (h) => h.deductionSum],
  ['penalty_sum', MONEY, (h) => h.penaltySum],
  ['additional_payment_sum', MONEY, (h) => h.additionalPaymentSum],
  ['cashback_amount_sum', MONEY, (h) => h.cashbackAmountSum],
  ['cashback_discount_sum', MONEY, (h) => h.cashbackDiscountSum],
  ['cashback_commission_change_sum', MONEY, (h) => h.cashbackCommissionChangeSum],
  ['payment_schedule', MONEY, (h) => h.paymentSchedule],
  ['bank_payment_sum', MONEY, (h) => h.bankPaymentSum],
];

const ROW_COLS: readonly Col<WbReportRow>[] = [
  ['rrd_id', ID, (r) => r.rrdId],
  ['report_id', ID, (r) => r.reportId],
  ['report_type', 'integer', (r) => r.reportType],
  ['rr_date', 'date', (r) => r.rrDate],
  ['order_dt', 'timestamptz', (r) => r.orderDt],
  ['sale_dt', 'timestamptz', (r) => r.saleDt],
  // WB sends 0 for rows without a product (storage, penalties): no product.
  ['nm_id', 'bigint', (r) => r.nmId || null],
  ['srid', 'text', (r) => r.srid || null],
  ['sku', 'text', (r) => r.sku],
  ['vendor_code', 'text', (r) => r.vendorCode],
  ['tech_size', 'text', (r) => r.techSize],
  ['subject_name', 'text', (r) => r.subjectName],
  ['brand_name', 'text', (r) => r.brandName],
  ['document_type', 'text', (r) => r.documentType],
  ['seller_oper_name', 'text', (r) => r.sellerOperName],
  ['bonus_type_name', 'text', (r) => r.bonusTypeName],
  ['office_name', 'text', (r) => r.officeName],
  ['quantity', 'integer', (r) => r.quantity],
  ['delivery_amount', 'integer', (r) => r.deliveryAmount],
  ['return_amount', 'integer', (r) => r.returnAmount],
  ['retail_price', MONEY, (r) => r.retailPrice],
  ['retail_amount', MONEY, (r) => r.retailAmount],
  ['retail_price_with_disc', MONEY, (r) => r.retailPriceWithDisc],
  ['commission_percent', 'numeric', (r) => r.commissionPercent],
  ['ppvz_sales_commission', MONEY, (r) => r.ppvzSalesCommission],
  ['for_pay', MONEY, (r) => r.forPay],
  ['ppvz_reward', MONEY, (r) => r.ppvzReward],
  ['acquiring_fee', MONEY, (r) => r.acquiringFee],
  ['vw', MONEY, (r) => r.vw],
  ['vw_nds', MONEY, (r) => r.vwNds],
  ['delivery_service', MONEY, (r) => r.deliveryService],
  ['paid_storage', MONEY, (r) => r.paidStorage],
  ['paid_acceptance', MONEY, (r) => r.paidAcceptance],
  ['penalty', MONEY, (r) => r.penalty],
  ['deduction', MONEY, (r) => r.deduction],
  ['additional_payment', MONEY, (r) => r.additionalPayment],
  ['rebill_logistic_cost', MONEY, (r) => r.rebillLogisticCost],
  ['cashback_amount', MONEY, (r) => r.cashbackAmount],
  ['cashback_discount', MONEY, (r) => r.cashbackDiscount],
  ['cashback_commission_change', MONEY, (r) => r.cashbackCommissionChange],
];

interface WithRaw<R> {
  value: R;
  raw: unknown;
}

function merger<R>(table: string, cols: readonly Col<R>[], key: string) {
  const target: MergeTarget = {
    table,
    columns: [
      ['company_id', 'uuid'],
      ['account_id', 'uuid'],
      ...cols.map(([n, type]) => [n, type] as const),
      ['raw', 'jsonb'],
    ],
    key: ['account_id', key],
  };
  const merge = (client: PoolClient, t: SyncTarget, items: readonly WithRaw<R>[]) =>
    copyMerge(
      client,
      target,
      items.map(({ value, raw }) => [
        t.companyId,
        t.accountId,
        ...cols.map(([, , get]) => get(value)),
        raw as CopyValue,
      ]),
    );
  return { merge, stage: stageOf(target) };
}

const headerMerger = merger('realization_reports', HEADER_COLS, 'report_id');
const rowMerger = merger('realization_rows', ROW_COLS, 'rrd_id');

/**
 * Reconciles a report whose rows are all stored, in one statement with numeric arithmetic:
 * payout = Σ ±forPay − delivery − storage − acceptance − penalty − deduction − additional
 * payment (returns count negative, docs/domain.md#payout), against the header's `bankPaymentSum`.
 * Returns 1 when the stored result changed.
 */
export async function reconcileReport(client: PoolClient, t: SyncTarget, reportId: string) {
  const result = await client.query(
    `UPDATE realization_reports r
        SET rows_loaded = true, row_count = s.n, computed_payout = s.payout,
            payout_difference = s.payout - r.bank_payment_sum,
            reconciliation = CASE WHEN s.payout = r.bank_payment_sum THEN 'ok' ELSE 'mismatch' END,
            reconciled_at = now()
       FROM (SELECT count(*)::int AS n,
                    coalesce(sum(${payoutTerm('x')}), 0) AS payout
               FROM realization_rows x WHERE x.account_id = $1 AND x.report_id = $2::numeric) s
      WHERE r.account_id = $1 AND r.report_id = $2::numeric
        AND (NOT r.rows_loaded OR r.row_count IS DISTINCT FROM s.n
             OR r.computed_payout IS DISTINCT FROM s.payout
             OR r.payout_difference IS DISTINCT FROM s.payout - r.bank_payment_sum)`,
    [t.accountId, reportId],
  );
  return result.rowCount ?? 0;
}

async function writeRealization(
  client: PoolClient,
  t: SyncTarget,
  page: WbPage<RealizationItem, RealizationCursor>,
) {
  const headers: WithRaw<WbReportHeader>[] = [];
  const rows: WithRaw<WbReportRow>[] = [];
  const ended: string[] = [];
  page.rows.forEach((item, i) => {
    if (item.kind === 'header')
      headers.push({ value: item.header, raw: page.raw[i] ?? item.header });
    else if (item.kind === 'row') rows.push({ value: item.row, raw: page.raw[i] ?? item.row });
    else ended.push(item.reportId);
  });
  let n = await headerMerger.merge(client, t, headers);
  // Each report's payout as income of the cabinet's money account, once (not counted in n).
  if (headers.length)
    await bookWbPayouts(
      client,
      t,
      headers.map((h) => h.value.reportId),
    );
  n += await rowMerger.merge(client, t, rows);
  // The rollup of the page's product × day keys, from the rows just merged (not counted in n).
  if (rows.length) await refreshFinanceDaily(client, t, rowMerger.stage);
  for (const reportId of ended) n += await reconcileReport(client, t, reportId);
  // The P&L rollup of what the page changed (finance_daily, the payouts booked).
  await refreshPnl(client, t.companyId);
  return n;
}

const DAY_MS = 86_400_000;
const MSK_OFFSET_MS = 3 * 3_600_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Moscow calendar date of an instant. */
const mskDate = (ms: number) => new Date(ms + MSK_OFFSET_MS).toISOString().slice(0, 10);
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Reports in a stable order: by period start, then by id (numerically, ids exceed 2^53). */
function byPeriod(a: WbReportHeader, b: WbReportHeader) {
  const byDate = (a.dateFrom ?? '').localeCompare(b.dateFrom ?? '');
  if (byDate) return byDate;
  const x = BigInt(a.reportId);
  const y = BigInt(b.reportId);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A stored cursor of another shape (or none) starts over from `fallback`. */
function cursorOf(value: unknown, fallback: string): RealizationCursor {
  const c = (value ?? {}) as Partial<RealizationCursor>;
  const dateFrom = typeof c.dateFrom === 'string' && DATE.test(c.dateFrom) ? c.dateFrom : fallback;
  const rrdId = typeof c.rrdId === 'string' && /^\d{1,20}$/.test(c.rrdId) ? c.rrdId : '0';
  if (c.phase !== 'rows' || typeof c.reportId !== 'string')
    return { phase: 'list', dateFrom, rrdId: '0' };
  const reportIndex = Number.isInteger(c.reportIndex) && c.reportIndex! >= 0 ? c.reportIndex! : 0;
  return { phase: 'rows', dateFrom, reportIndex, reportId: c.reportId, rrdId };
}

async function* realizationPages(
  clients: Parameters<SyncDataset['pages']>[0],
  from: RealizationCursor,
  signal?: AbortSignal,
): AsyncGenerator<WbPage<RealizationItem, RealizationCursor>> {
  const options = signal ? { signal } : undefined;
  const { period, rowsLimit } = REALIZATION_OPTIONS;
  const cursor = cursorOf(from, mskDate(Date.now()));
  const { dateFrom } = cursor;
  const today = mskDate(Date.now());
  const dateTo = today > dateFrom ? today : dateFrom;
  const listed: WithRaw<WbReportHeader>[] = [];
  for await (const page of iterateReportsList(
    clients.finance,
    { dateFrom, dateTo, period },
    options,
  )) {
    page.rows.forEach((header, i) => listed.push({ value: header, raw: page.raw[i] ?? header }));
  }
  listed.sort((a, b) => byPeriod(a.value, b.value));
  const reports = listed.map((h) => h.value.reportId);
  const lastDay = listed.reduce((max, h) => {
    const to = h.value.dateTo ?? '';
    return to > max ? to : max;
  }, '');
  const finished: RealizationCursor = {
    phase: 'list',
    dateFrom: lastDay ? nextDay(lastDay) : dateFrom,
    rrdId: '0',
  };
  const at = (index: number, rrdId = '0'): RealizationCursor =>
    index < reports.length
      ? { phase: 'rows', dateFrom, reportIndex: index, reportId: reports[index]!, rrdId }
      : finished;

  let start = 0;
  let rrdId = '0';
  if (cursor.phase === 'list') {
    if (listed.length === 0) return;
    const rows = listed.map((h): RealizationItem => ({ kind: 'header', header: h.value }));
    yield { rows, raw: listed.map((h) => h.raw), cursor: at(0), done: false };
  } else {
    // The report the cursor names, where it was (or wherever it is now); gone: start over.
    const index =
      reports[cursor.reportIndex!] === cursor.reportId
        ? cursor.reportIndex!
        : reports.indexOf(cursor.reportId!);
    if (index >= 0) {
      start = index;
      rrdId = cursor.rrdId;
    }
  }
  if (start >= reports.length) {
    yield { rows: [], raw: [], cursor: finished, done: true };
    return;
  }
  for (let i = start; i < reports.length; i++) {
    const reportId = reports[i]!;
    const from = i === start ? rrdId : '0';
    for await (const page of iterateReportRows(
      clients.finance,
      reportId,
      { rrdId: from, limit: rowsLimit },
      options,
    )) {
      const rows: RealizationItem[] = page.rows.map((row) => ({ kind: 'row', row }));
      if (!page.done) {
        yield { rows, raw: page.raw, cursor: at(i, page.cursor.rrdId), done: false };
        continue;
      }
      rows.push({ kind: 'end', reportId });
      const raw = [...page.raw.slice(0, page.rows.length), null];
      yield { rows, raw, cursor: at(i + 1), done: i === reports.length - 1 };
    }
  }
}

export const realizationDataset: SyncDataset<RealizationCursor, RealizationItem> = {
  key: 'realization',
  category: 'finance',
  intervalMinutes: 12 * 60,
  initialCursor: (historyStart) => ({
    phase: 'list',
    dateFrom: mskDate(historyStart.getTime()),
    rrdId: '0',
  }),
  pages: realizationPages,
  write: writeRealization,
};

/** The finance datasets, in WB_DATASETS order. */
export const financeDatasets: SyncDataset[] = [realizationDataset];
