/**
 * supplies-api FBW supply drafts (`/api/supplies/v1/drafts…`, docs/wb-notes.md#fbw-supplies, since
 * 10.09.2026): create, add items (atomic: one unknown barcode and nothing is added), list, read,
 * delete. Personal and service tokens only.
 */
import type { Product, Size } from '../gen/catalog.ts';
import { fmtMskOffset } from '../gen/time.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import type { Draft } from '../state/drafts.ts';
import { bounded, fail, int, obj } from './util.ts';

const MAX_ITEMS = 1000;
const MAX_QUANTITY = 999_999;

function barcodes(ctx: Ctx): Map<string, { p: Product; s: Size }> {
  const cat = ctx.seller.data.catalog;
  const out = new Map<string, { p: Product; s: Size }>();
  for (const s of cat.skuSize) out.set(s.barcode, { p: cat.products[cat.skuProduct[s.sku]!]!, s });
  return out;
}

function draftOf(ctx: Ctx): Draft | null {
  const d = ctx.seller.drafts.drafts.get(ctx.params.draftId ?? '');
  if (!d) fail(ctx, 'draft not found', 'supplies', 404);
  return d ?? null;
}

const totals = (d: Draft) => ({
  skuQuantity: d.items.size,
  itemQuantity: [...d.items.values()].reduce((a, q) => a + q, 0),
});

function create(ctx: Ctx): void {
  ctx.reply.json(200, { draftId: ctx.seller.drafts.create(ctx.now).draftId });
}

function addItems(ctx: Ctx): void {
  const d = draftOf(ctx);
  if (!d) return;
  const items = obj(ctx.body).items;
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS) {
    return void fail(ctx, `items: from 1 to ${MAX_ITEMS} items are required`);
  }
  const known = barcodes(ctx);
  const parsed: { sku: string; quantity: number }[] = [];
  const results: { sku: string; error: { title: string; detail: string } }[] = [];
  for (const raw of items) {
    const item = obj(raw);
    const sku = typeof item.sku === 'string' ? item.sku : '';
    const quantity = int(item.quantity);
    if (
      quantity === undefined ||
      Number.isNaN(quantity) ||
      quantity < 1 ||
      quantity > MAX_QUANTITY
    ) {
      return void fail(ctx, `items: quantity must be an integer in [1, ${MAX_QUANTITY}]`);
    }
    if (!known.has(sku)) {
      results.push({ sku, error: { title: 'invalid sku', detail: 'barcode is not found' } });
    }
    parsed.push({ sku, quantity });
  }
  if (results.length === 0) {
    for (const { sku, quantity } of parsed) d.items.set(sku, (d.items.get(sku) ?? 0) + quantity);
    d.updatedAt = ctx.now;
  }
  ctx.reply.json(200, { results });
}

function list(ctx: Ctx): void {
  const limit = bounded(ctx, 'limit', ctx.query.get('limit'), 100, 1, 1000);
  const offset = limit === null ? null : bounded(ctx, 'offset', ctx.query.get('offset'), 0, 0, 1e9);
  if (limit === null || offset === null) return;
  const sort = ctx.query.get('sort') ?? 'createDt';
  const order = ctx.query.get('order') ?? 'desc';
  if (!['createDt', 'updateDt'].includes(sort) || !['asc', 'desc'].includes(order)) {
    return void fail(ctx, 'sort/order: invalid value');
  }
  const key = (d: Draft) => (sort === 'createDt' ? d.createdAt : d.updatedAt);
  const dir = order === 'asc' ? 1 : -1;
  const all = [...ctx.seller.drafts.drafts.values()].sort((a, b) => dir * (key(a) - key(b)));
  ctx.reply.json(200, {
    total: all.length,
    drafts: all.slice(offset, offset + limit).map((d) => ({
      draftId: d.draftId,
      createdAt: fmtMskOffset(d.createdAt),
      updatedAt: fmtMskOffset(d.updatedAt),
      ...totals(d),
    })),
  });
}

function items(ctx: Ctx): void {
  const d = draftOf(ctx);
  if (!d) return;
  const known = barcodes(ctx);
  ctx.reply.json(200, {
    ...totals(d),
    items: [...d.items].map(([sku, quantity]) => {
      const k = known.get(sku)!;
      return {
        sku,
        quantity,
        nmId: k.p.nmID,
        color: k.p.colour,
        brandName: k.p.brand,
        imgSrc: `https://basket-10.wbbasket.ru/vol${Math.floor(k.p.nmID / 100_000)}/part${Math.floor(k.p.nmID / 1000)}/${k.p.nmID}/images/tm/1.webp`,
        subjectName: k.p.subject.name,
        techSize: k.s.techSize,
        title: k.p.title,
        vendorCode: k.p.vendorCode,
      };
    }),
  });
}

function removeItems(ctx: Ctx): void {
  const d = draftOf(ctx);
  if (!d) return;
  const skus = obj(ctx.body).skus;
  if (Array.isArray(skus)) for (const s of skus) d.items.delete(String(s));
  else d.items.clear();
  d.updatedAt = ctx.now;
  ctx.reply.noContent();
}

function remove(ctx: Ctx): void {
  const d = draftOf(ctx);
  if (!d) return;
  ctx.seller.drafts.drafts.delete(d.draftId);
  ctx.reply.noContent();
}

const route = (
  method: RouteDef['method'],
  path: string,
  handler: RouteDef['handler'],
  write: boolean,
): RouteDef => ({
  method,
  host: 'supplies',
  path,
  group: 'supplies-drafts',
  category: 'supplies',
  style: 'supplies',
  noBasic: true,
  write,
  handler,
});

export const DRAFT_ROUTES: RouteDef[] = [
  route('POST', '/api/supplies/v1/drafts', create, true),
  route('GET', '/api/supplies/v1/drafts', list, false),
  route('POST', '/api/supplies/v1/drafts/{draftId}/items', addItems, true),
  route('GET', '/api/supplies/v1/drafts/{draftId}/items', items, false),
  route('DELETE', '/api/supplies/v1/drafts/{draftId}/items', removeItems, true),
  route('DELETE', '/api/supplies/v1/drafts/{draftId}', remove, true),
];
