import { mskDate } from '@wb/shared';
import type { WbSupply, WbSupplyDetails, WbSupplyGood } from '@wb/wb/clients/supplies';
import type { WbClients } from '@wb/wb/factory';
import type { CallOptions } from '@wb/wb/clients/base';
import { WbHttpError } from '@wb/wb/http/errors';
import { iterateSupplies, iterateSupplyGoods } from '@wb/wb/iterators/offset';
import type { WbPage } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import { copyMerge, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';

/**
 * Supplies listed per request (WB allows 1000) and supplies whose details and goods are read per
 * page (two requests each, 30 a minute: a page is what a stopped run may repeat). Tests lower them.
 */
export const SUPPLIES_LIMITS = { list: 200, perPage: 20 };
/** "Now" for the upper bound of the `updatedDate` window; tests point it at the sandbox clock. */
export const SUPPLIES_CLOCK = { now: () => Date.now() };

/** A listed supply whose details and goods are still to be read. */
export interface PendingSupply {
  row: WbSupply;
  raw: unknown;
}

/**
 * Incremental by `updatedDate` (docs/wb-notes.md#fbw-supplies): the supplies updated since `since`
 * are listed page by page (`offset`); the listed ones wait in `pending` until their details and
 * goods are stored, so a stopped run resumes at the next supply. When the list is read to its end
 * the next run starts from the latest `updatedDate` seen (inclusive: the supplies updated at that
 * very instant are read again, and change nothing).
 */
export interface SuppliesCursor {
  since: string;
  offset: number;
  listDone: boolean;
  latest?: string | null;
  pending: PendingSupply[];
}

export interface SupplyItem {
  supply: WbSupply;
  listRaw: unknown;
  details: WbSupplyDetails | null;
  detailsRaw: unknown;
  /** null when WB no longer answers for the supply's goods (they are kept as stored). */
  goods: { row: WbSupplyGood; raw: unknown }[] | null;
}

type Col<R> = readonly [name: string, type: string, get: (r: R) => CopyValue];
const ID = 'numeric(20,0)';

/** `P<preorderID>` or, without a preorder, `S<supplyID>` (supplies.table.ts). */
export function supplyKey(s: Pick<WbSupply, 'supplyID' | 'preorderID'>): string {
  return s.preorderID && s.preorderID !== '0' ? `P${s.preorderID}` : `S${s.supplyID}`;
}

const num = (n: number | null | undefined) => (Number.isFinite(n) ? String(n) : null);
const json = (v: unknown): CopyValue =>
  typeof v === 'string' ? JSON.stringify(v) : (v as CopyValue);
type Shared =
  | 'statusID'
  | 'boxTypeID'
  | 'isBoxOnPallet'
  | 'createDate'
  | 'supplyDate'
  | 'factDate'
  | 'updatedDate';
/** A field the details and the list both have: the details' when read. */
const pick = (r: SupplyItem, k: Shared): CopyValue => r.details?.[k] ?? r.supply[k];

const SUPPLY_COLS: readonly Col<SupplyItem>[] = [
  ['supply_key', 'text', (r) => supplyKey(r.supply)],
  ['supply_id', ID, (r) => r.supply.supplyID],
  ['preorder_id', ID, (r) => r.supply.preorderID],
  ['status_id', 'integer', (r) => pick(r, 'statusID')],
  ['box_type_id', 'integer', (r) => pick(r, 'boxTypeID')],
  ['virtual_type_id', 'integer', (r) => r.details?.virtualTypeID],
  ['is_box_on_pallet', 'boolean', (r) => pick(r, 'isBoxOnPallet')],
  ['create_date', 'timestamptz', (r) => pick(r, 'createDate')],
  ['supply_date', 'timestamptz', (r) => pick(r, 'supplyDate')],
  ['fact_date', 'timestamptz', (r) => pick(r, 'factDate')],
  ['updated_date', 'timestamptz', (r) => pick(r, 'updatedDate')],
  ['warehouse_id', 'bigint', (r) => r.details?.warehouseID],
  ['warehouse_name', 'text', (r) => r.details?.warehouseName || null],
  ['actual_warehouse_id', 'bigint', (r) => r.details?.actualWarehouseID],
  ['actual_warehouse_name', 'text', (r) => r.details?.actualWarehouseName || null],
  ['transit_warehouse_id', 'bigint', (r) => r.details?.transitWarehouseID],
  ['transit_warehouse_name', 'text', (r) => r.details?.transitWarehouseName || null],
  ['acceptance_cost', 'numeric(14,2)', (r) => r.details?.acceptanceCost],
  ['paid_acceptance_coefficient', 'numeric', (r) => num(r.details?.paidAcceptanceCoefficient)],
  ['reject_reason', 'text', (r) => r.details?.rejectReason || null],
  ['storage_coef', 'numeric', (r) => r.details?.storageCoef],
  ['delivery_coef', 'numeric', (r) => r.details?.deliveryCoef],
  ['quantity', 'integer', (r) => r.details?.quantity],
  ['ready_for_sale_quantity', 'integer', (r) => r.details?.readyForSaleQuantity],
  ['accepted_quantity', 'integer', (r) => r.details?.acceptedQuantity],
  ['unloading_quantity', 'integer', (r) => r.details?.unloadingQuantity],
  ['depersonalized_quantity', 'integer', (r) => r.details?.depersonalizedQuantity],
  ['discrepancies', 'jsonb', (r) => json(r.details?.discrepancies ?? null)],
  ['raw', 'jsonb', (r) => ({ list: r.listRaw, details: r.detailsRaw ?? null })],
];

interface GoodRow {
  key: string;
  good: WbSupplyGood;
  raw: unknown;
}
const GOOD_COLS: readonly Col<GoodRow>[] = [
  ['supply_key', 'text', (r) => r.key],
  ['barcode', 'text', (r) => r.good.barcode],
  ['nm_id', 'bigint', (r) => r.good.nmID],
  ['vendor_code', 'text', (r) => r.good.vendorCode],
  ['tech_size', 'text', (r) => r.good.techSize],
  ['color', 'text', (r) => r.good.color],
  ['need_kiz', 'boolean', (r) => r.good.needKiz],
  ['tnved', 'text', (r) => r.good.tnved],
  ['supplier_box_amount', 'integer', (r) => r.good.supplierBoxAmount],
  ['quantity', 'integer', (r) => r.good.quantity],
  ['ready_for_sale_quantity', 'integer', (r) => r.good.readyForSaleQuantity],
  ['accepted_quantity', 'integer', (r) => r.good.acceptedQuantity],
  ['unloading_quantity', 'integer', (r) => r.good.unloadingQuantity],
  ['raw', 'jsonb', (r) => r.raw as CopyValue],
];

const targetOf = <R>(table: string, cols: readonly Col<R>[], key: string[]): MergeTarget => ({
  table,
  columns: [
    ['company_id', 'uuid'],
    ['account_id', 'uuid'],
    ...cols.map(([n, t]) => [n, t] as const),
  ],
  key: ['account_id', ...key],
});
const suppliesTarget = targetOf('wb_supplies', SUPPLY_COLS, ['supply_key']);
const goodsTarget = targetOf('wb_supply_goods', GOOD_COLS, ['supply_key', 'barcode']);

const rowsOf = <R>(t: SyncTarget, cols: readonly Col<R>[], rows: readonly R[]) =>
  rows.map((r) => [t.companyId, t.accountId, ...cols.map(([, , get]) => get(r))]);

/**
 * Writes a page of supplies with their goods; the goods a supply no longer lists are removed.
 * An unchanged supply or good is not rewritten.
 */
export async function writeSupplies(
  client: PoolClient,
  t: SyncTarget,
  page: WbPage<SupplyItem, unknown>,
): Promise<number> {
  if (page.rows.length === 0) return 0;
  let n = await copyMerge(client, suppliesTarget, rowsOf(t, SUPPLY_COLS, page.rows));
  const read = page.rows.filter((r) => r.goods !== null);
  const goods = read.flatMap((r) =>
    r.goods!.map((g) => ({ key: supplyKey(r.supply), good: g.row, raw: g.raw })),
  );
  n += await copyMerge(client, goodsTarget, rowsOf(t, GOOD_COLS, goods));
  if (read.length) {
    const gone = await client.query(
      `DELETE FROM wb_supply_goods WHERE account_id = $1 AND supply_key = ANY($2::text[])
          AND NOT (supply_key || '|' || barcode = ANY($3::text[]))`,
      [
        t.accountId,
        read.map((r) => supplyKey(r.supply)),
        goods.map((g) => `${g.key}|${g.good.barcode}`),
      ],
    );
    n += gone.rowCount ?? 0;
  }
  return n;
}

/** A 404 (the supply is gone or not yet readable this way): null; anything else is thrown. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (e) {
    if (e instanceof WbHttpError && e.status === 404) return null;
    throw e;
  }
}

async function readSupply(
  clients: WbClients,
  { row, raw }: PendingSupply,
  options: CallOptions | undefined,
): Promise<SupplyItem> {
  const byPreorder = !row.supplyID;
  const id = row.supplyID ?? row.preorderID;
  const details = await orNull(clients.supplies.details(id, { isPreorderID: byPreorder }, options));
  let goods: SupplyItem['goods'] = null;
  if (details) {
    goods = [];
    const params = { isPreorderID: byPreorder, limit: 1000 };
    for await (const page of iterateSupplyGoods(clients.supplies, id, params, options)) {
      page.rows.forEach((good, i) => goods!.push({ row: good, raw: page.raw[i] ?? good }));
    }
  }
  return {
    supply: row,
    listRaw: raw,
    details: details?.data ?? null,
    detailsRaw: details?.raw,
    goods,
  };
}

const later = (a: string | null | undefined, b: string | null | undefined) =>
  !a ? (b ?? null) : !b ? a : Date.parse(b) > Date.parse(a) ? b : a;

function cursorOf(value: Partial<SuppliesCursor> | null | undefined, fallback: string) {
  const c = value ?? {};
  return {
    since: typeof c.since === 'string' ? c.since : fallback,
    offset: Number.isInteger(c.offset) && c.offset! >= 0 ? c.offset! : 0,
    listDone: c.listDone === true,
    latest: c.latest ?? null,
    pending: Array.isArray(c.pending) ? c.pending : [],
  };
}

const DAY_MS = 86_400_000;

export const suppliesDataset: SyncDataset<SuppliesCursor, SupplyItem> = {
  key: 'supplies',
  category: 'supplies',
  intervalMinutes: 30,
  initialCursor: (historyStart) => ({
    since: mskDate(historyStart),
    offset: 0,
    listDone: false,
    pending: [],
  }),
  async *pages(clients, from, signal) {
    const options = signal ? { signal } : undefined;
    let c: SuppliesCursor = cursorOf(from, mskDate(SUPPLIES_CLOCK.now() - 30 * DAY_MS));
    // A day ahead: the window's end never cuts a supply updated while the run goes on.
    const till = mskDate(SUPPLIES_CLOCK.now() + DAY_MS);
    for (;;) {
      if (c.pending.length) {
        const chunk = c.pending.slice(0, SUPPLIES_LIMITS.perPage);
        const rows: SupplyItem[] = [];
        for (const p of chunk) rows.push(await readSupply(clients, p, options));
        c = { ...c, pending: c.pending.slice(chunk.length) };
        const finished = c.listDone && c.pending.length === 0;
        if (finished) c = { since: c.latest ?? c.since, offset: 0, listDone: false, pending: [] };
        yield { rows, raw: rows.map((r) => r.listRaw), cursor: c, done: finished };
        if (finished) return;
        continue;
      }
      const limit = SUPPLIES_LIMITS.list;
      const dates = [{ from: c.since, till, type: 'updatedDate' as const }];
      const list = iterateSupplies(clients.supplies, { dates, limit, offset: c.offset }, options);
      const next = await list.next();
      await list.return(undefined);
      const page: WbPage<WbSupply, { offset: number }> | undefined = next.done
        ? undefined
        : next.value;
      const listed: WbSupply[] = page?.rows ?? [];
      const latest = listed.reduce<string | null>(
        (m, s) => later(m, s.updatedDate),
        c.latest ?? null,
      );
      const pending = listed.map((row, i) => ({ row, raw: page?.raw[i] ?? row }));
      c = {
        ...c,
        offset: page?.cursor.offset ?? c.offset,
        listDone: page?.done ?? true,
        latest,
        pending,
      };
      if (pending.length === 0) {
        c = { since: c.latest ?? c.since, offset: 0, listDone: false, pending: [] };
        yield { rows: [], raw: [], cursor: c, done: true };
        return;
      }
      // Only the cursor: the listed supplies are read in the next pages.
      yield { rows: [], raw: [], cursor: c, done: false };
    }
  },
  write: writeSupplies,
};
