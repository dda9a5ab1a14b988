/**
 * The company's tags: reading them, and creating, changing and deleting one — each change in
 * one transaction with its audit row. Their products are in tag-products.service.ts.
 *
 * Tags of a WB account are changed on WB first, synchronously, and only then here, inside one
 * transaction that also holds the account's tag lock: WB's refusal (or silence) rolls back
 * everything, so the user sees at once why nothing changed. A background job would have to show
 * a tag that is "being created" and undo it later; tag writes are single, cheap WB calls
 * (100 a minute per seller, 5 at once), so the wait is short — bounded by WB_DEADLINE_MS
 * (tags.wb.ts) including the wait for the rate limiter.
 */
import {
  TAG_LIMITS,
  tagNameLimit,
  WB_TAG_COLOURS,
  WB_TAG_NAME_MESSAGE,
  type CreateTagInput,
  type Tag,
  type TagsList,
  type UpdateTagInput,
} from '@wb/shared/tags/tags.contract';
import { WbHttpError } from '@wb/wb/http/errors';
import type { Db, DbOrTx as Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { queueSync } from '../sync/sync.jobs';
import { duplicateName, fieldError, tagNotFound, tagsError } from './tags.errors';
import * as repo from './tags.repository';
import { accepted, onWb, type TagDeps } from './tags.wb';

const entity = 'tag';

export function listTags(db: Db, companyId: string): Promise<TagsList> {
  return repo.tagsOf(db, companyId);
}

/** One tag of the company (404 otherwise); `lock` holds its row until the transaction ends. */
export async function tagOf(tx: Tx, companyId: string, id: string, lock = false): Promise<Tag> {
  const tag = await repo.findTag(tx, companyId, id, lock);
  if (!tag) throw tagNotFound();
  return tag;
}

/**
 * The tag locked for a change: its scope's lock first (one writer per account or per the
 * company's own tags), then its row.
 */
export async function lockedTag(tx: Tx, companyId: string, id: string) {
  const before = await tagOf(tx, companyId, id);
  await repo.lockScope(tx, companyId, before.accountId);
  return { before, tag: await tagOf(tx, companyId, id, true) };
}

export async function createTag(
  deps: TagDeps,
  companyId: string,
  input: CreateTagInput,
  context: AuditContext,
): Promise<Tag> {
  return deps.database.db.transaction(async (tx) => {
    const after = await insertTag(tx, deps, companyId, input);
    await audit(tx, context, { action: 'tag.created', entity, entityId: after.id, after });
    return after;
  });
}

async function insertTag(
  tx: Tx,
  deps: TagDeps,
  companyId: string,
  input: CreateTagInput,
): Promise<Tag> {
  const accountId = input.accountId ?? null;
  if (accountId) {
    const [account] = await repo.accountsOf(tx, companyId, accountId);
    if (!account) throw fieldError('accountId', 'Кабинет не найден');
  }
  await repo.lockScope(tx, companyId, accountId);
  if (await repo.nameTaken(tx, companyId, accountId, input.name)) throw duplicateName(!!accountId);
  const count = await repo.countInScope(tx, companyId, accountId);
  if (!accountId) {
    if (count >= TAG_LIMITS.ownPerCompany) {
      throw tagsError(
        'TAG_LIMIT',
        `Собственных ярлыков может быть не больше ${TAG_LIMITS.ownPerCompany}`,
      );
    }
    return tagOf(tx, companyId, await repo.insertOwnTag(tx, companyId, input.name, input.color));
  }
  if (count >= TAG_LIMITS.wbPerSeller) {
    throw tagsError(
      'TAG_LIMIT',
      `В кабинете уже ${TAG_LIMITS.wbPerSeller} ярлыков WB — больше WB не разрешает. Удалите ненужный ярлык`,
    );
  }
  // WB's answer to a create has no id: the new tag is found by its name (unique per seller).
  const created = await onWb(tx, deps, companyId, accountId, async (content, signal) => {
    accepted(await content.createTag({ name: input.name, color: input.color }, { signal }));
    try {
      const { data, raw } = await content.tags({ signal });
      const list = data.data;
      const rawList = (raw as { data?: unknown[] } | null)?.data;
      const i = list.findIndex((t) => t.name === input.name);
      return i < 0 ? null : { tag: list[i]!, raw: Array.isArray(rawList) ? rawList[i] : list[i] };
    } catch {
      return null;
    }
  });
  if (!created) {
    // Created on WB, not known here yet: the tags sync brings it (queued now).
    if (deps.queue) await queueSync(deps.queue, [{ accountId, dataset: 'tags' }]);
    throw tagsError(
      'WB_PENDING',
      'Ярлык создан в WB, но WB пока не вернул его номер: он появится здесь после синхронизации ярлыков',
      { status: 502 },
    );
  }
  const id = await repo.upsertWbTag(tx, companyId, accountId, {
    wbTagId: created.tag.id,
    name: created.tag.name ?? input.name,
    color: created.tag.color ?? input.color,
    raw: created.raw,
  });
  return tagOf(tx, companyId, id);
}

export async function updateTag(
  deps: TagDeps,
  companyId: string,
  id: string,
  patch: UpdateTagInput,
  context: AuditContext,
): Promise<Tag> {
  return deps.database.db.transaction(async (tx) => {
    const { before, tag } = await lockedTag(tx, companyId, id);
    const wb = tag.accountId !== null;
    const name = patch.name ?? tag.name;
    const color = patch.color ?? tag.color;
    if (wb && patch.name !== undefined && name.length > tagNameLimit(true)) {
      throw fieldError('name', WB_TAG_NAME_MESSAGE);
    }
    if (
      patch.name !== undefined &&
      (await repo.nameTaken(tx, companyId, tag.accountId, name, id))
    ) {
      throw duplicateName(wb);
    }
    let after = tag;
    if (name !== tag.name || color !== tag.color) {
      if (wb) {
        // WB replaces both the name and the colour; a synced colour outside the palette stays out.
        const body: { name: string; color?: string } = { name };
        if (color && (WB_TAG_COLOURS as readonly string[]).includes(color)) body.color = color;
        await onWb(tx, deps, companyId, tag.accountId!, async (content, signal) =>
          accepted(await content.updateTag(tag.wbTagId!, body, { signal })),
        );
      }
      await repo.setNameAndColour(tx, companyId, id, name, color);
      after = await tagOf(tx, companyId, id);
    }
    await audit(tx, context, { action: 'tag.updated', entity, entityId: id, before, after });
    return after;
  });
}

/** WB says the tag is gone already: the state asked for is reached. */
const goneOnWb = (error: unknown) =>
  (error instanceof AppError && /не существует/i.test(error.message)) ||
  (error instanceof WbHttpError && error.status === 404);

export async function deleteTag(
  deps: TagDeps,
  companyId: string,
  id: string,
  context: AuditContext,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const { before, tag } = await lockedTag(tx, companyId, id);
    if (tag.accountId) {
      await onWb(tx, deps, companyId, tag.accountId, async (content, signal) => {
        try {
          accepted(await content.deleteTag(tag.wbTagId!, { signal }));
        } catch (error) {
          if (!goneOnWb(error)) throw error;
        }
      });
    }
    await repo.removeTag(tx, companyId, id);
    await audit(tx, context, { action: 'tag.deleted', entity, entityId: id, before });
  });
}
