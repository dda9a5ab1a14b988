/**
 * finance-api: realization reports — the list of a period, the rows of one report and the rows
 * of a period (docs/wb-notes.md#realization-reports). Rows are paged by `rrdId` (the next page
 * starts after the last row's id) and the page after the last one is a 204. A weekly report
 * (Mon–Sun MSK) appears on the next Monday at 06:00 MSK, a daily one the next day at 06:00.
 */
import { bankPayment, dayRange, totals } from '../gen/finance.ts';
import type { SellerData } from '../gen/store.ts';
import { HOUR_MS, dayStart, mskDay, parseWbDate, weekFirstDay, weekOfDay } from '../gen/time.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { headerJson, rowJson, type Report } from './finance-rows.ts';
import { bounded, fail, obj, strArray } from './util.ts';

const WEEKLY_BASE = 200_000_000;
/** Daily report ids start beyond 2^53 (WB: "рекомендуем … BigInt"). */
const DAILY_BASE = 9_007_199_254_740_993n;
const ROWS_PER_WEEK = 100_000_000;
const DAILY_RRD_SHIFT = 50_000_000;
const PUBLISH_MS = 6 * HOUR_MS;

type Period = 'weekly' | 'daily';

function weeklyReport(data: SellerData, week: number): Report {
  const first = weekFirstDay(week);
  const rows = data.financeWeek(week);
  return {
    id: String(WEEKLY_BASE + (data.cfg.seed % 997) * 10_000 + (week - 2000)),
    period: 'weekly',
    firstDay: first,
    lastDay: first + 6,
    createdAt: dayStart(first + 7) + PUBLISH_MS,
    week,
    rows,
    from: 0,
    to: rows.n,
    rrdBase: week * ROWS_PER_WEEK,
  };
}

function dailyReport(data: SellerData, day: number): Report {
  const week = weekOfDay(day);
  const rows = data.financeWeek(week);
  const [from, to] = dayRange(rows, day);
  return {
    id: (DAILY_BASE + BigInt(data.cfg.seed % 997) * 100_000n + BigInt(day)).toString(),
    period: 'daily',
    firstDay: day,
    lastDay: day,
    createdAt: dayStart(day + 1) + PUBLISH_MS,
    week,
    rows,
    from,
    to,
    rrdBase: week * ROWS_PER_WEEK + DAILY_RRD_SHIFT,
  };
}

/** Published reports whose period overlaps [fromDay, toDay], oldest first. */
function reportsOf(ctx: Ctx, period: Period, fromDay: number, toDay: number): Report[] {
  const data = ctx.seller.data;
  const firstDay = mskDay(data.cfg.historyStart);
  const lastPublished = mskDay(ctx.now - PUBLISH_MS) - 1;
  const out: Report[] = [];
  const lo = Math.max(fromDay, firstDay);
  if (period === 'daily') {
    const hi = Math.min(toDay, lastPublished);
    for (let day = lo; day <= hi; day++) out.push(dailyReport(data, day));
    return out;
  }
  for (let w = weekOfDay(lo); w <= weekOfDay(toDay); w++) {
    const r = weeklyReport(data, w);
    if (r.createdAt <= ctx.now && r.lastDay >= firstDay) out.push(r);
  }
  return out;
}

/** Report behind a path id (as text), if published. */
function reportById(ctx: Ctx, text: string): Report | null {
  if (!/^\d{1,20}$/.test(text)) return null;
  const id = BigInt(text);
  const data = ctx.seller.data;
  const seedPart = BigInt(data.cfg.seed % 997);
  let rep: Report | null = null;
  if (id >= DAILY_BASE) {
    const day = Number(id - DAILY_BASE - seedPart * 100_000n);
    if (day >= 0 && day < 100_000) rep = dailyReport(data, day);
  } else {
    const week = Number(id) - WEEKLY_BASE - (data.cfg.seed % 997) * 10_000 + 2000;
    if (week > 2000 && week < 12_000) rep = weeklyReport(data, week);
  }
  if (!rep || rep.id !== text || rep.createdAt > ctx.now) return null;
  if (rep.lastDay < mskDay(data.cfg.historyStart)) return null;
  return rep;
}

interface PeriodBody {
  fromDay: number;
  toDay: number;
  period: Period;
}

function periodBody(ctx: Ctx): PeriodBody | null {
  const body = obj(ctx.body);
  const from = parseWbDate(typeof body.dateFrom === 'string' ? body.dateFrom : undefined);
  const to = parseWbDate(typeof body.dateTo === 'string' ? body.dateTo : undefined);
  if (Number.isNaN(from) || Number.isNaN(to)) {
    fail(ctx, 'dateFrom, dateTo: required, RFC3339 dates');
    return null;
  }
  const period = body.period ?? 'weekly';
  if (period !== 'weekly' && period !== 'daily') {
    fail(ctx, 'period: must be one of weekly, daily');
    return null;
  }
  if (to < from) {
    fail(ctx, 'dateTo must not be earlier than dateFrom');
    return null;
  }
  return { fromDay: mskDay(from), toDay: mskDay(to), period };
}

async function list(ctx: Ctx): Promise<void> {
  const p = periodBody(ctx);
  if (!p) return;
  const body = obj(ctx.body);
  const limit = bounded(ctx, 'limit', body.limit, 1000, 1, 1000);
  const offset = limit === null ? null : bounded(ctx, 'offset', body.offset, 0, 0, 1e9);
  if (limit === null || offset === null) return;
  const reports = reportsOf(ctx, p.period, p.fromDay, p.toDay).slice(offset, offset + limit);
  if (reports.length === 0) return ctx.reply.noContent();
  const data = ctx.seller.data;
  await ctx.reply.rows(
    200,
    '[',
    reports.map((r) => headerJson(data, r)),
    () => ']',
  );
}

interface DetailBody {
  limit: number;
  rrdId: number;
  fields: Set<string> | null;
}

function detailBody(ctx: Ctx): DetailBody | null {
  const body = obj(ctx.body);
  const limit = bounded(ctx, 'limit', body.limit, 100_000, 1, 100_000);
  if (limit === null) return null;
  const rrdId = bounded(ctx, 'rrdId', body.rrdId, 0, 0, Number.MAX_SAFE_INTEGER);
  if (rrdId === null) return null;
  const fields = strArray(body.fields);
  if (!fields) {
    fail(ctx, 'fields: must be an array of strings');
    return null;
  }
  return { limit, rrdId, fields: fields.length ? new Set(fields) : null };
}

/** Rows of the reports with rrdId > cursor, at most `limit`, in rrdId order. */
function* pageRows(ctx: Ctx, reports: Report[], b: DetailBody): Generator<string> {
  const data = ctx.seller.data;
  let n = 0;
  for (const rep of [...reports].sort((x, y) => x.rrdBase - y.rrdBase || x.from - y.from)) {
    const start = Math.max(rep.from, b.rrdId - rep.rrdBase);
    for (let j = start; j < rep.to; j++) {
      yield rowJson(data, rep, j, b.fields);
      if (++n >= b.limit) return;
    }
  }
}

async function sendRows(ctx: Ctx, reports: Report[], b: DetailBody): Promise<void> {
  const rows = pageRows(ctx, reports, b);
  const first = rows.next();
  if (first.done) return ctx.reply.noContent();
  const all = (function* () {
    yield first.value;
    yield* rows;
  })();
  await ctx.reply.rows(200, '[', all, () => ']');
}

async function detailOfReport(ctx: Ctx): Promise<void> {
  const b = detailBody(ctx);
  if (!b) return;
  const rep = reportById(ctx, ctx.params.reportId ?? '');
  if (!rep) return void fail(ctx, `report ${ctx.params.reportId} is not found`);
  await sendRows(ctx, [rep], b);
}

async function detailOfPeriod(ctx: Ctx): Promise<void> {
  const p = periodBody(ctx);
  if (!p) return;
  const b = detailBody(ctx);
  if (!b) return;
  await sendRows(ctx, reportsOf(ctx, p.period, p.fromDay, p.toDay), b);
}

/**
 * The seller's balance (GET /api/v1/account/balance): the sandbox's model is that the payout of
 * the latest published weekly report sits on the balance until WB pays it out, and becomes
 * available to withdraw a day after the report is published. A week that withheld more than it
 * earned leaves a negative balance, nothing to withdraw.
 */
function balance(ctx: Ctx): void {
  const data = ctx.seller.data;
  const today = mskDay(ctx.now);
  let latest: Report | null = null;
  for (let w = weekOfDay(today); w >= weekOfDay(today) - 2 && !latest; w--) {
    const r = weeklyReport(data, w);
    if (r.createdAt <= ctx.now && r.lastDay >= mskDay(data.cfg.historyStart)) latest = r;
  }
  const kop = latest ? bankPayment(totals(data, latest.rows, latest.from, latest.to)) : 0;
  const available = latest !== null && ctx.now >= latest.createdAt + 24 * HOUR_MS;
  ctx.reply.json(200, {
    currency: 'RUB',
    current: kop / 100,
    for_withdraw: available ? Math.max(kop, 0) / 100 : 0,
  });
}

const route = (
  path: string,
  group: RouteDef['group'],
  handler: RouteDef['handler'],
  noBasic: boolean,
): RouteDef => ({
  method: 'POST',
  host: 'finance',
  path,
  group,
  category: 'finance',
  style: 'finance',
  noBasic,
  handler,
});

export const FINANCE_ROUTES: RouteDef[] = [
  route('/api/finance/v1/sales-reports/list', 'finance-list', list, true),
  route(
    '/api/finance/v1/sales-reports/detailed/{reportId}',
    'finance-detailed-report',
    detailOfReport,
    true,
  ),
  route('/api/finance/v1/sales-reports/detailed', 'finance-detailed', detailOfPeriod, false),
  {
    method: 'GET',
    host: 'finance',
    path: '/api/v1/account/balance',
    group: 'finance-balance',
    category: 'finance',
    style: 'finance',
    handler: balance,
  },
];
