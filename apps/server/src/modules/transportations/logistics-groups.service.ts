/**
 * Logistics groups (docs/domain.md#transportations): a trip carrying several transportations.
 * Its cost is split across the transportations that travel (not cancelled) by volume, in kopecks
 * that add up to the cost exactly (largest remainder, @wb/shared cost-split.ts); a share that
 * cannot be known (no cost, a transportation without a volume) is missing with its reason, never
 * 0. Its status follows theirs (groupStatus). Each change is one transaction with its audit row.
 */
import {
  groupStatus,
  type LogisticsGroup,
  type logisticsGroupInputSchema,
} from '@wb/shared/transportations/logistics-groups.contract';
import {
  fromKopecks,
  splitByLargestRemainder,
  toKopecks,
  toMillilitres,
} from '@wb/shared/transportations/cost-split';
import type { TransportationStatus } from '@wb/shared/transportations/transportations.contract';
import { toMoneyString } from '@wb/shared';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import * as repo from './logistics-groups.repository';
import { bad, groupNotFound } from './transportations.errors';

type Input = ReturnType<typeof logisticsGroupInputSchema.parse>;

export interface Shares {
  shares: Map<string, string>;
  /** Why there are no shares; null when there are. */
  reason: string | null;
}

/** The split of a group's cost over its members, from their volumes. */
export function sharesOf(
  cost: string | null,
  rows: { id: string; number: number; status: string; volume: string | null }[],
): Shares {
  const live = rows.filter((r) => r.status !== 'cancelled');
  const none = (reason: string): Shares => ({ shares: new Map(), reason });
  if (cost === null) return none('стоимость рейса не указана');
  if (live.length === 0) return none('в рейсе нет перевозок');
  const unknown = live.filter((r) => r.volume === null);
  if (unknown.length > 0)
    return none(`не известен объём перевозок № ${unknown.map((r) => r.number).join(', ')}`);
  const parts = splitByLargestRemainder(
    toKopecks(cost),
    live.map((r) => toMillilitres(r.volume!)),
  );
  if (!parts) return none('объём перевозок рейса равен нулю');
  return { shares: new Map(live.map((r, i) => [r.id, fromKopecks(parts[i]!)])), reason: null };
}

export async function groupShares(db: DbOrTx, companyId: string, groupId: string): Promise<Shares> {
  const g = await repo.groupRow(db, companyId, groupId);
  const rows = await repo.members(db, companyId, groupId);
  return sharesOf(
    g?.cost ?? null,
    rows.map((r) => ({
      id: String(r.id),
      number: Number(r.number),
      status: String(r.status),
      volume: (r.volume as string | null) ?? null,
    })),
  );
}

const sum = (values: (string | null)[]) =>
  values.some((v) => v === null)
    ? null
    : (values.reduce((s, v) => s + toMillilitres(v!), 0n) / 1n).toString();

export async function getLogisticsGroup(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<LogisticsGroup> {
  const g = await repo.groupRow(db, companyId, id);
  if (!g) throw groupNotFound();
  const rows = (await repo.members(db, companyId, id)).map((r) => ({
    id: String(r.id),
    number: Number(r.number),
    year: Number(r.year),
    status: r.status as TransportationStatus,
    wbWarehouse: String(r.wb_warehouse),
    volume: (r.volume as string | null) ?? null,
    weight: (r.weight as string | null) ?? null,
  }));
  const { shares, reason } = sharesOf(g.cost, rows);
  const live = rows.filter((r) => r.status !== 'cancelled');
  const litres = (ml: string | null) => (ml === null ? null : (Number(ml) / 1000).toFixed(3));
  return {
    id: g.id,
    name: g.name,
    date: g.date,
    status: groupStatus(rows.map((r) => r.status)),
    carrier: g.carrier,
    vehicle: g.vehicle,
    cost: g.cost === null ? null : toMoneyString(g.cost),
    comment: g.comment,
    volume: live.length ? litres(sum(live.map((r) => r.volume))) : null,
    weight: live.length ? litres(sum(live.map((r) => r.weight))) : null,
    costReason: reason,
    transportations: rows.map((r) => ({ ...r, costShare: shares.get(r.id) ?? null })),
    author: await repo.authorName(db, g.authorId),
    createdAt: g.createdAt.toISOString(),
  };
}

const values = (input: Input): repo.GroupValues => ({
  name: input.name,
  date: input.date,
  carrier: input.carrier || null,
  vehicle: input.vehicle || null,
  cost: input.cost ? toMoneyString(input.cost.replace(',', '.')) : null,
  comment: input.comment || null,
});

/** The transportations exist in the company and none is cancelled. */
async function setMembers(tx: Tx, companyId: string, groupId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await repo.lockTransportations(tx, companyId, unique);
  if (found.length !== unique.length)
    throw bad('Перевозка не найдена', { transportationIds: ['Перевозка не найдена'] });
  const cancelled = found.filter((t) => t.status === 'cancelled');
  if (cancelled.length > 0) {
    const message = `Отменённая перевозка № ${cancelled[0]!.number}/${cancelled[0]!.year} в рейс не едет`;
    throw bad(message, { transportationIds: [message] });
  }
  await repo.setMembers(tx, companyId, groupId, unique);
}

export async function createLogisticsGroup(
  database: Database,
  companyId: string,
  input: Input,
  ctx: AuditContext,
): Promise<LogisticsGroup> {
  const id = await database.db.transaction(async (tx) => {
    const id = await repo.insertGroup(tx, companyId, {
      ...values(input),
      authorId: ctx.actorUserId,
    });
    await setMembers(tx, companyId, id, input.transportationIds);
    await audit(tx, ctx, {
      action: 'logistics_group.created',
      entity: 'logistics_group',
      entityId: id,
      after: input,
    });
    return id;
  });
  return getLogisticsGroup(database.db, companyId, id);
}

export async function updateLogisticsGroup(
  database: Database,
  companyId: string,
  id: string,
  input: Input,
  ctx: AuditContext,
): Promise<LogisticsGroup> {
  await database.db.transaction(async (tx) => {
    if (!(await repo.groupRow(tx, companyId, id, true))) throw groupNotFound();
    await repo.updateGroup(tx, companyId, id, values(input));
    await setMembers(tx, companyId, id, input.transportationIds);
    await audit(tx, ctx, {
      action: 'logistics_group.updated',
      entity: 'logistics_group',
      entityId: id,
      after: input,
    });
  });
  return getLogisticsGroup(database.db, companyId, id);
}

export async function deleteLogisticsGroup(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const g = await repo.groupRow(tx, companyId, id, true);
    if (!g) throw groupNotFound();
    await repo.deleteGroup(tx, companyId, id);
    await audit(tx, ctx, {
      action: 'logistics_group.deleted',
      entity: 'logistics_group',
      entityId: id,
      before: { name: g.name },
    });
  });
}
