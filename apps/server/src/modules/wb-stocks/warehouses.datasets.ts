import type { WbOffice, WbSellerWarehouse } from '@wb/wb/clients/marketplace';
import { rawRows, type WbPage } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import { copyMerge, stageOf, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';

/**
 * `sellerWarehouses` (docs/wb-notes.md#offices-and-seller-warehouses): the WB offices
 * (`/api/v3/offices`, the shared `wb_warehouses` reference) on the first page, the account's own
 * warehouses (`/api/v3/warehouses`) on the second. Both lists are read whole every run; `step` is
 * the list of the next page.
 */
export interface WarehousesCursor {
  step: 'offices' | 'warehouses';
}

export type WarehouseItem =
  { kind: 'office'; office: WbOffice } | { kind: 'warehouse'; warehouse: WbSellerWarehouse };

type Col<R> = readonly [name: string, type: string, get: (r: R) => CopyValue];

const finite = (n: number | null | undefined) => (Number.isFinite(n) ? n : null);

const OFFICE_COLS: readonly Col<WbOffice>[] = [
  ['id', 'bigint', (o) => o.id],
  ['name', 'text', (o) => o.name],
  ['address', 'text', (o) => o.address],
  ['city', 'text', (o) => o.city],
  ['federal_district', 'text', (o) => o.federalDistrict],
  ['longitude', 'double precision', (o) => finite(o.longitude)],
  ['latitude', 'double precision', (o) => finite(o.latitude)],
  ['cargo_type', 'integer', (o) => o.cargoType],
  ['delivery_type', 'integer', (o) => o.deliveryType],
];
const officesTarget: MergeTarget = {
  table: 'wb_warehouses',
  columns: [
    ...OFFICE_COLS.map(([n, t]) => [n, t] as const),
    ['raw', 'jsonb'],
    ['updated_at', 'timestamptz'],
  ],
  key: ['id'],
};

const WAREHOUSE_COLS: readonly Col<WbSellerWarehouse>[] = [
  ['warehouse_id', 'bigint', (w) => w.id],
  ['name', 'text', (w) => w.name],
  ['office_id', 'bigint', (w) => w.officeId],
  ['cargo_type', 'integer', (w) => w.cargoType],
  ['delivery_type', 'integer', (w) => w.deliveryType],
  ['is_deleting', 'boolean', (w) => w.isDeleting],
  ['is_processing', 'boolean', (w) => w.isProcessing],
];
const warehousesTarget: MergeTarget = {
  table: 'wb_seller_warehouses',
  columns: [
    ['company_id', 'uuid'],
    ['account_id', 'uuid'],
    ...WAREHOUSE_COLS.map(([n, t]) => [n, t] as const),
    ['raw', 'jsonb'],
  ],
  key: ['company_id', 'account_id', 'warehouse_id'],
};

/** An office as WB sent it, without `selected`: it says whether this seller uses the office. */
function sharedOffice(raw: unknown): CopyValue {
  if (typeof raw !== 'object' || raw === null) return raw as CopyValue;
  const { selected: _selected, ...rest } = raw as Record<string, unknown>;
  return rest;
}

async function writeOffices(client: PoolClient, page: WbPage<WarehouseItem, WarehousesCursor>) {
  const now = new Date().toISOString();
  const rows = page.rows.flatMap((r, i) =>
    r.kind === 'office'
      ? [
          [
            ...OFFICE_COLS.map(([, , get]) => get(r.office)),
            sharedOffice(page.raw[i] ?? r.office),
            now,
          ],
        ]
      : [],
  );
  return copyMerge(client, officesTarget, rows);
}

/** The account's warehouses: WB's list replaces the stored one (a warehouse WB dropped goes). */
async function writeSellerWarehouses(
  client: PoolClient,
  t: SyncTarget,
  page: WbPage<WarehouseItem, WarehousesCursor>,
) {
  const rows = page.rows.flatMap((r, i) =>
    r.kind === 'warehouse'
      ? [
          [
            t.companyId,
            t.accountId,
            ...WAREHOUSE_COLS.map(([, , get]) => get(r.warehouse)),
            (page.raw[i] ?? r.warehouse) as CopyValue,
          ],
        ]
      : [],
  );
  const n = await copyMerge(client, warehousesTarget, rows);
  const keep = rows.length
    ? `AND NOT EXISTS (SELECT 1 FROM ${stageOf(warehousesTarget)} g
                        WHERE g.warehouse_id = w.warehouse_id)`
    : '';
  const gone = await client.query(
    `DELETE FROM wb_seller_warehouses w WHERE company_id = $1 AND account_id = $2 ${keep}`,
    [t.companyId, t.accountId],
  );
  return n + (gone.rowCount ?? 0);
}

export const sellerWarehousesDataset: SyncDataset<WarehousesCursor, WarehouseItem> = {
  key: 'sellerWarehouses',
  category: 'marketplace',
  intervalMinutes: 60,
  initialCursor: () => ({ step: 'offices' }),
  async *pages(clients, from, signal) {
    const options = signal ? { signal } : undefined;
    if (from?.step !== 'warehouses') {
      const { data, raw } = await clients.marketplace.offices(options);
      const rows = data.map((office) => ({ kind: 'office' as const, office }));
      yield { rows, raw: rawRows(raw), cursor: { step: 'warehouses' }, done: false };
    }
    const { data, raw } = await clients.marketplace.warehouses(options);
    const rows = data.map((warehouse) => ({ kind: 'warehouse' as const, warehouse }));
    yield { rows, raw: rawRows(raw), cursor: { step: 'offices' }, done: true };
  },
  // The page of a list is known by the cursor after it (an empty list has no rows to tell).
  write: (client, t, page) =>
    page.cursor.step === 'warehouses'
      ? writeOffices(client, page)
      : writeSellerWarehouses(client, t, page),
};
