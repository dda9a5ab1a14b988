/**
 * seller-analytics-api cost reports as async tasks (docs/wb-notes.md#cost-reports,
 * 12-reports.yaml): paid storage (≤ 8 days a task) and paid acceptance (≤ 31 days). Create a task
 * with a period, poll its status until `done`, download the rows (204 when there are none). Each of
 * the three methods of a report has its own WB limit.
 */
import { acceptanceRows, paidStorageRows } from '../gen/cost-reports.ts';
import { DAY_MS, mskDay, parseWbDate } from '../gen/time.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import type { LimitGroup } from '../limits/table.ts';
import type { ReportKind, ReportTask } from '../state/report-tasks.ts';
import { fail } from './util.ts';

interface ReportDef {
  kind: ReportKind;
  path: string;
  maxDays: number;
  tooLong: string;
  groups: [create: LimitGroup, status: LimitGroup, download: LimitGroup];
}

const PAID_STORAGE: ReportDef = {
  kind: 'paid-storage',
  path: '/api/v1/paid_storage',
  maxDays: 8,
  tooLong: 'Difference between dateFrom and dateTo should be less or equal 8 days',
  groups: ['reports-paid-storage', 'reports-paid-storage-status', 'reports-paid-storage-download'],
};

const ACCEPTANCE: ReportDef = {
  kind: 'acceptance',
  path: '/api/v1/acceptance_report',
  maxDays: 31,
  tooLong: 'difference between dateFrom and dateTo should be less or equal 31 days',
  groups: ['reports-acceptance', 'reports-acceptance-status', 'reports-acceptance-download'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The period of a create request (instants), or null after answering 400 as WB does. */
function period(ctx: Ctx, def: ReportDef): { from: number; to: number } | null {
  const at = {} as Record<'dateFrom' | 'dateTo', number>;
  for (const name of ['dateFrom', 'dateTo'] as const) {
    const value = ctx.query.get(name);
    if (value === null || value === '') {
      fail(ctx, `parameter "${name}" in query has an error: value is required but missing`);
      return null;
    }
    at[name] = parseWbDate(value);
    if (Number.isNaN(at[name])) {
      fail(ctx, `can't parse ${name}`);
      return null;
    }
  }
  if (at.dateTo <= at.dateFrom) {
    fail(ctx, 'dateTo should be greater dateFrom');
    return null;
  }
  if (at.dateTo - at.dateFrom > def.maxDays * DAY_MS) {
    fail(ctx, def.tooLong);
    return null;
  }
  return { from: at.dateFrom, to: at.dateTo };
}

function create(ctx: Ctx, def: ReportDef): void {
  const p = period(ctx, def);
  if (!p) return;
  const task = ctx.seller.reports.create(
    def.kind,
    mskDay(p.from),
    mskDay(p.to),
    ctx.now,
    ctx.monotonic,
  );
  ctx.reply.json(200, { data: { taskId: task.id } });
}

/** The task named by the path, or undefined after answering 400 / 404. */
function taskOf(ctx: Ctx, def: ReportDef): ReportTask | undefined {
  const id = ctx.params.task_id ?? '';
  if (!UUID.test(id)) {
    fail(
      ctx,
      `Invalid format for parameter task_id: error unmarshaling '${id}' text as *uuid.UUID: invalid UUID format`,
    );
    return undefined;
  }
  const task = ctx.seller.reports.get(id, def.kind);
  if (!task) fail(ctx, 'not found', 'reports', 404);
  return task;
}

function status(ctx: Ctx, def: ReportDef): void {
  const task = taskOf(ctx, def);
  if (!task) return;
  if (ctx.faults.cancelTask) task.canceled = true;
  const state = ctx.seller.reports.status(task, ctx.monotonic);
  ctx.reply.json(200, { data: { id: task.id, status: state } });
}

async function download(ctx: Ctx, def: ReportDef): Promise<void> {
  const task = taskOf(ctx, def);
  if (!task) return;
  const state = ctx.seller.reports.status(task, ctx.monotonic);
  if (state === 'purged') return void fail(ctx, 'not found', 'reports', 404);
  if (state !== 'done') return void fail(ctx, `report is not ready: task status is ${state}`);
  const rows =
    def.kind === 'paid-storage'
      ? paidStorageRows(
          ctx.seller.data,
          task.fromDay,
          task.toDay,
          task.asOf,
          ctx.modes.warehouseHidden,
        )
      : acceptanceRows(ctx.seller.data, task.fromDay, task.toDay, task.asOf)[Symbol.iterator]();
  const first = rows.next();
  if (first.done) return ctx.reply.noContent();
  const all = function* () {
    yield first.value;
    yield* rows;
  };
  await ctx.reply.rows(200, '[', all(), () => ']');
}

function routes(def: ReportDef): RouteDef[] {
  const [createGroup, statusGroup, downloadGroup] = def.groups;
  const base = { host: 'analytics', category: 'analytics', style: 'reports' } as const;
  return [
    { ...base, method: 'GET', path: def.path, group: createGroup, handler: (c) => create(c, def) },
    {
      ...base,
      method: 'GET',
      path: `${def.path}/tasks/{task_id}/status`,
      group: statusGroup,
      handler: (c) => status(c, def),
    },
    {
      ...base,
      method: 'GET',
      path: `${def.path}/tasks/{task_id}/download`,
      group: downloadGroup,
      handler: (c) => download(c, def),
    },
  ];
}

export const COST_REPORT_ROUTES: RouteDef[] = [...routes(PAID_STORAGE), ...routes(ACCEPTANCE)];
