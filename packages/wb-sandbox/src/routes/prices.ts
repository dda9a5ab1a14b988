/**
 * discounts-prices-api: goods with prices (offset paging), price upload tasks (buffer → history,
 * quarantine for too deep a price cut) — docs/wb-notes.md#prices. Every method shares one limit
 * group.
 */
import { cardUpdatedAt, type Product } from '../gen/catalog.ts';
import { fmtMskOffset } from '../gen/time.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { PROCESSING_MS, PriceState, type UploadItem, type UploadTask } from '../state/prices.ts';
import { bounded, fail, int, obj } from './util.ts';

const ok = (data: unknown) => ({ data, error: false, errorText: '' });

/** Cards that exist at `now` and are not in the trash, by nmID. */
function liveProducts(ctx: Ctx): Map<number, Product> {
  const out = new Map<number, Product>();
  for (const p of ctx.seller.data.catalog.products) {
    if (cardUpdatedAt(p, ctx.now) === null) continue;
    if (p.trashedAt !== null && p.trashedAt <= ctx.now) continue;
    out.set(p.nmID, p);
  }
  return out;
}

/** Applies due tasks, then returns the live cards. */
function prepare(ctx: Ctx): Map<number, Product> {
  const byNm = liveProducts(ctx);
  ctx.seller.prices.process(ctx.now, ctx.seller.cfg.seed, byNm);
  return byNm;
}

function page(ctx: Ctx): { limit: number; offset: number } | null {
  const limit = bounded(ctx, 'limit', ctx.query.get('limit'), 1000, 1, 1000);
  if (limit === null) return null;
  const offset = bounded(ctx, 'offset', ctx.query.get('offset'), 0, 0, 1e9);
  return offset === null ? null : { limit, offset };
}

const kopToRub = (kop: number) => Math.round(kop) / 100;

function goods(ctx: Ctx): void {
  const pg = page(ctx);
  if (!pg) return;
  const filterNm = int(ctx.query.get('filterNmID'));
  if (Number.isNaN(filterNm)) return void fail(ctx, 'filterNmID: invalid value');
  const byNm = prepare(ctx);
  const all = [...byNm.values()].filter((p) => filterNm === undefined || p.nmID === filterNm);
  const listGoods = all.slice(pg.offset, pg.offset + pg.limit).map((p) => {
    const cur = ctx.seller.prices.current(ctx.seller.cfg.seed, p, ctx.now);
    const discounted = cur.price * (100 - cur.discount);
    const club = Math.round((discounted * (100 - cur.clubDiscount)) / 100);
    return {
      nmID: p.nmID,
      vendorCode: p.vendorCode,
      sizes: p.sizes.map((s) => ({
        sizeID: s.chrtID,
        price: cur.price,
        discountedPrice: kopToRub(discounted),
        clubDiscountedPrice: kopToRub(club),
        techSizeName: s.techSize,
      })),
      currencyIsoCode4217: 'RUB',
      discount: cur.discount,
      clubDiscount: cur.clubDiscount,
      editableSizePrice: false,
      wholesaleDiscountThreshold: [],
    };
  });
  ctx.reply.json(200, ok({ listGoods }));
}

function parseItems(ctx: Ctx): UploadItem[] | null {
  const data = obj(ctx.body).data;
  if (!Array.isArray(data) || data.length === 0 || data.length > 1000) {
    fail(ctx, 'data: from 1 to 1000 items are required');
    return null;
  }
  const items: UploadItem[] = [];
  for (const raw of data) {
    const item = obj(raw);
    const nmID = int(item.nmID);
    const price = int(item.price);
    const discount = int(item.discount);
    if (nmID === undefined || Number.isNaN(nmID) || Number.isNaN(price) || Number.isNaN(discount)) {
      fail(ctx, 'Invalid data: nmID, price and discount must be integers');
      return null;
    }
    if (price === undefined && discount === undefined) {
      fail(ctx, `Invalid data: price or discount is required for nmID ${nmID}`);
      return null;
    }
    items.push({ nmID, price, discount });
  }
  return items;
}

function upload(ctx: Ctx): void {
  const items = parseItems(ctx);
  if (!items) return;
  const state = ctx.seller.prices;
  prepare(ctx);
  const key = JSON.stringify([...items].sort((a, b) => a.nmID - b.nmID));
  const same = state.tasks.find((t) => t.key === key && !t.applied);
  if (same) return ctx.reply.json(208, ok({ id: same.id, alreadyExists: true }));
  const task: UploadTask = {
    id: state.newId(),
    uploadedAt: ctx.now,
    activatesAt: ctx.now + PROCESSING_MS,
    items,
    key,
    applied: false,
  };
  state.tasks.push(task);
  ctx.reply.json(200, ok({ id: task.id, alreadyExists: false }));
}

/** The task named by `uploadID`, or null after answering 400. */
function taskOf(ctx: Ctx): UploadTask | undefined | null {
  const id = int(ctx.query.get('uploadID'));
  if (id === undefined || Number.isNaN(id)) {
    fail(ctx, 'uploadID: field required');
    return null;
  }
  prepare(ctx);
  return ctx.seller.prices.tasks.find((t) => t.id === id);
}

function taskJson(t: UploadTask, status: number) {
  return {
    uploadID: t.id,
    status,
    uploadDate: fmtMskOffset(t.uploadedAt),
    activationDate: fmtMskOffset(t.activatesAt),
    overAllGoodsNumber: t.items.length,
    successGoodsNumber: t.applied ? t.items.filter((i) => i.status === 2).length : 0,
  };
}

function taskGoods(ctx: Ctx, t: UploadTask, byNm: Map<number, Product>) {
  return t.items.flatMap((item) => {
    const p = byNm.get(item.nmID);
    const cur = p ? ctx.seller.prices.current(ctx.seller.cfg.seed, p, t.uploadedAt) : null;
    return (p?.sizes ?? [null]).map((s) => ({
      nmID: item.nmID,
      vendorCode: p?.vendorCode ?? '',
      sizeID: s?.chrtID ?? 0,
      techSizeName: s?.techSize ?? '',
      price: item.price ?? cur?.price ?? 0,
      currencyIsoCode4217: 'RUB',
      discount: item.discount ?? cur?.discount ?? 0,
      clubDiscount: cur?.clubDiscount ?? 0,
      status: t.applied ? (item.status ?? 3) : 1,
      errorText: item.errorText ?? '',
    }));
  });
}

function bufferTask(ctx: Ctx): void {
  const t = taskOf(ctx);
  if (t === null) return;
  ctx.reply.json(200, ok(t && !t.applied ? taskJson(t, 1) : null));
}

function historyTask(ctx: Ctx): void {
  const t = taskOf(ctx);
  if (t === null) return;
  ctx.reply.json(200, ok(t && t.applied ? taskJson(t, PriceState.taskStatus(t)) : null));
}

function taskGoodsRoute(ctx: Ctx, history: boolean): void {
  const pg = page(ctx);
  if (!pg) return;
  const t = taskOf(ctx);
  if (t === null) return;
  const byNm = liveProducts(ctx);
  const rows = t && t.applied === history ? taskGoods(ctx, t, byNm) : [];
  const key = history ? 'historyGoods' : 'bufferGoods';
  ctx.reply.json(
    200,
    ok({ uploadID: t?.id ?? null, [key]: rows.slice(pg.offset, pg.offset + pg.limit) }),
  );
}

function quarantine(ctx: Ctx): void {
  const pg = page(ctx);
  if (!pg) return;
  prepare(ctx);
  const rows = [...ctx.seller.prices.quarantine.values()].map((q) => ({
    nmID: q.nmID,
    sizeID: null,
    techSizeName: '',
    currencyIsoCode4217: 'RUB',
    newPrice: q.newPrice,
    oldPrice: q.oldPrice,
    newDiscount: q.newDiscount,
    oldDiscount: q.oldDiscount,
    priceDiff: kopToRub(q.newPrice * (100 - q.newDiscount) - q.oldPrice * (100 - q.oldDiscount)),
  }));
  ctx.reply.json(200, ok({ quarantineGoods: rows.slice(pg.offset, pg.offset + pg.limit) }));
}

const route = (
  method: 'GET' | 'POST',
  path: string,
  handler: RouteDef['handler'],
  write = false,
): RouteDef => ({
  method,
  host: 'prices',
  path,
  group: 'prices',
  category: 'prices',
  style: 'prices',
  write,
  handler,
});

export const PRICES_ROUTES: RouteDef[] = [
  route('GET', '/api/v2/list/goods/filter', goods),
  route('POST', '/api/v2/upload/task', upload, true),
  route('GET', '/api/v2/buffer/tasks', bufferTask),
  route('GET', '/api/v2/buffer/goods/task', (ctx) => taskGoodsRoute(ctx, false)),
  route('GET', '/api/v2/history/tasks', historyTask),
  route('GET', '/api/v2/history/goods/task', (ctx) => taskGoodsRoute(ctx, true)),
  route('GET', '/api/v2/quarantine/goods', quarantine),
];
