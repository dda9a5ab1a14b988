/**
 * supplies-api: FBW supplies — the list (filters by date kind and status, offset paging), details,
 * goods and packages (docs/wb-notes.md#fbw-supplies). Supplies come from the generator (one per WB
 * warehouse and week); a supply is visible from its creation, its status follows the sandbox clock.
 */
import { WAREHOUSE_BY_ID } from '../data/warehouses.ts';
import type { SellerData } from '../gen/store.ts';
import { boxTariff } from '../gen/tariffs.ts';
import { firstSupplyWeek, supplyStatus, type Supply } from '../gen/supplies.ts';
import { fmtMskOffset, mskDay, parseWbDate, weekOfDay } from '../gen/time.ts';
import { tariffText } from '../gen/money.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { bounded, fail, intArray, obj } from './util.ts';

const PREORDER_SHIFT = 9_000_000;
const BOX_UNITS = 30;

/** Every FBW supply created not after `now`, newest first. */
export function visibleSupplies(data: SellerData, now: number): Supply[] {
  const out: Supply[] = [];
  const wbSlots = data.catalog.wbWarehouses.length;
  for (let w = firstSupplyWeek(data); w <= weekOfDay(mskDay(now)) + 2; w++) {
    for (const s of data.supplyWeek(w)) if (s.slot < wbSlots && s.createDate <= now) out.push(s);
  }
  return out.sort((a, b) => b.createDate - a.createDate || b.supplyID - a.supplyID);
}

function dates(s: Supply, now: number) {
  const { status, since } = supplyStatus(s, now);
  const planned = status >= 2;
  return {
    status,
    createDate: s.createDate,
    supplyDate: planned ? s.supplyDate : null,
    factDate: status >= 4 ? s.factDate : null,
    updatedDate: since,
  };
}

const fmt = (t: number | null) => (t === null ? null : fmtMskOffset(t));

function listRow(s: Supply, now: number) {
  const d = dates(s, now);
  return {
    phone: '+7 916 *** ** 12',
    supplyID: d.status >= 2 ? s.supplyID : null,
    preorderID: s.preorderID,
    createDate: fmtMskOffset(d.createDate),
    supplyDate: fmt(d.supplyDate),
    factDate: fmt(d.factDate),
    updatedDate: fmt(d.updatedDate),
    statusID: d.status,
    boxTypeID: s.boxTypeID,
    isBoxOnPallet: false,
  };
}

const DATE_TYPES = ['factDate', 'createDate', 'supplyDate', 'updatedDate'] as const;
type DateType = (typeof DATE_TYPES)[number];

function list(ctx: Ctx): void {
  const limit = bounded(ctx, 'limit', ctx.query.get('limit'), 1000, 1, 1000);
  const offset = limit === null ? null : bounded(ctx, 'offset', ctx.query.get('offset'), 0, 0, 1e9);
  if (limit === null || offset === null) return;
  const body = obj(ctx.body);
  const statusIDs = intArray(body.statusIDs);
  if (!statusIDs) return void fail(ctx, 'statusIDs: must be an array of integers');
  const filters: { from: number; till: number; type: DateType }[] = [];
  if (body.dates !== undefined && body.dates !== null) {
    if (!Array.isArray(body.dates)) return void fail(ctx, 'dates: must be an array');
    for (const raw of body.dates) {
      const f = obj(raw);
      const from = parseWbDate(typeof f.from === 'string' ? f.from : undefined);
      const till = parseWbDate(typeof f.till === 'string' ? f.till : undefined);
      if (Number.isNaN(from) || Number.isNaN(till) || !DATE_TYPES.includes(f.type as DateType)) {
        return void fail(ctx, 'dates: from, till and type are required');
      }
      // A date alone means the whole day.
      const tillEnd = /^\d{4}-\d{2}-\d{2}$/.test(String(f.till)) ? till + 86_399_999 : till;
      filters.push({ from, till: tillEnd, type: f.type as DateType });
    }
  }
  const now = ctx.now;
  const rows = visibleSupplies(ctx.seller.data, now).filter((s) => {
    const d = dates(s, now);
    if (statusIDs.length && !statusIDs.includes(d.status)) return false;
    return filters.every((f) => {
      const v = f.type === 'updatedDate' ? d.updatedDate : d[f.type];
      return v !== null && v >= f.from && v <= f.till;
    });
  });
  ctx.reply.json(
    200,
    rows.slice(offset, offset + limit).map((s) => listRow(s, now)),
  );
}

/** The supply named in the path, or null after answering 400/404. */
function find(ctx: Ctx): Supply | null {
  const id = Number(ctx.params.ID);
  const preorder = ctx.query.get('isPreorderID') === 'true';
  if (!Number.isInteger(id) || id <= 0) {
    fail(ctx, 'ID: must be a positive integer');
    return null;
  }
  const supplyID = preorder ? id - PREORDER_SHIFT : id;
  const s = visibleSupplies(ctx.seller.data, ctx.now).find((x) => x.supplyID === supplyID);
  if (!s || (!preorder && supplyStatus(s, ctx.now).status < 2)) {
    fail(ctx, 'supply not found', 'supplies', 404);
    return null;
  }
  return s;
}

function quantities(s: Supply, now: number) {
  const status = supplyStatus(s, now).status;
  const accepted = status === 5 ? s.acceptedQuantity : 0;
  return {
    status,
    quantity: s.quantity,
    readyForSaleQuantity: accepted,
    acceptedQuantity: accepted,
    unloadingQuantity: status >= 4 ? s.quantity : 0,
  };
}

function details(ctx: Ctx): void {
  const s = find(ctx);
  if (!s) return;
  const data = ctx.seller.data;
  const w = data.catalog.wbWarehouses[s.slot]!;
  const d = dates(s, ctx.now);
  const q = quantities(s, ctx.now);
  const b = boxTariff(WAREHOUSE_BY_ID.get(w.id) ?? w, mskDay(s.factDate));
  ctx.reply.json(200, {
    phone: '+7 916 *** ** 12',
    statusID: d.status,
    boxTypeID: s.boxTypeID,
    createDate: fmtMskOffset(d.createDate),
    supplyDate: fmt(d.supplyDate),
    factDate: fmt(d.factDate),
    updatedDate: fmt(d.updatedDate),
    warehouseID: w.id,
    warehouseName: w.name,
    actualWarehouseID: d.status >= 4 ? w.id : null,
    actualWarehouseName: d.status >= 4 ? w.name : '',
    transitWarehouseID: null,
    transitWarehouseName: '',
    acceptanceCost: d.status === 5 ? s.acceptanceCostKop / 100 : null,
    paidAcceptanceCoefficient: d.status >= 2 ? s.coefficient : null,
    rejectReason: null,
    supplierAssignName: ctx.seller.cfg.name,
    storageCoef: tariffText(b.storageCoef),
    deliveryCoef: tariffText(b.deliveryCoef),
    quantity: q.quantity,
    readyForSaleQuantity: q.readyForSaleQuantity,
    acceptedQuantity: q.acceptedQuantity,
    unloadingQuantity: q.unloadingQuantity,
    depersonalizedQuantity: 0,
    isBoxOnPallet: false,
  });
}

function goods(ctx: Ctx): void {
  const limit = bounded(ctx, 'limit', ctx.query.get('limit'), 100, 1, 1000);
  const offset = limit === null ? null : bounded(ctx, 'offset', ctx.query.get('offset'), 0, 0, 1e9);
  if (limit === null || offset === null) return;
  const s = find(ctx);
  if (!s) return;
  const cat = ctx.seller.data.catalog;
  const done = supplyStatus(s, ctx.now).status === 5;
  const unloading = supplyStatus(s, ctx.now).status >= 4;
  const rows = s.lines.map((l) => {
    const p = cat.products[cat.skuProduct[l.sku]!]!;
    const size = cat.skuSize[l.sku]!;
    return {
      barcode: size.barcode,
      vendorCode: p.vendorCode,
      nmID: p.nmID,
      needKiz: p.needKiz,
      tnved: null,
      techSize: size.techSize,
      color: p.colour,
      supplierBoxAmount: Math.ceil(l.quantity / BOX_UNITS),
      quantity: l.quantity,
      readyForSaleQuantity: done ? l.accepted : 0,
      acceptedQuantity: done ? l.accepted : null,
      unloadingQuantity: unloading ? l.quantity : 0,
    };
  });
  ctx.reply.json(200, rows.slice(offset, offset + limit));
}

/** Boxes of up to 30 units, filled line by line. */
function packages(ctx: Ctx): void {
  const s = find(ctx);
  if (!s) return;
  const cat = ctx.seller.data.catalog;
  const boxes: {
    packageCode: string;
    quantity: number;
    barcodes: { barcode: string; quantity: number }[];
  }[] = [];
  let current: (typeof boxes)[number] | null = null;
  for (const l of s.lines) {
    let left = l.quantity;
    while (left > 0) {
      if (!current || current.quantity >= BOX_UNITS) {
        current = {
          packageCode: `WB_${s.supplyID}_${boxes.length + 1}`,
          quantity: 0,
          barcodes: [],
        };
        boxes.push(current);
      }
      const n = Math.min(left, BOX_UNITS - current.quantity);
      current.barcodes.push({ barcode: cat.skuSize[l.sku]!.barcode, quantity: n });
      current.quantity += n;
      left -= n;
    }
  }
  ctx.reply.json(200, boxes);
}

const route = (
  method: 'GET' | 'POST',
  path: string,
  group: RouteDef['group'],
  handler: RouteDef['handler'],
): RouteDef => ({
  method,
  host: 'supplies',
  path,
  group,
  category: 'supplies',
  style: 'supplies',
  handler,
});

export const SUPPLIES_ROUTES: RouteDef[] = [
  route('POST', '/api/v1/supplies', 'supplies-list', list),
  route('GET', '/api/v1/supplies/{ID}', 'supplies-details', details),
  route('GET', '/api/v1/supplies/{ID}/goods', 'supplies-goods', goods),
  route('GET', '/api/v1/supplies/{ID}/package', 'supplies-package', packages),
];
