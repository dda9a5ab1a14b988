/**
 * Creating, changing and deleting the company's tags; reading them is in tags.queries.ts, their
 * products in tags.products.ts (both served from here too).
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
  type UpdateTagInput,
} from '@wb/shared/tags/tags.contract';
import { WbHttpError } from '@wb/wb/http/errors';
import { sql } from 'drizzle-orm';
import type { DbOrTx as Tx } from '../../db/client';
import { AppError, validationFailed } from '../../lib/errors';
import { queueSync } from '../sync/sync.jobs';
import { accountsOf, duplicateName, lockScope, nameTaken, tagOf } from './tags.queries';
import { accepted, onWb, type TagDeps } from './tags.wb';

export { listTags, tagOf } from './tags.queries';
export { linkTag, tagCandidates, tagProducts } from './tags.products';

export async function createTag(
  tx: Tx,
  deps: TagDeps,
  companyId: string,
  input: CreateTagInput,
): Promise<Tag> {
  const accountId = input.accountId ?? null;
  if (accountId) {
    const [account] = await accountsOf(tx, companyId, accountId);
    if (!account) throw validationFailed({ accountId: ['Кабинет не найден'] }, 'Кабинет не найден');
  }
  await lockScope(tx, companyId, accountId);
  if (await nameTaken(tx, companyId, accountId, input.name)) throw duplicateName(!!accountId);
  const { rows: counted } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM tags WHERE company_id = ${companyId}::uuid
       AND ${accountId ? sql`account_id = ${accountId}::uuid` : sql`account_id IS NULL`}`);
  const count = Number(counted[0]?.n ?? 0);
  if (!accountId) {
    if (count >= TAG_LIMITS.ownPerCompany) {
      throw new AppError(
        'TAG_LIMIT',
        `Собственных ярлыков может быть не больше ${TAG_LIMITS.ownPerCompany}`,
        400,
      );
    }
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO tags (company_id, name, color)
      VALUES (${companyId}::uuid, ${input.name}, ${input.color}) RETURNING id`);
    return tagOf(tx, companyId, rows[0]!.id);
  }
  if (count >= TAG_LIMITS.wbPerSeller) {
    throw new AppError(
      'TAG_LIMIT',
      `В кабинете уже ${TAG_LIMITS.wbPerSeller} ярлыков WB — больше WB не разрешает. Удалите ненужный ярлык`,
      400,
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
    throw new AppError(
      'WB_PENDING',
      'Ярлык создан в WB, но WB пока не вернул его номер: он появится здесь после синхронизации ярлыков',
      502,
    );
  }
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO tags (company_id, account_id, wb_tag_id, name, color, raw)
    VALUES (${companyId}::uuid, ${accountId}::uuid, ${created.tag.id}, ${created.tag.name ?? input.name},
            ${created.tag.color ?? input.color}, ${JSON.stringify(created.raw)}::jsonb)
    ON CONFLICT (account_id, wb_tag_id) DO UPDATE
       SET name = EXCLUDED.name, color = EXCLUDED.color, raw = EXCLUDED.raw
    RETURNING id`);
  return tagOf(tx, companyId, rows[0]!.id);
}

export async function updateTag(
  tx: Tx,
  deps: TagDeps,
  companyId: string,
  id: string,
  patch: UpdateTagInput,
): Promise<Tag> {
  const before = await tagOf(tx, companyId, id);
  await lockScope(tx, companyId, before.accountId);
  const tag = await tagOf(tx, companyId, id, true);
  const wb = tag.accountId !== null;
  const name = patch.name ?? tag.name;
  const color = patch.color ?? tag.color;
  if (wb && patch.name !== undefined && name.length > tagNameLimit(true)) {
    throw validationFailed({ name: [WB_TAG_NAME_MESSAGE] }, WB_TAG_NAME_MESSAGE);
  }
  if (patch.name !== undefined && (await nameTaken(tx, companyId, tag.accountId, name, id))) {
    throw duplicateName(wb);
  }
  if (name === tag.name && color === tag.color) return tag;
  if (wb) {
    // WB replaces both the name and the colour; a synced colour outside the palette stays out.
    const body: { name: string; color?: string } = { name };
    if (color && (WB_TAG_COLOURS as readonly string[]).includes(color)) body.color = color;
    await onWb(tx, deps, companyId, tag.accountId!, async (content, signal) =>
      accepted(await content.updateTag(tag.wbTagId!, body, { signal })),
    );
  }
  await tx.execute(sql`
    UPDATE tags SET name = ${name}, color = ${color},
           raw = CASE WHEN raw IS NULL THEN NULL
                      ELSE raw || jsonb_build_object('name', ${name}::text, 'color', ${color}::text) END
     WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`);
  return tagOf(tx, companyId, id);
}

/** WB says the tag is gone already: the state asked for is reached. */
const goneOnWb = (error: unknown) =>
  (error instanceof AppError && /не существует/i.test(error.message)) ||
  (error instanceof WbHttpError && error.status === 404);

export async function deleteTag(tx: Tx, deps: TagDeps, companyId: string, id: string) {
  const before = await tagOf(tx, companyId, id);
  await lockScope(tx, companyId, before.accountId);
  const tag = await tagOf(tx, companyId, id, true);
  if (tag.accountId) {
    await onWb(tx, deps, companyId, tag.accountId, async (content, signal) => {
      try {
        accepted(await content.deleteTag(tag.wbTagId!, { signal }));
      } catch (error) {
        if (!goneOnWb(error)) throw error;
      }
    });
  }
  await tx.execute(
    sql`DELETE FROM tags WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`,
  );
}
