/**
 * What other modules do with the ledger (docs/domain.md#own-warehouse): a transportation that
 * leaves posts a shipment to WB, and its cancellation reverses it — both inside the caller's
 * transaction, so the caller's own change and the stock move together or not at all. The
 * caller writes the audit row (one per request). Refusals are the ledger's: STOCK_NEGATIVE
 * naming each short size, as a posting from the journal.
 */
import { mskDate } from '@wb/shared/dates/msk';
import type { Tx } from '../../db/client';
import { postMovements, reverseMovements } from './ledger.service';
import * as repo from './warehouse.repository';
import { bad, stockNegative } from './warehouse.errors';

export interface ShipmentInput {
  warehouseId: string;
  comment: string;
  authorId: string | null;
  lines: { accountId: string; nmId: number; chrtId: string; quantity: number }[];
}

/** The CHECK on balances, should a path ever skip the locked check: the ledger's 409. */
export function onStockCheck(error: unknown): never {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  if ((e.constraint ?? e.cause?.constraint) === 'stock_balances_on_hand_check')
    throw stockNegative(['остатка не хватает']);
  throw error;
}

/** Creates and posts a shipment to WB of `lines` (one line per size) today; returns its id. */
export async function postShipment(
  tx: Tx,
  companyId: string,
  input: ShipmentInput,
): Promise<string> {
  if (input.lines.length === 0)
    throw bad('Нечего отгружать: добавьте товары', { items: ['Пусто'] });
  const date = mskDate();
  const year = Number(date.slice(0, 4));
  const id = await repo.insertOperation(tx, companyId, {
    kind: 'shipment',
    year,
    number: await repo.nextNumber(tx, companyId, year),
    date,
    warehouseId: input.warehouseId,
    toWarehouseId: null,
    reason: null,
    comment: input.comment,
    authorId: input.authorId,
  });
  await repo.replaceLines(
    tx,
    companyId,
    id,
    input.lines.map((l) => ({ ...l, unitCost: null })),
  );
  const op = (await repo.operationRow(tx, companyId, id, true))!;
  await postMovements(tx, op, await repo.lineRows(tx, companyId, id));
  await repo.updateOperation(tx, companyId, id, { status: 'posted', postedAt: new Date() });
  return id;
}

/** Cancels a posted shipment by reverse movements (the units come back); a cancelled one stays. */
export async function cancelShipment(tx: Tx, companyId: string, operationId: string) {
  const op = await repo.operationRow(tx, companyId, operationId, true);
  if (!op || op.status === 'cancelled') return;
  if (op.status === 'posted') await reverseMovements(tx, op);
  await repo.updateOperation(tx, companyId, operationId, {
    status: 'cancelled',
    cancelledAt: new Date(),
  });
}

/** The operation's number (for the transportation's page). */
export async function operationNumber(tx: Tx, companyId: string, operationId: string) {
  return (await repo.operationRow(tx, companyId, operationId))?.number ?? null;
}
