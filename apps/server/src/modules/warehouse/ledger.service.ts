/**
 * Posting and cancelling an operation inside the caller's transaction (docs/domain.md#own-warehouse,
 * decisions/0008-stock-ledger-fifo.md): every balance the operation touches is locked first, in
 * key order; a shortage refuses the whole operation before anything is written; out-movements
 * take FIFO layers and record what they took, so a cancellation gives exactly that back.
 */
import { Dec, toMoneyString } from '@wb/shared';
import type { Tx } from '../../db/client';
import * as ledger from './ledger.repository';
import type { Balance, Chunk, StockKey } from './ledger.repository';
import type { LineRow, OperationRow } from './warehouse.repository';
import { itemsByKeys, setBookQuantity } from './warehouse.repository';
import { costUnknown, stockNegative } from './warehouse.errors';

const money = (v: Dec) => toMoneyString(v);

/** "Футболка (арт. 123, размер M): есть 2, нужно 3" for each short key. */
async function shortageLines(
  tx: Tx,
  companyId: string,
  short: { key: StockKey; have: number; need: number }[],
): Promise<string[]> {
  const items = await itemsByKeys(
    tx,
    companyId,
    short.map((s) => s.key),
  );
  return short.slice(0, 5).map(({ key, have, need }) => {
    const item = items.get(`${key.accountId}:${key.chrtId}`);
    const size = item?.size ? `, размер ${item.size}` : '';
    return `«${item?.title ?? 'товар'}» (арт. ${key.nmId}${size}): на складе ${have}, нужно ${need}`;
  });
}

/** Refuses (409 naming each short size) when any key would have fewer than its need. */
async function ensureStock(
  tx: Tx,
  companyId: string,
  balances: Map<string, Balance>,
  needs: { key: StockKey; need: number }[],
  cancelling = false,
) {
  const short = needs
    .map(({ key, need }) => ({ key, need, have: balances.get(ledger.keyOf(key))?.onHand ?? 0 }))
    .filter((n) => n.need > n.have);
  if (short.length > 0) throw stockNegative(await shortageLines(tx, companyId, short), cancelling);
}

/** Units in: one movement, a layer per chunk, the balance. */
async function put(
  tx: Tx,
  companyId: string,
  opId: string,
  key: StockKey,
  chunks: Chunk[],
  reverses: number | null = null,
) {
  const quantity = chunks.reduce((s, c) => s + c.quantity, 0);
  if (quantity === 0) return;
  const cost = money(
    chunks.reduce((s, c) => s.plus(new Dec(c.unitCost).times(c.quantity)), new Dec(0)),
  );
  const id = await ledger.insertMovement(tx, companyId, opId, key, quantity, cost, reverses);
  await ledger.insertLayers(tx, companyId, key, id, chunks);
  await ledger.changeBalance(tx, companyId, key, quantity, cost);
}

/** Units out, oldest layers first (`prefer`'s own first): one movement; returns what it took. */
async function take(
  tx: Tx,
  companyId: string,
  opId: string,
  key: StockKey,
  quantity: number,
  reverses: number | null = null,
  prefer: number | null = null,
): Promise<Chunk[]> {
  const layers = await ledger.openLayers(tx, companyId, key, prefer);
  const takes: { layerId: number; quantity: number }[] = [];
  const chunks: Chunk[] = [];
  let left = quantity;
  for (const layer of layers) {
    if (left === 0) break;
    const q = Math.min(left, layer.remaining);
    takes.push({ layerId: layer.id, quantity: q });
    chunks.push({ quantity: q, unitCost: layer.unitCost, receivedAt: layer.receivedAt });
    left -= q;
  }
  // The balance was checked under its lock; layers short of it would be a broken ledger.
  if (left > 0)
    throw new Error(`stock layers of ${ledger.keyOf(key)} hold fewer units than its balance`);
  const cost = money(
    chunks.reduce((s, c) => s.plus(new Dec(c.unitCost).times(c.quantity)), new Dec(0)),
  );
  const id = await ledger.insertMovement(
    tx,
    companyId,
    opId,
    key,
    -quantity,
    money(new Dec(cost).neg()),
    reverses,
  );
  await ledger.takeFromLayers(tx, companyId, id, takes);
  await ledger.changeBalance(tx, companyId, key, -quantity, money(new Dec(cost).neg()));
  return chunks;
}

const keyOfLine = (warehouseId: string, l: LineRow): StockKey => ({
  warehouseId,
  accountId: l.accountId,
  nmId: l.nmId,
  chrtId: l.chrtId,
});

/** The cost of units coming in without a cost of their own: the size's latest cost. */
async function inCosts(tx: Tx, companyId: string, lines: LineRow[]): Promise<Map<number, string>> {
  const costs = new Map<number, string>();
  const missing: StockKey[] = [];
  for (const l of lines) {
    const cost = l.unitCost ?? (await ledger.lastUnitCost(tx, companyId, l));
    if (cost === null)
      missing.push({ warehouseId: '', accountId: l.accountId, nmId: l.nmId, chrtId: l.chrtId });
    else costs.set(l.id, cost);
  }
  if (missing.length > 0) {
    const items = await itemsByKeys(tx, companyId, missing);
    throw costUnknown(
      missing.slice(0, 5).map((k) => {
        const item = items.get(`${k.accountId}:${k.chrtId}`);
        return `«${item?.title ?? 'товар'}» (арт. ${k.nmId}${item?.size ? `, размер ${item.size}` : ''})`;
      }),
    );
  }
  return costs;
}

/** Writes a draft's movements; the caller holds the operation's row lock and sets its status. */
export async function postMovements(tx: Tx, op: OperationRow, lines: LineRow[]): Promise<void> {
  const c = op.companyId;
  const from = (l: LineRow) => keyOfLine(op.warehouseId, l);
  const to = (l: LineRow) => keyOfLine(op.toWarehouseId!, l);
  const keys = lines.flatMap((l) => (op.kind === 'move' ? [from(l), to(l)] : [from(l)]));
  const balances = await ledger.lockBalances(tx, c, keys);
  const now = new Date();

  if (op.kind === 'inventory') {
    const surplus = lines.filter(
      (l) => l.quantity > (balances.get(ledger.keyOf(from(l)))?.onHand ?? 0),
    );
    const costs = await inCosts(tx, c, surplus);
    for (const l of lines) {
      const book = balances.get(ledger.keyOf(from(l)))?.onHand ?? 0;
      await setBookQuantity(tx, l.id, book);
      if (l.quantity < book) await take(tx, c, op.id, from(l), book - l.quantity);
      if (l.quantity > book) {
        await put(tx, c, op.id, from(l), [
          { quantity: l.quantity - book, unitCost: costs.get(l.id)!, receivedAt: now },
        ]);
      }
    }
    return;
  }
  if (op.kind === 'receipt' || op.kind === 'return') {
    const costs = await inCosts(tx, c, lines);
    for (const l of lines) {
      await put(tx, c, op.id, from(l), [
        { quantity: l.quantity, unitCost: costs.get(l.id)!, receivedAt: now },
      ]);
    }
    return;
  }
  // Out of the first warehouse: write-off, shipment to WB, move.
  await ensureStock(
    tx,
    c,
    balances,
    lines.map((l) => ({ key: from(l), need: l.quantity })),
  );
  for (const l of lines) {
    const chunks = await take(tx, c, op.id, from(l), l.quantity);
    if (op.kind === 'move') await put(tx, c, op.id, to(l), chunks);
  }
}

/**
 * Writes the reverse of every movement of a posted operation, last first: an out-movement's
 * units go back to the layers they came from; an in-movement's units leave again, its own
 * layer's first. Refused like a posting when the units brought in are no longer there.
 */
export async function reverseMovements(tx: Tx, op: OperationRow): Promise<void> {
  const c = op.companyId;
  const movements = (await ledger.movementRows(tx, c, op.id)).filter((m) => m.reversesId === null);
  const balances = await ledger.lockBalances(tx, c, movements);
  const needs = new Map<string, { key: StockKey; need: number }>();
  for (const m of movements.filter((m) => m.quantity > 0)) {
    const k = ledger.keyOf(m);
    needs.set(k, { key: m, need: (needs.get(k)?.need ?? 0) + m.quantity });
  }
  await ensureStock(tx, c, balances, [...needs.values()], true);
  for (const m of [...movements].reverse()) {
    if (m.quantity < 0) {
      const cost = money(new Dec(m.cost).neg());
      await ledger.insertMovement(tx, c, op.id, m, -m.quantity, cost, m.id);
      await ledger.giveBack(tx, c, m.id);
      await ledger.changeBalance(tx, c, m, -m.quantity, cost);
    } else {
      await take(tx, c, op.id, m, m.quantity, m.id, m.id);
    }
  }
}
