import type { CostReportPeriod, WbAnalyticsClient } from '../clients/analytics';
import type { CallOptions } from '../clients/base';
import type {
  WbPaidAcceptanceRow,
  WbPaidStorageRow,
  WbReportTaskState,
} from '../clients/cost-reports.schemas';
import { WbReportTaskError, type WbCallInfo } from '../http/errors';
import type { WbResponse } from '../http/transport';
import { sleep } from '../util/sleep';
import { rawRows, type WbPage } from './raw';

/**
 * WB's longest period per task (docs/wb-notes.md#cost-reports), in calendar days counted both ends
 * included.
 */
export const PAID_STORAGE_WINDOW_DAYS = 8;
export const PAID_ACCEPTANCE_WINDOW_DAYS = 31;

/** How a task's status is polled: a growing pause (WB's status limit is one per 5 s). */
export interface ReportTaskPolling {
  /** Before the first status request. */
  firstDelayMs?: number;
  /** The longest pause (each pause doubles the previous one). */
  maxDelayMs?: number;
  /** A task not `done` this long after its creation fails (`WbReportTaskError`). */
  timeoutMs?: number;
}

export const DEFAULT_REPORT_POLLING: Required<ReportTaskPolling> = {
  firstDelayMs: 3_000,
  maxDelayMs: 30_000,
  timeoutMs: 30 * 60_000,
};

export interface CostReportWalk {
  /** The first and the last day, `YYYY-MM-DD` (Moscow), both included. */
  dateFrom: string;
  dateTo: string;
  /** Days per task; WB's maximum by default (at least 2). */
  windowDays?: number;
  polling?: ReportTaskPolling;
}

/** Where a walk goes on: the first day of the next window (after the last: `dateTo` + 1). */
export interface CostReportCursor {
  dateFrom: string;
}

interface TaskMethods<Row> {
  create(period: CostReportPeriod, options?: CallOptions): Promise<WbResponse<string>>;
  status(taskId: string, options?: CallOptions): Promise<WbResponse<WbReportTaskState>>;
  download(taskId: string, options?: CallOptions): Promise<WbResponse<Row[]>>;
  /** The status method, for errors. */
  call: WbCallInfo;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Polls a task until `done`; `purged`, `canceled` or no `done` in time throw. */
async function waitDone<Row>(
  m: TaskMethods<Row>,
  taskId: string,
  polling: ReportTaskPolling | undefined,
  options: CallOptions | undefined,
): Promise<void> {
  const p = { ...DEFAULT_REPORT_POLLING, ...polling };
  const deadline = Date.now() + p.timeoutMs;
  for (let delay = p.firstDelayMs; ; delay = Math.min(delay * 2, p.maxDelayMs)) {
    await sleep(delay, options?.signal);
    const { data } = await m.status(taskId, options);
    if (data.status === 'done') return;
    if (data.status === 'purged' || data.status === 'canceled' || Date.now() >= deadline) {
      throw new WbReportTaskError(m.call, taskId, data.status);
    }
  }
}

/**
 * A cost report over a period in windows of `windowDays`: for each window a task is created,
 * polled until `done` and downloaded; one page per window, its cursor the next window's first
 * day. WB wants `dateTo` after `dateFrom`, so a one-day window asks from the day before (that
 * day's rows come again; the sync upserts by key).
 */
async function* iterateTasks<Row>(
  m: TaskMethods<Row>,
  walk: CostReportWalk,
  maxDays: number,
  options?: CallOptions,
): AsyncGenerator<WbPage<Row, CostReportCursor>> {
  const days = Math.max(2, Math.min(walk.windowDays ?? maxDays, maxDays));
  let from = walk.dateFrom;
  while (from <= walk.dateTo) {
    const last = addDays(from, days - 1);
    const end = last < walk.dateTo ? last : walk.dateTo;
    const dateFrom = end === from ? addDays(from, -1) : from;
    const { data: taskId } = await m.create({ dateFrom, dateTo: end }, options);
    await waitDone(m, taskId, walk.polling, options);
    const { data, raw } = await m.download(taskId, options);
    const next = addDays(end, 1);
    const done = end === walk.dateTo;
    yield { rows: data, raw: rawRows(raw), cursor: { dateFrom: next }, done };
    from = next;
  }
}

const statusCall = (path: string): WbCallInfo => ({
  host: 'analytics',
  method: 'GET',
  path: `${path}/tasks/{task_id}/status`,
});

/** The paid-storage report (docs/wb-notes.md#cost-reports) of a period, 8 days per task. */
export function iteratePaidStorage(
  analytics: WbAnalyticsClient,
  walk: CostReportWalk,
  options?: CallOptions,
): AsyncGenerator<WbPage<WbPaidStorageRow, CostReportCursor>> {
  const methods: TaskMethods<WbPaidStorageRow> = {
    create: (p, o) => analytics.createPaidStorageReport(p, o),
    status: (id, o) => analytics.paidStorageReportStatus(id, o),
    download: (id, o) => analytics.downloadPaidStorageReport(id, o),
    call: statusCall('/api/v1/paid_storage'),
  };
  return iterateTasks(methods, walk, PAID_STORAGE_WINDOW_DAYS, options);
}

/** The paid-acceptance report (docs/wb-notes.md#cost-reports) of a period, 31 days per task. */
export function iterateAcceptanceReport(
  analytics: WbAnalyticsClient,
  walk: CostReportWalk,
  options?: CallOptions,
): AsyncGenerator<WbPage<WbPaidAcceptanceRow, CostReportCursor>> {
  const methods: TaskMethods<WbPaidAcceptanceRow> = {
    create: (p, o) => analytics.createAcceptanceReport(p, o),
    status: (id, o) => analytics.acceptanceReportStatus(id, o),
    download: (id, o) => analytics.downloadAcceptanceReport(id, o),
    call: statusCall('/api/v1/acceptance_report'),
  };
  return iterateTasks(methods, walk, PAID_ACCEPTANCE_WINDOW_DAYS, options);
}
