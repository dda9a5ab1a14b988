/**
 * seller-analytics-api: the order feed (`snapshotTime` + offset, newest status first, ≤ 31 days)
 * and the current stock reports for WB and seller warehouses.
 */
import { REGIONS } from '../data/regions.ts';
import { HIDDEN_WAREHOUSE, districtLong } from '../data/warehouses.ts';
import { CANCEL_TYPES, srid } from '../gen/orders.ts';
import { K_BUYOUT, K_CANCEL, K_CREATED, K_RETURNED, upperBound } from '../gen/events.ts';
import { OUT_RETURN_DEFECTIVE, orderTime } from '../gen/orders.ts';
import { DAY_MS, fmtMskOffset, mskDay, parseWbDate } from '../gen/time.ts';
import type { Product } from '../gen/catalog.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { bounded, fail, intArray, json, obj, strArray } from './util.ts';
import { orderFacts } from './order-view.ts';

const FEED_DAYS = 31;
/**
 * Max page of the feed: WB does not document it (docs/wb-notes.md#order-feed); the sandbox allows
 * 1000.
 */
export const FEED_MAX_LIMIT = 1000;

function productFilter(ctx: Ctx): ((p: Product) => boolean) | null {
  const b = obj(ctx.body);
  const nmIds = intArray(b.nmIds);
  const subjectIds = intArray(b.subjectIds);
  const brandNames = strArray(b.brandNames);
  const tagIds = intArray(b.tagIds);
  if (!nmIds || !subjectIds || !brandNames || !tagIds) return null;
  return (p) =>
    (nmIds.length === 0 || nmIds.includes(p.nmID)) &&
    (subjectIds.length === 0 || subjectIds.includes(p.subject.id)) &&
    (brandNames.length === 0 || brandNames.includes(p.brand)) &&
    (tagIds.length === 0 || p.tagIds.some((t) => tagIds.includes(t)));
}

async function orderFeed(ctx: Ctx): Promise<void> {
  const body = obj(ctx.body);
  const period = obj(body.selectedPeriod);
  const pagination = obj(body.pagination);
  if (typeof period.start !== 'string')
    return void fail(ctx, 'selectedPeriod.start: field required');
  const start = parseWbDate(period.start);
  const end = typeof period.end === 'string' ? parseWbDate(period.end) : ctx.now;
  if (Number.isNaN(start) || Number.isNaN(end))
    return void fail(ctx, 'selectedPeriod: invalid date-time');
  if (start < ctx.now - FEED_DAYS * DAY_MS)
    return void fail(ctx, 'selectedPeriod.start: must be within the last 31 days');
  if (start > end) return void fail(ctx, 'selectedPeriod.start: must not be later than end');
  const limit = bounded(ctx, 'pagination.limit', pagination.limit, 50, 1, FEED_MAX_LIMIT);
  const offset =
    limit === null ? null : bounded(ctx, 'pagination.offset', pagination.offset, 0, 0, 100_000_000);
  if (limit === null || offset === null) return;
  let snap = Math.floor(ctx.now / 1000) * 1000;
  if (typeof pagination.snapshotTime === 'string' && pagination.snapshotTime !== '') {
    snap = parseWbDate(pagination.snapshotTime);
    if (Number.isNaN(snap) || snap > ctx.now)
      return void fail(ctx, 'pagination.snapshotTime: invalid');
  } else if (offset > 0) {
    return void fail(ctx, 'pagination.snapshotTime: required when offset > 0');
  }
  const accept = productFilter(ctx);
  if (!accept) return void fail(ctx, 'filters: invalid');
  const data = ctx.seller.data;
  const hidden = ctx.modes.warehouseHidden;
  const top = Math.min(end, snap);
  const rows: string[] = [];
  let skipped = 0;
  const firstDay = Math.max(mskDay(start), mskDay(data.cfg.historyStart));
  outer: for (let d = mskDay(top); d >= firstDay; d--) {
    const ev = data.eventDay('feed', d);
    for (let j = upperBound(ev, top) - 1; j >= 0; j--) {
      const t = ev.time[j]!;
      if (t < start) break outer;
      if (ev.until[j]! <= snap) continue;
      const o = data.orders(ev.srcDay[j]!);
      const i = ev.idx[j]!;
      const f = orderFacts(data, o, i);
      if (!accept(f.product)) continue;
      if (skipped < offset) {
        skipped++;
        continue;
      }
      const kind = ev.kind[j]!;
      const status =
        kind === K_CREATED
          ? 'created'
          : kind === K_CANCEL
            ? 'cancel'
            : kind === K_BUYOUT
              ? 'buyout'
              : o.outcome[i] === OUT_RETURN_DEFECTIVE
                ? 'returnDefective'
                : 'return';
      const region = REGIONS[o.region[i]!]!;
      rows.push(
        json({
          nmId: f.product.nmID,
          chrtId: f.size.chrtID,
          srid: srid(data.cfg.seed, o.day, i),
          createdAt: fmtMskOffset(orderTime(o, i)),
          updatedAt: fmtMskOffset(t),
          status,
          ...(kind === K_CANCEL ? { cancelType: CANCEL_TYPES[o.cancelType[i]!] } : {}),
          warehouseName: hidden && !f.fbs ? HIDDEN_WAREHOUSE.name : f.warehouseName,
          warehouseRegion:
            hidden && !f.fbs ? '' : districtLong(f.warehouseDistrict) || f.warehouseDistrict,
          isMp: f.fbs,
          destinationCity: region.city,
          destinationDistrict: region.district ? districtLong(region.district) : region.country,
          sellerPrice: f.priceWithDiscKop / 100,
          isB2b: o.b2b[i] === 1,
        }),
      );
      if (rows.length >= limit) break outer;
    }
    void K_RETURNED;
  }
  const prefix = `{"data":{"snapshotTime":${json(fmtMskOffset(snap))},"currency":"RUB","orders":[`;
  await ctx.reply.rows(200, prefix, rows, () => ']}}');
}

async function stocksReport(ctx: Ctx, seller: boolean): Promise<void> {
  const body = obj(ctx.body);
  const nmIds = intArray(body.nmIds);
  const chrtIds = intArray(body.chrtIds);
  if (!nmIds || !chrtIds) return void fail(ctx, 'nmIds, chrtIds: must be arrays of integers');
  if (nmIds.length > 1000) return void fail(ctx, 'nmIds: at most 1000');
  const limit = bounded(ctx, 'limit', body.limit, 250_000, 1, 250_000);
  const offset = limit === null ? null : bounded(ctx, 'offset', body.offset, 0, 0, 1e9);
  if (limit === null || offset === null) return;
  const data = ctx.seller.data;
  const cat = data.catalog;
  const snap = data.stockAt(ctx.now);
  const wbSlots = cat.wbWarehouses.length;
  const hidden = ctx.modes.warehouseHidden && !seller;
  const rows: string[] = [];
  let seen = 0;
  const nmSet = new Set(nmIds);
  const chrtSet = new Set(chrtIds);
  for (const p of cat.products) {
    if (nmSet.size && !nmSet.has(p.nmID)) continue;
    for (const s of p.sizes) {
      if (chrtSet.size && nmSet.size && !chrtSet.has(s.chrtID)) continue;
      const emit = (row: object) => {
        if (seen++ >= offset && rows.length < limit) rows.push(json(row));
      };
      if (seller) {
        cat.own.forEach((w, k) => {
          const q = snap.quantity[s.sku * snap.slots + wbSlots + k]!;
          if (q > 0)
            emit({
              chrtId: s.chrtID,
              nmId: p.nmID,
              quantity: q,
              regionName: w.region,
              warehouseId: w.id,
              warehouseName: w.name,
            });
        });
        continue;
      }
      let q = 0;
      let to = 0;
      let from = 0;
      for (let k = 0; k < wbSlots; k++) {
        const key = s.sku * snap.slots + k;
        const [kq, kt, kf] = [
          Math.max(0, snap.quantity[key]!),
          snap.inWayToClient[key]!,
          snap.inWayFromClient[key]!,
        ];
        if (hidden) {
          q += kq;
          to += kt;
          from += kf;
          continue;
        }
        if (kq + kt + kf === 0) continue;
        const w = cat.wbWarehouses[k]!;
        emit({
          nmId: p.nmID,
          chrtId: s.chrtID,
          warehouseId: w.id,
          warehouseName: w.name,
          regionName: w.district || w.country,
          quantity: kq,
          inWayToClient: kt,
          inWayFromClient: kf,
        });
      }
      if (hidden && q + to + from > 0) {
        emit({
          nmId: p.nmID,
          chrtId: s.chrtID,
          warehouseId: HIDDEN_WAREHOUSE.id,
          warehouseName: HIDDEN_WAREHOUSE.name,
          regionName: HIDDEN_WAREHOUSE.region,
          quantity: q,
          inWayToClient: to,
          inWayFromClient: from,
        });
      }
    }
  }
  if (rows.length === 0) return ctx.reply.noContent();
  await ctx.reply.rows(200, '{"data":{"items":[', rows, () => ']}}');
}

export const ANALYTICS_ROUTES: RouteDef[] = [
  {
    method: 'POST',
    host: 'analytics',
    path: '/api/analytics/v1/order-feed',
    group: 'analytics-order-feed',
    category: 'analytics',
    style: 'analytics',
    handler: orderFeed,
  },
  {
    method: 'POST',
    host: 'analytics',
    path: '/api/analytics/v1/stocks-report/wb-warehouses',
    group: 'analytics-stocks-wb',
    category: 'analytics',
    style: 'analytics',
    noBasic: true,
    handler: (ctx) => stocksReport(ctx, false),
  },
  {
    method: 'POST',
    host: 'analytics',
    path: '/api/analytics/v1/stocks-report/seller-warehouses',
    group: 'analytics-stocks-seller',
    category: 'analytics',
    style: 'analytics',
    noBasic: true,
    handler: (ctx) => stocksReport(ctx, true),
  },
];
