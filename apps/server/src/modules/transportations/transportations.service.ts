/**
 * Transportations (docs/domain.md#transportations): created planned with items by box, edited
 * while planned or packing. Each change is one transaction with its audit row; the status
 * machine is transportation-status.service.ts, WB's side wb-supply.service.ts.
 */
import type {
  Transportation,
  transportationInputSchema,
} from '@wb/shared/transportations/transportations.contract';
import { isEditable } from '@wb/shared/transportations/transportations.contract';
import { toMoneyString } from '@wb/shared';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { syncedSupply } from '../supplies/supply-goods';
import { itemsByKeys } from '../warehouse/warehouse.repository';
import { labelsPdf } from './labels.pdf';
import { groupShares } from './logistics-groups.service';
import * as repo from './transportations.repository';
import { bad, notEditable, transportationNotFound } from './transportations.errors';

type Input = ReturnType<typeof transportationInputSchema.parse>;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const num = (v: string | null) => (v === null ? null : v.replace(',', '.'));

export async function getTransportation(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<Transportation> {
  const t = await repo.transportationRow(db, companyId, id);
  if (!t) throw transportationNotFound();
  const [n, items, boxes, events, acceptance, supply, shares] = await Promise.all([
    repo.names(db, companyId, t),
    repo.itemView(db, companyId, id),
    repo.boxRows(db, companyId, id),
    repo.eventView(db, companyId, id),
    repo.acceptanceView(db, companyId, id),
    syncedSupply(db, companyId, t.accountId, {
      supplyId: t.wbSupplyId,
      preorderId: t.wbPreorderId,
    }),
    t.logisticsGroupId ? groupShares(db, companyId, t.logisticsGroupId) : null,
  ]);
  const units = new Map<number, number>();
  for (const i of items)
    units.set(Number(i.box_no), (units.get(Number(i.box_no)) ?? 0) + Number(i.quantity));
  const lines = acceptance.map((a) => ({
    nmId: Number(a.nm_id),
    chrtId: String(a.chrt_id),
    title: text(a.title),
    size: text(a.tech_size),
    barcode: text(a.barcode),
    shipped: Number(a.shipped),
    accepted: Number(a.accepted),
    shortage: Number(a.shipped) - Number(a.accepted),
  }));
  return {
    id: t.id,
    number: t.number,
    year: t.year,
    status: t.status,
    accountId: t.accountId,
    account: text(n.account) ?? '',
    warehouseId: t.warehouseId,
    warehouse: text(n.warehouse) ?? '',
    wbWarehouse: t.wbWarehouse,
    plannedDate: t.plannedDate,
    carrier: t.carrier,
    cost: t.cost === null ? null : toMoneyString(t.cost),
    volume: t.volume,
    weight: t.weight,
    comment: t.comment,
    author: text(n.author),
    logisticsGroup: t.logisticsGroupId
      ? { id: t.logisticsGroupId, name: text(n.group_name) ?? '' }
      : null,
    groupCostShare: shares?.shares.get(t.id) ?? null,
    groupCostReason: shares ? shares.reason : null,
    operationId: t.operationId,
    operationNumber:
      n.operation_number === null || n.operation_number === undefined
        ? null
        : Number(n.operation_number),
    units: items.reduce((s, i) => s + Number(i.quantity), 0),
    items: items.map((i) => ({
      id: String(i.id),
      lineNo: Number(i.line_no),
      nmId: Number(i.nm_id),
      chrtId: String(i.chrt_id),
      title: text(i.title),
      vendorCode: text(i.vendor_code),
      size: text(i.tech_size),
      barcode: text(i.barcode),
      boxNo: Number(i.box_no),
      quantity: Number(i.quantity),
    })),
    boxes: boxes.map((b) => ({
      boxNo: b.boxNo,
      barcode: b.barcode,
      fromWb: b.fromWb,
      palletNo: b.palletNo,
      units: units.get(b.boxNo) ?? 0,
    })),
    pallets: new Set(boxes.map((b) => b.palletNo).filter((p) => p !== null)).size,
    events: events.map((e) => ({
      status: e.status as Transportation['status'],
      at: iso(e.at),
      user: text(e.user_name),
      note: text(e.note),
    })),
    supply: {
      supplyId: t.wbSupplyId,
      preorderId: t.wbPreorderId,
      draftId: t.wbDraftId,
      synced: supply
        ? {
            statusId: supply.statusId,
            warehouseName: supply.warehouseName,
            supplyDate: supply.supplyDate,
            factDate: supply.factDate,
            quantity: supply.quantity,
            acceptedQuantity: supply.acceptedQuantity,
          }
        : null,
    },
    acceptance: lines,
    shortage: lines.reduce((s, l) => s + Math.max(0, l.shortage), 0),
    createdAt: t.createdAt.toISOString(),
    shippedAt: t.shippedAt?.toISOString() ?? null,
    deliveredAt: t.deliveredAt?.toISOString() ?? null,
    acceptedAt: t.acceptedAt?.toISOString() ?? null,
    cancelledAt: t.cancelledAt?.toISOString() ?? null,
  };
}

/** The warehouse and cabinet are the company's, and every item a size of that cabinet's catalogue. */
async function checkInput(tx: Tx, companyId: string, input: Input) {
  const found = await repo.ownedRefs(tx, companyId, input.warehouseId, input.accountId);
  if (!found.w) throw bad('Склад не найден', { warehouseId: ['Склад не найден'] });
  if (!found.a) throw bad('Кабинет WB не найден', { accountId: ['Кабинет WB не найден'] });
  const keys = input.items.map((l) => ({ ...l, accountId: input.accountId }));
  const items = await itemsByKeys(tx, companyId, keys);
  const i = keys.findIndex((l) => items.get(`${l.accountId}:${l.chrtId}`)?.nmId !== l.nmId);
  if (i >= 0) {
    const message = `Строка ${i + 1}: такого размера нет в каталоге кабинета (арт. ${keys[i]!.nmId})`;
    throw bad(message, { items: [message] });
  }
}

/** The header as stored: volume and weight typed, else measured from the products. */
async function headerOf(tx: Tx, companyId: string, input: Input): Promise<repo.HeaderValues> {
  const measured =
    input.volume && input.weight
      ? null
      : await repo.measuredVolume(
          tx,
          companyId,
          input.items.map((l) => ({ ...l, accountId: input.accountId })),
        );
  return {
    accountId: input.accountId,
    warehouseId: input.warehouseId,
    wbWarehouse: input.wbWarehouse,
    plannedDate: input.plannedDate,
    carrier: input.carrier || null,
    cost: input.cost ? toMoneyString(input.cost.replace(',', '.')) : null,
    volume: input.volume ? num(input.volume) : (measured?.volume ?? null),
    weight: input.weight ? num(input.weight) : (measured?.weight ?? null),
    comment: input.comment || null,
  };
}

/** An internal box code until WB's supply names the box (its package code replaces it). */
export const internalBoxCode = (year: number, number: number, boxNo: number) =>
  `TR${year}-${number}-${boxNo}`;

async function writeItems(
  tx: Tx,
  companyId: string,
  id: string,
  t: { year: number; number: number },
  input: Input,
) {
  await repo.replaceItems(
    tx,
    companyId,
    id,
    input.items.map((l) => ({ ...l, accountId: input.accountId })),
    new Map(input.pallets.map((p) => [p.boxNo, p.palletNo])),
    (boxNo) => internalBoxCode(t.year, t.number, boxNo),
  );
}

export async function createTransportation(
  database: Database,
  companyId: string,
  input: Input,
  ctx: AuditContext,
): Promise<Transportation> {
  const id = await database.db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const year = Number(input.plannedDate.slice(0, 4));
    const number = await repo.nextNumber(tx, companyId, year);
    const id = await repo.insertTransportation(tx, companyId, {
      ...(await headerOf(tx, companyId, input)),
      year,
      number,
      authorId: ctx.actorUserId,
    });
    await writeItems(tx, companyId, id, { year, number }, input);
    await repo.insertEvent(tx, companyId, id, 'planned', ctx.actorUserId);
    await audit(tx, ctx, {
      action: 'transportation.created',
      entity: 'transportation',
      entityId: id,
      after: { ...input, number, year },
    });
    return id;
  });
  return getTransportation(database.db, companyId, id);
}

/** Replaces the fields, items and pallets while the goods are still at the own warehouse. */
export async function updateTransportation(
  database: Database,
  companyId: string,
  id: string,
  input: Input,
  ctx: AuditContext,
): Promise<Transportation> {
  await database.db.transaction(async (tx) => {
    const t = await repo.transportationRow(tx, companyId, id, true);
    if (!t) throw transportationNotFound();
    if (!isEditable(t.status)) throw notEditable();
    await checkInput(tx, companyId, input);
    await repo.updateTransportation(tx, companyId, id, await headerOf(tx, companyId, input));
    await writeItems(tx, companyId, id, t, input);
    await audit(tx, ctx, {
      action: 'transportation.updated',
      entity: 'transportation',
      entityId: id,
      after: input,
    });
  });
  return getTransportation(database.db, companyId, id);
}

/** The box and pallet labels as a PDF, named after the transportation. */
export async function labels(db: DbOrTx, companyId: string, id: string) {
  const t = await getTransportation(db, companyId, id);
  return { pdf: await labelsPdf(t), name: `labels-${t.year}-${t.number}.pdf` };
}
