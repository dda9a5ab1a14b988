/**
 * A transportation's WB side (docs/wb-notes.md#fbw-supplies): linked to WB's FBW supply by its
 * number, or given a supply draft made through WB's supplies API (since 10.09.2026; booking the
 * slot stays in WB's portal). WB's acceptance is read from the supplies sync: once the linked
 * supply is accepted (status 5), the accepted units of each size (its goods by barcode) are
 * recorded, and the shortages show per size.
 */
import type {
  linkSupplySchema,
  Transportation,
} from '@wb/shared/transportations/transportations.contract';
import { WbAuthError, WbError, WbHttpError, WbRateLimitError } from '@wb/wb/http/errors';
import type { Database } from '../../db/client';
import { decryptSecret, keyringFor } from '../../lib/secrets';
import { audit, type AuditContext } from '../audit/audit.service';
import { pickProxy } from '../api-proxies/api-proxies.service';
import { proxyUrlOf } from '../api-proxies/proxy-check';
import { SUPPLY_ACCEPTED, syncedSupply } from '../supplies/supply-goods';
import { usableTokens } from '../wb-tokens/wb-tokens.repository';
import { wbClientsFor, type WbClientDeps } from '../wb/wb-clients';
import * as repo from './transportations.repository';
import { getTransportation } from './transportations.service';
import {
  supplyNotAccepted,
  supplyNotLinked,
  transitionNotAllowed,
  transportationError,
  transportationNotFound,
} from './transportations.errors';
import { STATUS_NAMES } from './transportation-status.service';

type Link = ReturnType<typeof linkSupplySchema.parse>;

export async function linkSupply(
  database: Database,
  companyId: string,
  id: string,
  input: Link,
  ctx: AuditContext,
): Promise<Transportation> {
  await database.db.transaction(async (tx) => {
    const t = await repo.transportationRow(tx, companyId, id, true);
    if (!t) throw transportationNotFound();
    if (t.status === 'accepted' || t.status === 'cancelled')
      throw transitionNotAllowed(STATUS_NAMES[t.status], 'привязка поставки');
    const values = input.isPreorder
      ? { wbPreorderId: input.supplyId, wbSupplyId: null }
      : { wbSupplyId: input.supplyId, wbPreorderId: null };
    await repo.updateTransportation(tx, companyId, id, values);
    await audit(tx, ctx, {
      action: 'transportation.supply_linked',
      entity: 'transportation',
      entityId: id,
      before: { supplyId: t.wbSupplyId, preorderId: t.wbPreorderId },
      after: values,
    });
  });
  return getTransportation(database.db, companyId, id);
}

const wbUnavailable = (why: string) =>
  transportationError('WB_UNAVAILABLE', `Черновик поставки не создан: ${why}`, { status: 503 });

/**
 * Makes a WB supply draft with the transportation's units per barcode. The draft is made before
 * the transaction that stores its id (WB is not part of it); a repeat finds the id stored and
 * changes nothing. WB refusing a barcode: nothing is stored, WB's reason is shown.
 */
export async function createSupplyDraft(
  deps: WbClientDeps,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<Transportation> {
  const db = deps.database.db;
  const t = await repo.transportationRow(db, companyId, id);
  if (!t) throw transportationNotFound();
  if (t.wbDraftId) return getTransportation(db, companyId, id);
  const sizes = await repo.unitsBySize(db, companyId, id);
  const noBarcode = sizes.find((s) => s.barcodes.length === 0);
  if (sizes.length === 0 || noBarcode)
    throw transportationError(
      'VALIDATION_FAILED',
      noBarcode ? `У размера арт. ${noBarcode.nmId} нет баркода` : 'В перевозке нет товаров',
    );
  const token = (await usableTokens(db, t.accountId, new Date())).find((k) =>
    k.categories.includes('supplies'),
  );
  if (!token) throw wbUnavailable('у кабинета нет действующего токена WB с категорией «Поставки»');
  const proxy = await pickProxy(db, deps.config, companyId, t.accountId);
  const clients = wbClientsFor(deps, {
    token: decryptSecret(keyringFor(deps.config), token.ciphertext),
    sellerId: token.sellerId,
    interactive: true,
    ...(proxy ? { proxyUrl: proxyUrlOf(proxy.endpoint) } : {}),
  });
  let draftId: string;
  try {
    const signal = AbortSignal.timeout(25_000);
    draftId = (await clients.supplies.createDraft({ signal })).data.draftId;
    const items = sizes.map((s) => ({ sku: s.barcodes[0]!, quantity: s.units }));
    const { data } = await clients.supplies.addDraftItems(draftId, items, { signal });
    const refused = data.results.filter((r) => r.error);
    if (refused.length > 0) {
      await clients.supplies.deleteDraft(draftId, { signal }).catch(() => undefined);
      throw transportationError(
        'WB_REJECTED',
        `WB не принял баркоды: ${refused.map((r) => `${r.sku} (${r.error?.detail ?? r.error?.title ?? 'ошибка'})`).join(', ')}`,
        { status: 422 },
      );
    }
  } catch (error) {
    if (error instanceof WbRateLimitError)
      throw wbUnavailable('WB ограничивает частоту запросов, повторите через минуту');
    if (error instanceof WbAuthError)
      throw wbUnavailable('WB не принял токен кабинета (нужен персональный или сервисный токен)');
    if (error instanceof WbHttpError && error.status < 500)
      throw transportationError(
        'WB_REJECTED',
        `WB отклонил черновик: ${error.detail ?? error.status}`,
        { status: 422 },
      );
    if (error instanceof WbError) throw wbUnavailable('WB сейчас не отвечает');
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw wbUnavailable('WB не ответил вовремя');
    throw error;
  } finally {
    await clients.close();
  }
  await deps.database.db.transaction(async (tx) => {
    const locked = await repo.transportationRow(tx, companyId, id, true);
    if (!locked || locked.wbDraftId) return;
    await repo.updateTransportation(tx, companyId, id, { wbDraftId: draftId });
    await audit(tx, ctx, {
      action: 'transportation.draft_created',
      entity: 'transportation',
      entityId: id,
      after: { draftId, items: sizes.map((s) => ({ barcode: s.barcodes[0], units: s.units })) },
    });
  });
  return getTransportation(db, companyId, id);
}

/**
 * Reads WB's acceptance from the synced supply: when WB has accepted it, each size's accepted
 * units (its barcodes' goods) are recorded beside the units shipped, and the transportation is
 * accepted. An accepted one is returned as it is.
 */
export async function checkAcceptance(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<Transportation> {
  await database.db.transaction(async (tx) => {
    const t = await repo.transportationRow(tx, companyId, id, true);
    if (!t) throw transportationNotFound();
    if (t.status === 'accepted') return;
    if (t.status !== 'shipped' && t.status !== 'delivered')
      throw transitionNotAllowed(STATUS_NAMES[t.status], STATUS_NAMES.accepted);
    if (!t.wbSupplyId && !t.wbPreorderId) throw supplyNotLinked();
    const supply = await syncedSupply(tx, companyId, t.accountId, {
      supplyId: t.wbSupplyId,
      preorderId: t.wbPreorderId,
    });
    if (!supply) throw supplyNotAccepted('поставка ещё не получена синхронизацией с WB');
    if (supply.statusId !== SUPPLY_ACCEPTED)
      throw supplyNotAccepted(`статус поставки в WB — ${supply.statusId ?? 'не известен'}`);
    const accepted = new Map<string, number>();
    for (const g of supply.goods)
      accepted.set(g.barcode, (accepted.get(g.barcode) ?? 0) + (g.accepted ?? 0));
    const sizes = await repo.unitsBySize(tx, companyId, id);
    const lines = sizes.map((s) => {
      const barcode = s.barcodes.find((b) => accepted.has(b)) ?? s.barcodes[0] ?? null;
      return {
        accountId: s.accountId,
        nmId: s.nmId,
        chrtId: s.chrtId,
        barcode,
        shipped: s.units,
        accepted: s.barcodes.reduce((sum, b) => sum + (accepted.get(b) ?? 0), 0),
      };
    });
    await repo.replaceAcceptance(tx, companyId, id, lines);
    await repo.updateTransportation(tx, companyId, id, {
      status: 'accepted',
      acceptedAt: new Date(),
    });
    const shortage = lines.reduce((s, l) => s + Math.max(0, l.shipped - l.accepted), 0);
    await repo.insertEvent(
      tx,
      companyId,
      id,
      'accepted',
      ctx.actorUserId,
      shortage > 0 ? `Недостача при приёмке WB: ${shortage} шт.` : null,
    );
    await audit(tx, ctx, {
      action: 'transportation.accepted',
      entity: 'transportation',
      entityId: id,
      before: { status: t.status },
      after: { status: 'accepted', supplyId: supply.supplyId, shortage, lines },
    });
  });
  return getTransportation(database.db, companyId, id);
}
