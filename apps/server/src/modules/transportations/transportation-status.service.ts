/**
 * The status machine of a transportation (docs/domain.md#transportations): planned → packing →
 * shipped → delivered → accepted, or cancelled; each change an event with who and when.
 * "Shipped" posts a shipment out of the own warehouse through the warehouse module in the same
 * transaction (refused with STOCK_NEGATIVE, naming each short size, when the stock is short);
 * cancelling a shipped one reverses it; a delivered or accepted one is not cancelled (the goods
 * are WB's, a reversal would put them back in the own warehouse on paper only). The row lock serialises concurrent requests, and a
 * request for the status the transportation already has returns it unchanged (a repeated
 * click, a retried request, one that waited on the lock).
 */
import {
  NEXT_STATUSES,
  type Transportation,
  type TransportationStatus,
  type transitionSchema,
} from '@wb/shared/transportations/transportations.contract';
import type { Database } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { cancelShipment, onStockCheck, postShipment } from '../warehouse/shipment';
import * as repo from './transportations.repository';
import { getTransportation } from './transportations.service';
import {
  bad,
  notCancellable,
  transitionNotAllowed,
  transportationNotFound,
} from './transportations.errors';

type Transition = ReturnType<typeof transitionSchema.parse>;

export const STATUS_NAMES: Record<TransportationStatus, string> = {
  planned: 'Запланирована',
  packing: 'Сборка',
  shipped: 'Отгружена',
  delivered: 'Доставлена',
  accepted: 'Принята WB',
  cancelled: 'Отменена',
};

const AT: Partial<
  Record<TransportationStatus, 'packingAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'>
> = {
  packing: 'packingAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
};

export async function transition(
  database: Database,
  companyId: string,
  id: string,
  input: Transition,
  ctx: AuditContext,
): Promise<Transportation> {
  await database.db
    .transaction(async (tx) => {
      const t = await repo.transportationRow(tx, companyId, id, true);
      if (!t) throw transportationNotFound();
      const to = input.status;
      if (t.status === to) return;
      if (to === 'cancelled' && (t.status === 'delivered' || t.status === 'accepted'))
        throw notCancellable(STATUS_NAMES[t.status]);
      if (!NEXT_STATUSES[t.status].includes(to))
        throw transitionNotAllowed(STATUS_NAMES[t.status], STATUS_NAMES[to]);
      let operationId = t.operationId;
      if (to === 'shipped') {
        const sizes = await repo.unitsBySize(tx, companyId, id);
        if (sizes.length === 0)
          throw bad('Нечего отгружать: добавьте товары в короба', { items: ['Нет товаров'] });
        operationId = await postShipment(tx, companyId, {
          warehouseId: t.warehouseId,
          comment: `Перевозка № ${t.number}/${t.year} на склад WB «${t.wbWarehouse}»`,
          authorId: ctx.actorUserId,
          lines: sizes.map((s) => ({
            accountId: s.accountId,
            nmId: s.nmId,
            chrtId: s.chrtId,
            quantity: s.units,
          })),
        });
      }
      if (to === 'cancelled' && t.operationId) await cancelShipment(tx, companyId, t.operationId);
      const at = AT[to];
      await repo.updateTransportation(tx, companyId, id, {
        status: to,
        operationId,
        ...(at ? { [at]: new Date() } : {}),
      });
      await repo.insertEvent(tx, companyId, id, to, ctx.actorUserId, input.note || null);
      await audit(tx, ctx, {
        action: 'transportation.status_changed',
        entity: 'transportation',
        entityId: id,
        before: { status: t.status },
        after: { status: to, operationId, note: input.note || null },
      });
    })
    .catch(onStockCheck);
  return getTransportation(database.db, companyId, id);
}
