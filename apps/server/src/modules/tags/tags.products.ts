/**
 * The products of a tag: the cards it is on (searched, paged), the cards it may still go on, and
 * putting it on and taking it off — one statement each way for an own tag, card by card on WB
 * first for a WB tag.
 */
import {
  TAG_LIMITS,
  type LinkTagInput,
  type LinkTagResult,
  type ProductRef,
  type Tag,
  type TagProduct,
} from '@wb/shared/tags/tags.contract';
import { WbAuthError } from '@wb/wb/http/errors';
import { sql } from 'drizzle-orm';
import type { DbOrTx as Tx } from '../../db/client';
import { AppError, validationFailed } from '../../lib/errors';
import { lockScope, tagOf } from './tags.queries';
import { accepted, onWb, wbFailure, type TagDeps } from './tags.wb';

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

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
