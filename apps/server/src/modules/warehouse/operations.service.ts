/**
 * Warehouse operations (docs/domain.md#own-warehouse): drafts numbered per company and year,
 * posting (idempotent: a posted operation is returned unchanged) and cancelling by reversal.
 * Each change is one transaction with its audit row.
 */
import type { Operation, OperationInput } from '@wb/shared/warehouse/warehouse.contract';
import type { operationInputSchema } from '@wb/shared/warehouse/warehouse.contract';
import { toMoneyString } from '@wb/shared';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { postMovements, reverseMovements } from './ledger.service';
import * as repo from './warehouse.repository';
import {
  bad,
  notDraft,
  operationCancelled,
  operationNotFound,
  stockNegative,
} from './warehouse.errors';

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

export async function getOperation(db: DbOrTx, companyId: string, id: string): Promise<Operation> {
  const op = await repo.operationRow(db, companyId, id);
  if (!op) throw operationNotFound();
  const [names, lines, movements] = await Promise.all([
    repo.operationNames(db, companyId, op),
    repo.lineRows(db, companyId, id),
    repo.movementView(db, companyId, id),
  ]);
  return {
    id: op.id,
    number: op.number,
    year: op.year,
    kind: op.kind,
    status: op.status,
    date: op.date,
    warehouseId: op.warehouseId,
    warehouse: names.warehouse,
    toWarehouseId: op.toWarehouseId,
    toWarehouse: names.to_warehouse,
    reason: op.reason,
    comment: op.comment,
    author: names.author,
    lines: lines.length,
    units: lines.reduce((s, l) => s + l.quantity, 0),
    createdAt: op.createdAt.toISOString(),
    postedAt: op.postedAt?.toISOString() ?? null,
    cancelledAt: op.cancelledAt?.toISOString() ?? null,
    movements: movements.map((m) => ({
      id: String(m.id),
      warehouse: String(m.warehouse),
      nmId: Number(m.nm_id),
      chrtId: String(m.chrt_id),
      title: typeof m.title === 'string' ? m.title : null,
      size: typeof m.tech_size === 'string' ? m.tech_size : null,
      quantity: Number(m.quantity),
      cost: toMoneyString(String(m.cost)),
      reversal: m.reverses_id !== null,
      createdAt: iso(m.created_at),
    })),
  };
}

type Input = ReturnType<typeof operationInputSchema.parse>;

/** The warehouses exist in the company and every line is a size of its catalogue. */
async function checkInput(tx: Tx, companyId: string, input: Input) {
  for (const [field, id] of [
    ['warehouseId', input.warehouseId],
    ['toWarehouseId', input.toWarehouseId],
  ] as const) {
    if (id && (await repo.warehouseRows(tx, companyId, id)).length === 0) {
      throw bad('Склад не найден', { [field]: ['Склад не найден'] });
    }
  }
  const items = await repo.itemsByKeys(tx, companyId, input.lines);
  const missing = input.lines
    .map((l, i) => ({ l, i }))
    .filter(
      ({ l }) =>
        !items.has(`${l.accountId}:${l.chrtId}`) ||
        items.get(`${l.accountId}:${l.chrtId}`)!.nmId !== l.nmId,
    );
  if (missing.length > 0) {
    const message = `Строка ${missing[0]!.i + 1}: такого размера нет в каталоге компании (арт. ${missing[0]!.l.nmId})`;
    throw bad(message, { lines: [message] });
  }
}

const header = (input: Input) => ({
  kind: input.kind,
  date: input.date,
  warehouseId: input.warehouseId,
  toWarehouseId: input.kind === 'move' ? (input.toWarehouseId ?? null) : null,
  reason: input.reason || null,
  comment: input.comment || null,
});

const lineValues = (input: Input): repo.LineValues[] =>
  input.lines.map((l) => ({
    accountId: l.accountId,
    nmId: l.nmId,
    chrtId: l.chrtId,
    quantity: l.quantity,
    unitCost: l.unitCost ? toMoneyString(l.unitCost.replace(',', '.')) : null,
  }));

export async function createOperation(
  database: Database,
  companyId: string,
  input: Input,
  ctx: AuditContext,
): Promise<Operation> {
  const id = await database.db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const year = Number(input.date.slice(0, 4));
    const number = await repo.nextNumber(tx, companyId, year);
    const id = await repo.insertOperation(tx, companyId, {
      ...header(input),
      year,
      number,
      authorId: ctx.actorUserId,
    });
    await repo.replaceLines(tx, companyId, id, lineValues(input));
    await audit(tx, ctx, {
      action: 'warehouse_operation.created',
      entity: 'warehouse_operation',
      entityId: id,
      after: { ...input, number, year },
    });
    return id;
  });
  return getOperation(database.db, companyId, id);
}

/** Replaces a draft's fields and lines; a new year gives it that year's next number. */
export async function updateOperation(
  database: Database,
  companyId: string,
  id: string,
  input: Input,
  ctx: AuditContext,
): Promise<Operation> {
  await database.db.transaction(async (tx) => {
    const op = await repo.operationRow(tx, companyId, id, true);
    if (!op) throw operationNotFound();
    if (op.status !== 'draft') throw notDraft();
    await checkInput(tx, companyId, input);
    const year = Number(input.date.slice(0, 4));
    const number = year === op.year ? op.number : await repo.nextNumber(tx, companyId, year);
    await repo.updateOperation(tx, companyId, id, { ...header(input), year, number });
    await repo.replaceLines(tx, companyId, id, lineValues(input));
    await audit(tx, ctx, {
      action: 'warehouse_operation.updated',
      entity: 'warehouse_operation',
      entityId: id,
      after: input,
    });
  });
  return getOperation(database.db, companyId, id);
}

/** The CHECK on balances, should a path ever skip the locked check: the same 409. */
function onCheckViolation(error: unknown): never {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const constraint = e.constraint ?? e.cause?.constraint;
  if (constraint === 'stock_balances_on_hand_check') throw stockNegative(['остатка не хватает']);
  throw error;
}

/** Posts a draft; a posted operation is returned as it is (a repeated click, a retried request). */
export async function postOperation(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<Operation> {
  await database.db
    .transaction(async (tx) => {
      const op = await repo.operationRow(tx, companyId, id, true);
      if (!op) throw operationNotFound();
      if (op.status === 'posted') return;
      if (op.status === 'cancelled') throw operationCancelled();
      await postMovements(tx, op, await repo.lineRows(tx, companyId, id));
      await repo.updateOperation(tx, companyId, id, { status: 'posted', postedAt: new Date() });
      await audit(tx, ctx, {
        action: 'warehouse_operation.posted',
        entity: 'warehouse_operation',
        entityId: id,
        after: { number: op.number, year: op.year, kind: op.kind },
      });
    })
    .catch(onCheckViolation);
  return getOperation(database.db, companyId, id);
}

/**
 * Cancels an operation: a posted one by reverse movements (refused if its units are gone), a
 * draft simply; a cancelled one is returned as it is.
 */
export async function cancelOperation(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<Operation> {
  await database.db
    .transaction(async (tx) => {
      const op = await repo.operationRow(tx, companyId, id, true);
      if (!op) throw operationNotFound();
      if (op.status === 'cancelled') return;
      if (op.status === 'posted') await reverseMovements(tx, op);
      await repo.updateOperation(tx, companyId, id, {
        status: 'cancelled',
        cancelledAt: new Date(),
      });
      await audit(tx, ctx, {
        action: 'warehouse_operation.cancelled',
        entity: 'warehouse_operation',
        entityId: id,
        before: { status: op.status },
        after: { status: 'cancelled' },
      });
    })
    .catch(onCheckViolation);
  return getOperation(database.db, companyId, id);
}

export type { OperationInput };
