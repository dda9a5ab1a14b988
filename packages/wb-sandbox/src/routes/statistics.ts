/**
 * statistics-api: `/api/v1/supplier/orders` and `/api/v1/supplier/sales`. `flag=0`: rows whose
 * `lastChangeDate` ≥ `dateFrom` ("больше или равно"), ascending, up to ~80,000 per answer — the
 * next page starts at the last row's `lastChangeDate`, so rows of that second come again and the
 * client dedupes by `srid`. `flag=1`: every row dated that day. Rows older than 90 days are gone.
 */
import { K_ORDER_CANCELLED, K_RETURN, lowerBound, type EventView } from '../gen/events.ts';
import { saleMoney } from '../gen/finance.ts';
import {
  MAX_TAIL_DAYS,
  OUT_CANCEL,
  firstStepTime,
  gNumber,
  orderSerial,
  orderTime,
  returnTime,
  srid,
  type DayOrders,
} from '../gen/orders.ts';
import { DAY_MS, fmtMskLocal, mskDay, parseWbDate } from '../gen/time.ts';
import type { SellerData } from '../gen/store.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { orderFacts } from './order-view.ts';
import { json } from './util.ts';

export const STAT_PAGE_ROWS = { value: 80_000 };
const RETENTION_MS = 90 * DAY_MS;
const NO_DATE = '0001-01-01T00:00:00';

const r2 = (kop: number) => Math.round(kop) / 100;

function baseRow(data: SellerData, o: DayOrders, i: number, date: number, lcd: number) {
  const f = orderFacts(data, o, i);
  return {
    f,
    row: {
      date: fmtMskLocal(date),
      lastChangeDate: fmtMskLocal(lcd),
      warehouseName: f.warehouseName,
      warehouseType: f.fbs ? 'Склад продавца' : 'Склад WB',
      countryName: f.countryName,
      oblastOkrugName: f.oblastOkrugName,
      regionName: f.regionName,
      supplierArticle: f.product.vendorCode,
      nmId: f.product.nmID,
      barcode: f.size.barcode,
      category: f.product.subject.parent.name,
      subject: f.product.subject.name,
      brand: f.product.brand,
      techSize: f.size.techSize,
      incomeID: f.incomeID,
      isSupply: false,
      isRealization: true,
      totalPrice: f.price,
      discountPercent: f.discount,
      spp: f.spp,
    },
  };
}

function orderRow(data: SellerData, o: DayOrders, i: number, kind: number, lcd: number): string {
  const { f, row } = baseRow(data, o, i, orderTime(o, i), lcd);
  const cancelled = kind === K_ORDER_CANCELLED;
  return json({
    ...row,
    finishedPrice: r2(f.finishedKop),
    priceWithDisc: r2(f.priceWithDiscKop),
    isCancel: cancelled,
    cancelDate: cancelled ? fmtMskLocal(firstStepTime(o, i)) : NO_DATE,
    sticker: f.fbs ? String(orderSerial(o.day, i) + 900_000_000) : '',
    gNumber: gNumber(data.cfg.seed, o.day, o.basket[i]!),
    srid: srid(data.cfg.seed, o.day, i),
  });
}

function saleRow(data: SellerData, o: DayOrders, i: number, kind: number, lcd: number): string {
  const isReturn = kind === K_RETURN;
  const date = isReturn ? returnTime(o, i) : firstStepTime(o, i);
  const { f, row } = baseRow(data, o, i, date, lcd);
  const sign = isReturn ? -1 : 1;
  return json({
    ...row,
    paymentSaleAmount: 0,
    forPay: sign * r2(saleMoney(data, o, i).forPay),
    finishedPrice: sign * r2(f.finishedKop),
    priceWithDisc: sign * r2(f.priceWithDiscKop),
    saleID: `${isReturn ? 'R' : 'S'}${(orderSerial(o.day, i) + 7_000_000_000).toString()}`,
    sticker: f.fbs ? String(orderSerial(o.day, i) + 900_000_000) : '',
    gNumber: gNumber(data.cfg.seed, o.day, o.basket[i]!),
    srid: srid(data.cfg.seed, o.day, i),
  });
}

function* byLastChange(ctx: Ctx, view: EventView, from: number): Generator<string> {
  const data = ctx.seller.data;
  const now = ctx.now;
  const minOrder = now - RETENTION_MS;
  const render = view === 'orders' ? orderRow : saleRow;
  const first = Math.max(mskDay(from), mskDay(minOrder), mskDay(data.cfg.historyStart));
  let n = 0;
  for (let d = first; d <= mskDay(now); d++) {
    const ev = data.eventDay(view, d);
    for (let j = lowerBound(ev, from); j < ev.n; j++) {
      const t = ev.time[j]!;
      if (t > now) return;
      if (ev.until[j]! <= now) continue;
      const o = data.orders(ev.srcDay[j]!);
      const i = ev.idx[j]!;
      if (orderTime(o, i) < minOrder) continue;
      yield render(data, o, i, ev.kind[j]!, t);
      if (++n >= STAT_PAGE_ROWS.value) return;
    }
  }
}

/** flag=1: every row dated `day`, in its current state. */
function* ofDay(ctx: Ctx, view: EventView, day: number): Generator<string> {
  const data = ctx.seller.data;
  const now = ctx.now;
  if (day < mskDay(now - RETENTION_MS)) return;
  if (view === 'orders') {
    const o = data.orders(day);
    for (let i = 0; i < o.count; i++) {
      const v1 = orderTime(o, i) + o.lag[i]! * 1000;
      if (v1 > now) break;
      const v2 = o.outcome[i] === OUT_CANCEL ? firstStepTime(o, i) + o.lag[i]! * 1000 : Infinity;
      yield v2 <= now ? orderRow(data, o, i, K_ORDER_CANCELLED, v2) : orderRow(data, o, i, 0, v1);
    }
    return;
  }
  for (let s = day - MAX_TAIL_DAYS; s <= day; s++) {
    const o = data.orders(s);
    for (let i = 0; i < o.count; i++) {
      if (o.outcome[i] === OUT_CANCEL) continue;
      const t1 = firstStepTime(o, i);
      const lag = o.lag[i]! * 1000;
      if (mskDay(t1) === day && t1 + lag <= now) yield saleRow(data, o, i, 0, t1 + lag);
      const tr = returnTime(o, i);
      if (tr !== Infinity && mskDay(tr) === day && tr + lag <= now)
        yield saleRow(data, o, i, K_RETURN, tr + lag);
    }
  }
}

async function supplierReport(ctx: Ctx, view: EventView): Promise<void> {
  const raw = ctx.query.get('dateFrom');
  if (raw === null || raw === '')
    return ctx.reply.json(400, { errors: ['dateFrom: field required'] });
  const from = parseWbDate(raw);
  if (Number.isNaN(from)) return ctx.reply.json(400, { errors: ['dateFrom: Value not validated'] });
  const flag = ctx.query.get('flag') ?? '0';
  if (flag !== '0' && flag !== '1')
    return ctx.reply.json(400, { errors: ['flag: Value not validated'] });
  const rows = flag === '1' ? ofDay(ctx, view, mskDay(from)) : byLastChange(ctx, view, from);
  await ctx.reply.rows(200, '[', rows, () => ']');
}

export const STATISTICS_ROUTES: RouteDef[] = [
  {
    method: 'GET',
    host: 'statistics',
    path: '/api/v1/supplier/orders',
    group: 'statistics-orders',
    category: 'statistics',
    style: 'statistics',
    handler: (ctx) => supplierReport(ctx, 'orders'),
  },
  {
    method: 'GET',
    host: 'statistics',
    path: '/api/v1/supplier/sales',
    group: 'statistics-sales',
    category: 'statistics',
    style: 'statistics',
    handler: (ctx) => supplierReport(ctx, 'sales'),
  },
];
