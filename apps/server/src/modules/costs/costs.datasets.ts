import type { WbClients } from '@wb/wb/factory';
import type { WbPaidAcceptanceRow, WbPaidStorageRow } from '@wb/wb/clients/cost-reports.schemas';
import type { CallOptions } from '@wb/wb/clients/base';
import type { WbPage } from '@wb/wb/iterators/raw';
import {
  iterateAcceptanceReport,
  iteratePaidStorage,
  PAID_ACCEPTANCE_WINDOW_DAYS,
  PAID_STORAGE_WINDOW_DAYS,
  type CostReportCursor as WalkCursor,
  type CostReportWalk,
  type ReportTaskPolling,
} from '@wb/wb/iterators/report-tasks';
import type { PoolClient } from 'pg';
import { copyMerge, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';
import { mskDate } from '@wb/shared/dates/msk';

/**
 * Where a cost report stands: `through` is the last Moscow day whose rows are all stored;
 * `next`, while a pass is unfinished, the first day of its next window.
 */
export interface CostReportCursor {
  through: string;
  next?: string;
}

/** How task statuses are polled (tests shorten it); WB's defaults otherwise. */
export const COST_REPORT_OPTIONS: { polling: ReportTaskPolling } = { polling: {} };

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const isDay = (value: unknown): value is string => typeof value === 'string' && DATE.test(value);
const later = (a: string, b: string) => (a > b ? a : b);

type Walk<Row> = (
  clients: WbClients,
  walk: CostReportWalk,
  options?: CallOptions,
) => AsyncIterable<WbPage<Row, WalkCursor>>;

type Col<R> = readonly [name: string, type: string, get: (r: R) => CopyValue];

/**
 * A cost report synced in WB's windows (docs/wb-notes.md#cost-reports): a
 * first sync from the account's history start to yesterday (a day's costs are calculated once
 * it is over), then each run from the day after `through` — but never later than one window
 * before yesterday: WB recalculates recent days, so the last window is read again and what
 * changed replaces what was stored. A pass stopped after a window resumes at `next`.
 */
function costReportDataset<Row>(spec: {
  key: 'paidStorage' | 'paidAcceptance';
  windowDays: number;
  walk: Walk<Row>;
  target: MergeTarget;
  cols: readonly Col<Row>[];
  /** The page's rows in the order they are merged (the last of a key wins). */
  order?: (a: Row, b: Row) => number;
}): SyncDataset<CostReportCursor, Row> {
  return {
    key: spec.key,
    category: 'analytics',
    intervalMinutes: 24 * 60,
    initialCursor: (historyStart) => ({ through: addDays(mskDate(historyStart), -1) }),
    async *pages(clients, cursor, signal) {
      const yesterday = addDays(mskDate(), -1);
      const recent = addDays(yesterday, 1 - spec.windowDays);
      const through = isDay(cursor?.through) ? cursor.through : addDays(recent, -1);
      const resume = isDay(cursor?.next) && cursor.next <= yesterday ? cursor.next : undefined;
      const afterThrough = addDays(through, 1);
      const dateFrom = resume ?? (afterThrough < recent ? afterThrough : recent);
      if (dateFrom > yesterday) return;
      const walk = {
        dateFrom,
        dateTo: yesterday,
        windowDays: spec.windowDays,
        polling: COST_REPORT_OPTIONS.polling,
      };
      for await (const page of spec.walk(clients, walk, signal ? { signal } : undefined)) {
        const read = later(through, addDays(page.cursor.dateFrom, -1));
        yield {
          rows: page.rows,
          raw: page.raw,
          cursor: page.done ? { through: read } : { through: read, next: page.cursor.dateFrom },
          done: page.done,
        };
      }
    },
    write(client: PoolClient, t: SyncTarget, page) {
      const items = page.rows.map((row, i) => ({ row, raw: page.raw[i] ?? row }));
      if (spec.order) items.sort((a, b) => spec.order!(a.row, b.row));
      return copyMerge(
        client,
        spec.target,
        items.map(({ row, raw }) => [
          t.companyId,
          t.accountId,
          ...spec.cols.map(([, , get]) => get(row)),
          raw as CopyValue,
        ]),
      );
    },
  };
}

const target = <R>(
  table: string,
  cols: readonly Col<R>[],
  key: string[],
  newerOrEqual?: string,
): MergeTarget => ({
  table,
  columns: [
    ['company_id', 'uuid'],
    ['account_id', 'uuid'],
    ...cols.map(([name, type]) => [name, type] as const),
    ['raw', 'jsonb'],
  ],
  key: ['account_id', ...key],
  ...(newerOrEqual ? { newerOrEqual } : {}),
});

const ID = 'numeric(20,0)';

const STORAGE_COLS: readonly Col<WbPaidStorageRow>[] = [
  ['original_date', 'date', (r) => r.originalDate ?? r.date],
  ['date', 'date', (r) => r.date],
  ['office_id', 'bigint', (r) => r.officeId ?? '0'],
  ['warehouse', 'text', (r) => r.warehouse ?? ''],
  ['chrt_id', ID, (r) => r.chrtId],
  ['gi_id', ID, (r) => r.giId ?? '0'],
  ['nm_id', 'bigint', (r) => r.nmId],
  ['size', 'text', (r) => r.size],
  ['barcode', 'text', (r) => r.barcode],
  ['subject', 'text', (r) => r.subject],
  ['brand', 'text', (r) => r.brand],
  ['vendor_code', 'text', (r) => r.vendorCode],
  ['volume', 'numeric', (r) => r.volume],
  ['calc_type', 'text', (r) => r.calcType],
  ['warehouse_coef', 'numeric', (r) => r.warehouseCoef],
  ['log_warehouse_coef', 'numeric', (r) => r.logWarehouseCoef],
  ['barcodes_count', 'integer', (r) => r.barcodesCount],
  ['pallet_place_code', 'integer', (r) => r.palletPlaceCode],
  ['pallet_count', 'numeric', (r) => r.palletCount],
  ['warehouse_price', 'numeric', (r) => r.warehousePrice],
  ['loyalty_discount', 'numeric', (r) => r.loyaltyDiscount],
  ['tariff_fix_date', 'date', (r) => r.tariffFixDate],
  ['tariff_lower_date', 'date', (r) => r.tariffLowerDate],
];

/**
 * Paid storage (8 days a task), keyed by the day first calculated × warehouse × size × supply:
 * a recalculation replaces the first calculation; an older calculation never replaces a newer
 * one (`date`), within a page or across pages.
 */
export const paidStorageDataset = costReportDataset<WbPaidStorageRow>({
  key: 'paidStorage',
  windowDays: PAID_STORAGE_WINDOW_DAYS,
  walk: (clients, walk, options) => iteratePaidStorage(clients.analytics, walk, options),
  target: target(
    'wb_paid_storage',
    STORAGE_COLS,
    ['original_date', 'office_id', 'warehouse', 'chrt_id', 'gi_id'],
    'date',
  ),
  cols: STORAGE_COLS,
  order: (a, b) => a.date.localeCompare(b.date),
});

const ACCEPTANCE_COLS: readonly Col<WbPaidAcceptanceRow>[] = [
  ['income_id', ID, (r) => r.incomeId],
  ['nm_id', 'bigint', (r) => r.nmID],
  ['shk_create_date', 'date', (r) => r.shkCreateDate],
  ['gi_create_date', 'date', (r) => r.giCreateDate],
  ['count', 'integer', (r) => r.count],
  ['subject_name', 'text', (r) => r.subjectName],
  ['total', 'numeric', (r) => r.total],
];

/** Paid acceptance (31 days a task), keyed by supply × card × day of acceptance. */
export const paidAcceptanceDataset = costReportDataset<WbPaidAcceptanceRow>({
  key: 'paidAcceptance',
  windowDays: PAID_ACCEPTANCE_WINDOW_DAYS,
  walk: (clients, walk, options) => iterateAcceptanceReport(clients.analytics, walk, options),
  target: target('wb_paid_acceptance', ACCEPTANCE_COLS, ['income_id', 'nm_id', 'shk_create_date']),
  cols: ACCEPTANCE_COLS,
});

/** The cost-report datasets, in WB_DATASETS order. */
export const costsDatasets: SyncDataset[] = [paidStorageDataset, paidAcceptanceDataset];
