/** Warehouses and the catalogue look-ups of an operation's lines (barcode scan, search). */
import type { StockItem, Warehouse, WarehouseInput } from '@wb/shared/warehouse/warehouse.contract';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import * as repo from './warehouse.repository';
import {
  barcodeNotFound,
  duplicateWarehouse,
  warehouseInUse,
  warehouseNotFound,
} from './warehouse.errors';

export async function listWarehouses(
  db: DbOrTx,
  companyId: string,
  id?: string,
): Promise<Warehouse[]> {
  const [rows, totals] = await Promise.all([
    repo.warehouseRows(db, companyId, id),
    repo.warehouseTotals(db, companyId),
  ]);
  return rows.map((w) => ({
    id: w.id,
    name: w.name,
    address: w.address,
    type: w.type,
    isDefault: w.isDefault,
    units: totals.get(w.id)?.units ?? 0,
    value: totals.get(w.id)?.value ?? '0.00',
    createdAt: w.createdAt.toISOString(),
  }));
}

export async function getWarehouse(db: DbOrTx, companyId: string, id: string): Promise<Warehouse> {
  const [w] = await listWarehouses(db, companyId, id);
  if (!w) throw warehouseNotFound();
  return w;
}

const values = (input: WarehouseInput): repo.WarehouseValues => ({
  name: input.name,
  address: input.address || null,
  type: input.type,
  isDefault: input.isDefault ?? false,
});

export async function createWarehouse(
  database: Database,
  companyId: string,
  input: WarehouseInput,
  ctx: AuditContext,
): Promise<Warehouse> {
  try {
    const id = await database.db.transaction(async (tx) => {
      if (input.isDefault) await repo.clearDefault(tx, companyId, null);
      const id = await repo.insertWarehouse(tx, companyId, values(input));
      await audit(tx, ctx, {
        action: 'warehouse.created',
        entity: 'warehouse',
        entityId: id,
        after: input,
      });
      return id;
    });
    return await getWarehouse(database.db, companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateWarehouse();
    throw error;
  }
}

export async function updateWarehouse(
  database: Database,
  companyId: string,
  id: string,
  input: WarehouseInput,
  ctx: AuditContext,
): Promise<Warehouse> {
  try {
    await database.db.transaction(async (tx) => {
      const [before] = await repo.warehouseRows(tx, companyId, id, true);
      if (!before) throw warehouseNotFound();
      if (input.isDefault) await repo.clearDefault(tx, companyId, id);
      await repo.updateWarehouse(tx, companyId, id, values(input));
      await audit(tx, ctx, {
        action: 'warehouse.updated',
        entity: 'warehouse',
        entityId: id,
        before,
        after: input,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateWarehouse();
    throw error;
  }
  return getWarehouse(database.db, companyId, id);
}

/** Refused once any operation names the warehouse: its movements are kept for good. */
export async function deleteWarehouse(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const [before] = await repo.warehouseRows(tx, companyId, id, true);
    if (!before) throw warehouseNotFound();
    const operations = await repo.operationsOfWarehouse(tx, companyId, id);
    if (operations > 0) throw warehouseInUse(operations);
    await repo.deleteWarehouse(tx, companyId, id);
    await audit(tx, ctx, {
      action: 'warehouse.deleted',
      entity: 'warehouse',
      entityId: id,
      before,
    });
  });
}

/** The size a scanned barcode names (a barcode of two cards answers the first). */
export async function findByBarcode(
  db: DbOrTx,
  companyId: string,
  barcode: string,
): Promise<StockItem> {
  const [item] = await repo.itemsByBarcode(db, companyId, barcode);
  if (!item) throw barcodeNotFound(barcode);
  return item;
}

export function searchItems(db: DbOrTx, companyId: string, q: string): Promise<StockItem[]> {
  return repo.searchItems(db, companyId, q);
}
