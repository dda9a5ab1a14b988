import {
  TAG_LIMITS,
  tagNameLimit,
  WB_TAG_COLOURS,
  WB_TAG_NAME_MESSAGE,
  type CreateTagInput,
  type LinkTagInput,
  type LinkTagResult,
  type ProductRef,
  type Tag,
  type TagAccount,
  type TagProduct,
  type TagReadOnlyReason,
  type TagsList,
  type UpdateTagInput,
} from '@wb/shared/catalog/tags.contract';
import type { WbContentClient } from '@wb/wb/clients/content';
import {
  WbAuthError,
  WbError,
  WbHttpError,
  WbRateLimitError,
  WbResponseError,
} from '@wb/wb/http/errors';
import { sql } from 'drizzle-orm';
import type { DbOrTx as Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { decryptSecret, keyringFor } from '../../lib/secrets';
import { pickProxy } from '../api-proxies/api-proxies.service';
import { proxyUrlOf } from '../api-proxies/proxy-check';
import { queueSync } from '../sync/sync.jobs';
import { wbClientsFor, type WbClientDeps } from '../wb/wb-clients';

/*
 * Tags of a WB account are changed on WB first, synchronously, and only then here, inside one
 * transaction that also holds the account's tag lock: WB's refusal (or silence) rolls back
 * everything, so the user sees at once why nothing changed. A background job would have to show
 * a tag that is "being created" and undo it later; tag writes are single, cheap WB calls
 * (100 a minute per seller, 5 at once), so the wait is short — bounded by WB_DEADLINE_MS
 * including the wait for the rate limiter.
 */

export interface TagDeps extends WbClientDeps {
  queue?: JobQueue;
}

/** The whole WB side of one request, limiter wait included. */
export const WB_DEADLINE_MS = { value: 25_000 };

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

const READ_ONLY_MESSAGES: Record<TagReadOnlyReason, string> = {
  noToken: 'У кабинета нет действующего токена WB: ярлыки WB доступны только для просмотра',
  noContent:
    'Токен кабинета без категории «Контент»: ярлыки WB доступны только для просмотра — добавьте токен с этой категорией',
  readOnlyToken:
    'Токен кабинета только для чтения: ярлыки WB доступны только для просмотра — добавьте токен с правом записи',
};

/** Whether each account of the company has a token that may change its tags on WB. */
async function accountsOf(tx: Tx, companyId: string, accountId?: string) {
  const { rows } = await tx.execute<{
    id: string;
    name: string;
    tag_count: number;
    any_token: boolean;
    content: boolean;
    writable: boolean;
  }>(sql`
    SELECT a.id, a.name,
           (SELECT count(*)::int FROM tags g WHERE g.account_id = a.id) AS tag_count,
           coalesce(bool_or(t.id IS NOT NULL), false) AS any_token,
           coalesce(bool_or('content' = ANY (t.categories)), false) AS content,
           coalesce(bool_or('content' = ANY (t.categories) AND NOT t.read_only), false) AS writable
      FROM wb_accounts a
      LEFT JOIN wb_tokens t ON t.account_id = a.id AND NOT t.rejected AND t.expires_at > now()
     WHERE a.company_id = ${companyId}::uuid
       ${accountId ? sql`AND a.id = ${accountId}::uuid` : sql``}
     GROUP BY a.id
     ORDER BY lower(a.name), a.id`);
  return rows.map((r): TagAccount => ({
    id: r.id,
    name: r.name,
    tagCount: Number(r.tag_count),
    readOnly: r.writable
      ? null
      : !r.any_token
        ? 'noToken'
        : !r.content
          ? 'noContent'
          : 'readOnlyToken',
  }));
}

const TAG_SELECT = sql`
  SELECT g.id, g.name, g.color, g.account_id, a.name AS account_name, g.wb_tag_id,
         (SELECT count(*)::int FROM product_tags pt WHERE pt.tag_id = g.id) AS product_count
    FROM tags g
    LEFT JOIN wb_accounts a ON a.id = g.account_id`;

function toTag(r: Row, readOnly: Map<string, TagReadOnlyReason | null>): Tag {
  const accountId = text(r.account_id);
  return {
    id: String(r.id),
    name: String(r.name),
    color: text(r.color),
    accountId,
    accountName: text(r.account_name),
    wbTagId: r.wb_tag_id === null ? null : Number(r.wb_tag_id),
    productCount: Number(r.product_count),
    readOnly: !accountId ? null : readOnly.has(accountId) ? readOnly.get(accountId)! : 'noToken',
  };
}

const readOnlyMap = (accounts: TagAccount[]) => new Map(accounts.map((a) => [a.id, a.readOnly]));

export async function listTags(tx: Tx, companyId: string): Promise<TagsList> {
  const accounts = await accountsOf(tx, companyId);
  const { rows } = await tx.execute<Row>(sql`${TAG_SELECT}
     WHERE g.company_id = ${companyId}::uuid
     ORDER BY g.account_id IS NOT NULL, lower(a.name), lower(g.name), g.id`);
  const map = readOnlyMap(accounts);
  return { tags: rows.map((r) => toTag(r, map)), accounts };
}

export async function tagOf(tx: Tx, companyId: string, id: string, lock = false): Promise<Tag> {
  const { rows } = await tx.execute<Row>(sql`${TAG_SELECT}
     WHERE g.company_id = ${companyId}::uuid AND g.id = ${id}::uuid
     ${lock ? sql`FOR UPDATE OF g` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound('Ярлык не найден');
  const accountId = text(row.account_id);
  const accounts = accountId ? await accountsOf(tx, companyId, accountId) : [];
  return toTag(row, readOnlyMap(accounts));
}

/** One writer at a time per tag scope (an account, or the company's own tags). */
async function lockScope(tx: Tx, companyId: string, accountId: string | null) {
  const key = accountId ? `tags:account:${accountId}` : `tags:own:${companyId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function nameTaken(
  tx: Tx,
  companyId: string,
  accountId: string | null,
  name: string,
  except?: string,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM tags
     WHERE company_id = ${companyId}::uuid
       AND ${accountId ? sql`account_id = ${accountId}::uuid` : sql`account_id IS NULL`}
       AND lower(btrim(name)) = lower(${name})
       ${except ? sql`AND id <> ${except}::uuid` : sql``}
     LIMIT 1`);
  return rows.length > 0;
}

const duplicateName = (wb: boolean) =>
  validationFailed(
    {
      name: [
        wb
          ? 'В этом кабинете WB уже есть ярлык с таким названием'
          : 'Ярлык с таким названием уже есть',
      ],
    },
    'Ярлык с таким названием уже есть',
  );

// --- WB -------------------------------------------------------------------------------------

/** WB refused the change: its reason, in WB's words. Nothing was changed here. */
const wbRejected = (reason: string | undefined) =>
  new AppError(
    'WB_REJECTED',
    `WB отклонил изменение${reason ? `: ${reason}` : ''}. Здесь ничего не изменилось`,
    422,
  );

function wbFailure(error: unknown, deadline: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  if (deadline.aborted) {
    return new AppError(
      'WB_UNAVAILABLE',
      'WB не ответил вовремя или исчерпан лимит запросов к ярлыкам: ничего не изменилось, повторите через минуту',
      503,
    );
  }
  if (error instanceof WbAuthError) {
    return new AppError(
      'WB_REJECTED',
      `WB не принял токен кабинета (${error.status})${error.detail ? `: ${error.detail}` : ''}. Ничего не изменилось — проверьте токен в настройках`,
      422,
    );
  }
  if (error instanceof WbRateLimitError) {
    return new AppError(
      'WB_RATE_LIMITED',
      'WB ограничивает частоту запросов к ярлыкам: ничего не изменилось, повторите через минуту',
      429,
    );
  }
  if (error instanceof WbHttpError && error.status < 500) return wbRejected(error.detail);
  if (error instanceof WbResponseError) {
    return new AppError('WB_UNAVAILABLE', 'WB ответил непонятно: ничего не изменилось', 502);
  }
  if (error instanceof WbError) {
    return new AppError(
      'WB_UNAVAILABLE',
      'WB сейчас не отвечает: ничего не изменилось, повторите позже',
      503,
    );
  }
  throw error;
}

/** A content-API answer with `error: true` (WB answers some refusals with 200). */
function accepted(answer: { data: { error?: boolean | null; errorText?: string | null } }) {
  if (answer.data.error) throw wbRejected(answer.data.errorText ?? undefined);
}

/** The newest token of the account that may write content, decrypted; else why not. */
async function writeToken(tx: Tx, deps: TagDeps, companyId: string, accountId: string) {
  const { rows } = await tx.execute<{ ciphertext: string; seller_id: string }>(sql`
    SELECT t.ciphertext, t.seller_id FROM wb_tokens t
     WHERE t.company_id = ${companyId}::uuid AND t.account_id = ${accountId}::uuid
       AND NOT t.rejected AND t.expires_at > now() AND NOT t.read_only
       AND 'content' = ANY (t.categories)
     ORDER BY t.expires_at DESC LIMIT 1`);
  const row = rows[0];
  if (!row) {
    const [account] = await accountsOf(tx, companyId, accountId);
    const reason = account?.readOnly ?? 'noToken';
    throw new AppError('TAG_READ_ONLY', READ_ONLY_MESSAGES[reason], 409);
  }
  return { token: decryptSecret(keyringFor(deps.config), row.ciphertext), sellerId: row.seller_id };
}

/** Runs `fn` with the account's content client (its proxy, the shared limiter). */
async function onWb<T>(
  tx: Tx,
  deps: TagDeps,
  companyId: string,
  accountId: string,
  fn: (content: WbContentClient, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { token, sellerId } = await writeToken(tx, deps, companyId, accountId);
  const proxy = await pickProxy(tx, deps.config, companyId, accountId);
  const clients = wbClientsFor(deps, {
    token,
    sellerId,
    interactive: true,
    ...(proxy ? { proxyUrl: proxyUrlOf(proxy.endpoint) } : {}),
  });
  const deadline = AbortSignal.timeout(WB_DEADLINE_MS.value);
  try {
    return await fn(clients.content, deadline);
  } catch (error) {
    throw wbFailure(error, deadline);
  } finally {
    await clients.close();
  }
}

// --- tags -----------------------------------------------------------------------------------

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

// --- products -------------------------------------------------------------------------------

const PRODUCT_SELECT = sql`
  SELECT p.account_id, a.name AS account_name, p.nm_id, p.vendor_code, p.title, p.in_trash,
         coalesce(p.photos -> 0 ->> 'c246x328', p.photos -> 0 ->> 'tm', p.photos -> 0 ->> 'big') AS photo
    FROM products p
    JOIN wb_accounts a ON a.id = p.account_id`;

function toProduct(r: Row): TagProduct {
  return {
    accountId: String(r.account_id),
    accountName: String(r.account_name),
    nmId: Number(r.nm_id),
    vendorCode: text(r.vendor_code),
    title: text(r.title),
    photo: text(r.photo),
    inTrash: r.in_trash === true,
  };
}

/** nmID (digits), vendor code or title. */
function searchOf(q: string | undefined) {
  const term = q?.trim();
  if (!term) return sql``;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byNm = /^\d{1,15}$/.test(term) ? sql`p.nm_id = ${Number(term)} OR ` : sql``;
  return sql`AND (${byNm}p.vendor_code ILIKE ${like} OR p.title ILIKE ${like})`;
}

export async function tagProducts(
  tx: Tx,
  companyId: string,
  id: string,
  query: { q?: string | undefined; page: number; pageSize: number },
) {
  await tagOf(tx, companyId, id);
  const where = sql`WHERE p.company_id = ${companyId}::uuid
       AND EXISTS (SELECT FROM product_tags pt WHERE pt.tag_id = ${id}::uuid
                      AND pt.account_id = p.account_id AND pt.nm_id = p.nm_id)
       ${searchOf(query.q)}`;
  const [{ rows }, { rows: total }] = await Promise.all([
    tx.execute<Row>(sql`${PRODUCT_SELECT} ${where}
       ORDER BY p.in_trash, p.vendor_code NULLS LAST, p.nm_id, p.account_id
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p ${where}`),
  ]);
  return {
    items: rows.map(toProduct),
    total: Number(total[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Products the tag is not on yet: a WB tag goes only on cards of its own account. */
export async function tagCandidates(
  tx: Tx,
  companyId: string,
  id: string,
  q: string | undefined,
): Promise<TagProduct[]> {
  const tag = await tagOf(tx, companyId, id);
  const { rows } = await tx.execute<Row>(sql`${PRODUCT_SELECT}
     WHERE p.company_id = ${companyId}::uuid
       ${tag.accountId ? sql`AND p.account_id = ${tag.accountId}::uuid` : sql``}
       AND NOT EXISTS (SELECT FROM product_tags pt WHERE pt.tag_id = ${id}::uuid
                          AND pt.account_id = p.account_id AND pt.nm_id = p.nm_id)
       ${searchOf(q)}
     ORDER BY p.in_trash, p.vendor_code NULLS LAST, p.nm_id, p.account_id
     LIMIT 20`);
  return rows.map(toProduct);
}

const refKey = (r: ProductRef) => `${r.accountId}:${r.nmId}`;

function distinct(refs: readonly ProductRef[]): ProductRef[] {
  const seen = new Map<string, ProductRef>();
  for (const r of refs) seen.set(refKey(r), r);
  return [...seen.values()];
}

/** Every ref must be a product of the company (of the tag's account for a WB tag). */
async function checkProducts(tx: Tx, companyId: string, tag: Tag, refs: ProductRef[]) {
  if (refs.length === 0) return;
  const { rows } = await tx.execute<{ account_id: string; nm_id: number }>(sql`
    SELECT p.account_id, p.nm_id FROM products p
      JOIN jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) AS r("accountId" uuid, "nmId" bigint)
        ON r."accountId" = p.account_id AND r."nmId" = p.nm_id
     WHERE p.company_id = ${companyId}::uuid`);
  const found = new Set(rows.map((r) => `${r.account_id}:${Number(r.nm_id)}`));
  const missing = refs.filter((r) => !found.has(refKey(r)));
  if (missing.length > 0) {
    const list = missing
      .slice(0, 5)
      .map((r) => r.nmId)
      .join(', ');
    throw validationFailed(
      { add: [`Товары не найдены: ${list}`] },
      `Товары не найдены: ${list}${missing.length > 5 ? ' и другие' : ''}`,
    );
  }
  if (tag.accountId && refs.some((r) => r.accountId !== tag.accountId)) {
    const message = `Ярлык кабинета «${tag.accountName ?? ''}» можно поставить только на товары этого кабинета`;
    throw validationFailed({ add: [message] }, message);
  }
}

/**
 * Puts the tag on products and takes it off. An own tag: one statement each way. A WB tag: WB
 * sets the whole tag list of one card per call (`tag/nomenclature/link`, tagsIDs replaces the
 * card's tags), so each card gets its list as known here ± this tag; a card WB refuses is
 * reported and left unchanged, the others are changed here as on WB.
 */
export async function linkTag(
  tx: Tx,
  deps: TagDeps,
  companyId: string,
  id: string,
  input: LinkTagInput,
): Promise<LinkTagResult> {
  const before = await tagOf(tx, companyId, id);
  await lockScope(tx, companyId, before.accountId);
  const tag = await tagOf(tx, companyId, id, true);
  const removeKeys = new Set(input.remove.map(refKey));
  const add = distinct(input.add).filter((r) => !removeKeys.has(refKey(r)));
  const remove = distinct(input.remove);
  await checkProducts(tx, companyId, tag, [...add, ...remove]);

  if (!tag.accountId) {
    const linked = add.length
      ? await tx.execute(sql`
          INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
          SELECT ${companyId}::uuid, r."accountId", r."nmId", ${id}::uuid
            FROM jsonb_to_recordset(${JSON.stringify(add)}::jsonb) AS r("accountId" uuid, "nmId" bigint)
          ON CONFLICT DO NOTHING`)
      : { rowCount: 0 };
    const unlinked = remove.length
      ? await tx.execute(sql`
          DELETE FROM product_tags pt
           USING jsonb_to_recordset(${JSON.stringify(remove)}::jsonb) AS r("accountId" uuid, "nmId" bigint)
           WHERE pt.tag_id = ${id}::uuid AND pt.account_id = r."accountId" AND pt.nm_id = r."nmId"`)
      : { rowCount: 0 };
    return { linked: linked.rowCount ?? 0, unlinked: unlinked.rowCount ?? 0, failed: [] };
  }

  const accountId = tag.accountId;
  if (add.length + remove.length > TAG_LIMITS.wbLinkBatch) {
    throw new AppError(
      'TAG_BATCH_TOO_LARGE',
      `Ярлык WB можно поставить или снять не больше чем у ${TAG_LIMITS.wbLinkBatch} товаров за раз: WB меняет карточки по одной`,
      400,
    );
  }
  // The WB tags each card carries now (as the last sync and the changes made here say).
  const cards = [...add, ...remove].map((r) => r.nmId);
  const { rows } = await tx.execute<{ nm_id: number; wb_tag_id: number }>(sql`
    SELECT pt.nm_id, g.wb_tag_id FROM product_tags pt JOIN tags g ON g.id = pt.tag_id
     WHERE pt.account_id = ${accountId}::uuid AND pt.nm_id = ANY (${sql.param(cards)}::bigint[])
       AND g.account_id = ${accountId}::uuid AND g.wb_tag_id IS NOT NULL
     ORDER BY pt.nm_id, g.wb_tag_id`);
  const current = new Map<number, number[]>();
  for (const r of rows) {
    const nm = Number(r.nm_id);
    current.set(nm, [...(current.get(nm) ?? []), Number(r.wb_tag_id)]);
  }
  const wbTagId = tag.wbTagId!;
  const plan: { ref: ProductRef; adding: boolean; tagIds: number[] }[] = [];
  const failed: LinkTagResult['failed'] = [];
  for (const ref of add) {
    const now = current.get(ref.nmId) ?? [];
    if (now.includes(wbTagId)) continue;
    if (now.length >= TAG_LIMITS.wbPerCard) {
      failed.push({
        ...ref,
        message: `На карточке уже ${TAG_LIMITS.wbPerCard} ярлыков WB — больше WB не разрешает`,
      });
      continue;
    }
    plan.push({ ref, adding: true, tagIds: [...now, wbTagId] });
  }
  for (const ref of remove) {
    const now = current.get(ref.nmId) ?? [];
    if (!now.includes(wbTagId)) continue;
    plan.push({ ref, adding: false, tagIds: now.filter((t) => t !== wbTagId) });
  }
  const done: { ref: ProductRef; adding: boolean }[] = [];
  if (plan.length > 0) {
    await onWb(tx, deps, companyId, accountId, async (content, signal) => {
      for (const [i, step] of plan.entries()) {
        try {
          accepted(
            await content.linkTags({ nmID: step.ref.nmId, tagsIDs: step.tagIds }, { signal }),
          );
          done.push(step);
        } catch (error) {
          const failure = wbFailure(error, signal);
          // A refusal concerns this card; anything else (token, WB down, deadline) stops here.
          if (failure.code === 'WB_REJECTED' && !(error instanceof WbAuthError)) {
            failed.push({ ...step.ref, message: failure.message });
            continue;
          }
          if (done.length === 0) throw failure;
          const left = plan.slice(i).map((s) => ({ ...s.ref, message: failure.message }));
          failed.push(...left);
          return;
        }
      }
    });
  }
  if (done.length === 0 && failed.length > 0) {
    // Nothing changed anywhere: the request failed, and says why.
    const first = failed[0]!;
    throw new AppError(
      'TAG_LINK_FAILED',
      failed.length === 1
        ? `Товар ${first.nmId}: ${first.message}`
        : `Ни один товар не изменён (${failed.length}). Товар ${first.nmId}: ${first.message}`,
      422,
    );
  }
  const added = done.filter((d) => d.adding).map((d) => d.ref);
  const removed = done.filter((d) => !d.adding).map((d) => d.ref);
  if (added.length) {
    await tx.execute(sql`
      INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
      SELECT ${companyId}::uuid, ${accountId}::uuid, nm, ${id}::uuid
        FROM unnest(${sql.param(added.map((r) => r.nmId))}::bigint[]) AS nm
      ON CONFLICT DO NOTHING`);
  }
  if (removed.length) {
    await tx.execute(sql`
      DELETE FROM product_tags WHERE tag_id = ${id}::uuid AND account_id = ${accountId}::uuid
         AND nm_id = ANY (${sql.param(removed.map((r) => r.nmId))}::bigint[])`);
  }
  return { linked: added.length, unlinked: removed.length, failed };
}
