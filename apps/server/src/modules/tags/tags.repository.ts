/**
 * The tags' SQL: the company's tags as stored here with each account's right to change its WB
 * tags (from its tokens), the guards every change takes (the scope lock, the name check), the
 * writes of tags and of their product links, and what other modules read or write through
 * (the products' bulk actions).
 */
import type {
  ProductRef,
  Tag,
  TagAccount,
  TagProduct,
  TagReadOnlyReason,
} from '@wb/shared/tags/tags.contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx as Tx } from '../../db/client';

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** Whether each account of the company has a token that may change its tags on WB. */
export async function accountsOf(tx: Tx, companyId: string, accountId?: string) {
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

/** The company's tags (own first, then by account and name) and its accounts. */
export async function tagsOf(tx: Tx, companyId: string) {
  const accounts = await accountsOf(tx, companyId);
  const { rows } = await tx.execute<Row>(sql`${TAG_SELECT}
     WHERE g.company_id = ${companyId}::uuid
     ORDER BY g.account_id IS NOT NULL, lower(a.name), lower(g.name), g.id`);
  const map = readOnlyMap(accounts);
  return { tags: rows.map((r) => toTag(r, map)), accounts };
}

/** One tag of the company, or null; `lock` holds its row until the transaction ends. */
export async function findTag(tx: Tx, companyId: string, id: string, lock = false) {
  const { rows } = await tx.execute<Row>(sql`${TAG_SELECT}
     WHERE g.company_id = ${companyId}::uuid AND g.id = ${id}::uuid
     ${lock ? sql`FOR UPDATE OF g` : sql``}`);
  const row = rows[0];
  if (!row) return null;
  const accountId = text(row.account_id);
  const accounts = accountId ? await accountsOf(tx, companyId, accountId) : [];
  return toTag(row, readOnlyMap(accounts));
}

/** One writer at a time per tag scope (an account, or the company's own tags). */
export async function lockScope(tx: Tx, companyId: string, accountId: string | null) {
  const key = accountId ? `tags:account:${accountId}` : `tags:own:${companyId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const inScope = (accountId: string | null) =>
  accountId ? sql`account_id = ${accountId}::uuid` : sql`account_id IS NULL`;

/** Whether a tag of the scope (other than `except`) has the name, in any case. */
export async function nameTaken(
  tx: Tx,
  companyId: string,
  accountId: string | null,
  name: string,
  except?: string,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM tags
     WHERE company_id = ${companyId}::uuid AND ${inScope(accountId)}
       AND lower(btrim(name)) = lower(${name})
       ${except ? sql`AND id <> ${except}::uuid` : sql``}
     LIMIT 1`);
  return rows.length > 0;
}

/** How many tags the scope (an account, or the company's own) has. */
export async function countInScope(tx: Tx, companyId: string, accountId: string | null) {
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM tags
     WHERE company_id = ${companyId}::uuid AND ${inScope(accountId)}`);
  return Number(rows[0]?.n ?? 0);
}

export async function insertOwnTag(tx: Tx, companyId: string, name: string, color: string) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO tags (company_id, name, color)
    VALUES (${companyId}::uuid, ${name}, ${color}) RETURNING id`);
  return rows[0]!.id;
}

/** A WB tag as WB listed it (a row synced meanwhile is overwritten). */
export async function upsertWbTag(
  tx: Tx,
  companyId: string,
  accountId: string,
  tag: { wbTagId: number; name: string; color: string; raw: unknown },
) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO tags (company_id, account_id, wb_tag_id, name, color, raw)
    VALUES (${companyId}::uuid, ${accountId}::uuid, ${tag.wbTagId}, ${tag.name},
            ${tag.color}, ${JSON.stringify(tag.raw)}::jsonb)
    ON CONFLICT (account_id, wb_tag_id) DO UPDATE
       SET name = EXCLUDED.name, color = EXCLUDED.color, raw = EXCLUDED.raw
    RETURNING id`);
  return rows[0]!.id;
}

/** A new name and colour (a WB tag's stored answer of WB too). */
export async function setNameAndColour(
  tx: Tx,
  companyId: string,
  id: string,
  name: string,
  color: string | null,
) {
  await tx.execute(sql`
    UPDATE tags SET name = ${name}, color = ${color},
           raw = CASE WHEN raw IS NULL THEN NULL
                      ELSE raw || jsonb_build_object('name', ${name}::text, 'color', ${color}::text) END
     WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`);
}

export async function removeTag(tx: Tx, companyId: string, id: string) {
  await tx.execute(
    sql`DELETE FROM tags WHERE id = ${id}::uuid AND company_id = ${companyId}::uuid`,
  );
}

/** The account's newest token that may write content (encrypted), if any. */
export async function writeTokenOf(tx: Tx, companyId: string, accountId: string) {
  const { rows } = await tx.execute<{ ciphertext: string; seller_id: string }>(sql`
    SELECT t.ciphertext, t.seller_id FROM wb_tokens t
     WHERE t.company_id = ${companyId}::uuid AND t.account_id = ${accountId}::uuid
       AND NOT t.rejected AND t.expires_at > now() AND NOT t.read_only
       AND 'content' = ANY (t.categories)
     ORDER BY t.expires_at DESC LIMIT 1`);
  return rows[0] ?? null;
}

// ——— Products of a tag ———

const PRODUCT_SELECT = sql`
  SELECT p.account_id, a.name AS account_name, p.nm_id, p.vendor_code, p.title, p.in_trash,
         coalesce(p.photos -> 0 ->> 'c246x328', p.photos -> 0 ->> 'tm', p.photos -> 0 ->> 'big') AS photo
    FROM products p
    JOIN wb_accounts a ON a.id = p.account_id`;

const PRODUCT_ORDER = sql`ORDER BY p.in_trash, p.vendor_code NULLS LAST, p.nm_id, p.account_id`;

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

/** One page of the company's products the tag is on, and their count. */
export async function taggedProducts(
  tx: Tx,
  companyId: string,
  id: string,
  query: { q?: string | undefined; page: number; pageSize: number },
) {
  const where = sql`WHERE p.company_id = ${companyId}::uuid
       AND EXISTS (SELECT FROM product_tags pt WHERE pt.tag_id = ${id}::uuid
                      AND pt.account_id = p.account_id AND pt.nm_id = p.nm_id)
       ${searchOf(query.q)}`;
  const [{ rows }, { rows: total }] = await Promise.all([
    tx.execute<Row>(sql`${PRODUCT_SELECT} ${where} ${PRODUCT_ORDER}
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p ${where}`),
  ]);
  return { items: rows.map(toProduct), total: Number(total[0]?.n ?? 0) };
}

/** The first 20 products the tag is not on yet (of `accountId` only, when given). */
export async function untaggedProducts(
  tx: Tx,
  companyId: string,
  id: string,
  accountId: string | null,
  q: string | undefined,
): Promise<TagProduct[]> {
  const { rows } = await tx.execute<Row>(sql`${PRODUCT_SELECT}
     WHERE p.company_id = ${companyId}::uuid
       ${accountId ? sql`AND p.account_id = ${accountId}::uuid` : sql``}
       AND NOT EXISTS (SELECT FROM product_tags pt WHERE pt.tag_id = ${id}::uuid
                          AND pt.account_id = p.account_id AND pt.nm_id = p.nm_id)
       ${searchOf(q)}
     ${PRODUCT_ORDER}
     LIMIT 20`);
  return rows.map(toProduct);
}

const refsJson = (refs: readonly ProductRef[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) AS r("accountId" uuid, "nmId" bigint)`;

/** Puts an own tag on products; returns the links added. */
export async function linkRefs(tx: Tx, companyId: string, id: string, refs: ProductRef[]) {
  if (refs.length === 0) return 0;
  const result = await tx.execute(sql`
    INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
    SELECT ${companyId}::uuid, r."accountId", r."nmId", ${id}::uuid FROM ${refsJson(refs)}
    ON CONFLICT DO NOTHING`);
  return result.rowCount ?? 0;
}

/** Takes an own tag off products; returns the links removed. */
export async function unlinkRefs(tx: Tx, id: string, refs: ProductRef[]) {
  if (refs.length === 0) return 0;
  const result = await tx.execute(sql`
    DELETE FROM product_tags pt USING ${refsJson(refs)}
     WHERE pt.tag_id = ${id}::uuid AND pt.account_id = r."accountId" AND pt.nm_id = r."nmId"`);
  return result.rowCount ?? 0;
}

/** The WB tags each card of the account carries now (as the last sync and the changes here say). */
export async function wbTagsOfCards(tx: Tx, accountId: string, nmIds: number[]) {
  const { rows } = await tx.execute<{ nm_id: number; wb_tag_id: number }>(sql`
    SELECT pt.nm_id, g.wb_tag_id FROM product_tags pt JOIN tags g ON g.id = pt.tag_id
     WHERE pt.account_id = ${accountId}::uuid AND pt.nm_id = ANY (${sql.param(nmIds)}::bigint[])
       AND g.account_id = ${accountId}::uuid AND g.wb_tag_id IS NOT NULL
     ORDER BY pt.nm_id, g.wb_tag_id`);
  const current = new Map<number, number[]>();
  for (const r of rows) {
    const nm = Number(r.nm_id);
    current.set(nm, [...(current.get(nm) ?? []), Number(r.wb_tag_id)]);
  }
  return current;
}

/** Links a WB tag to cards of its account (as WB now has them). */
export async function linkCards(
  tx: Tx,
  companyId: string,
  accountId: string,
  id: string,
  nmIds: number[],
) {
  if (nmIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
    SELECT ${companyId}::uuid, ${accountId}::uuid, nm, ${id}::uuid
      FROM unnest(${sql.param(nmIds)}::bigint[]) AS nm
    ON CONFLICT DO NOTHING`);
}

/** Unlinks a WB tag from cards of its account (as WB now has them). */
export async function unlinkCards(tx: Tx, accountId: string, id: string, nmIds: number[]) {
  if (nmIds.length === 0) return;
  await tx.execute(sql`
    DELETE FROM product_tags WHERE tag_id = ${id}::uuid AND account_id = ${accountId}::uuid
       AND nm_id = ANY (${sql.param(nmIds)}::bigint[])`);
}

// ——— For the products' bulk actions ———

/** The company's own tags (WB tags change through WB, here on /products/tags). */
export async function ownTagOptions(db: Tx, companyId: string) {
  const { rows } = await db.execute<{
    id: string;
    name: string;
    color: string | null;
    accountId: string | null;
    accountName: string | null;
  }>(sql`SELECT t.id, t.name, t.color, t.account_id AS "accountId", a.name AS "accountName"
      FROM tags t LEFT JOIN wb_accounts a ON a.id = t.account_id
      WHERE t.company_id = ${companyId}::uuid AND t.account_id IS NULL
      ORDER BY lower(t.name), t.id`);
  return rows;
}

/** The company's tags among the ids, with their account (null: an own tag). */
export async function tagsByIds(tx: Tx, companyId: string, ids: string[]) {
  const { rows } = await tx.execute<{
    id: string;
    name: string;
    account_id: string | null;
    account_name: string | null;
  }>(sql`SELECT t.id, t.name, t.account_id, a.name AS account_name
      FROM tags t LEFT JOIN wb_accounts a ON a.id = t.account_id
      WHERE t.company_id = ${companyId}::uuid AND t.id = ANY(${sql.param(ids)}::uuid[])`);
  return rows;
}

/** Products by key: parallel arrays of account ids and nmIDs. */
interface ProductKeys {
  accountIds: string[];
  nmIds: number[];
}

const pairs = (keys: ProductKeys) =>
  sql`unnest(${sql.param(keys.accountIds)}::uuid[], ${sql.param(keys.nmIds)}::bigint[]) AS k(account_id, nm_id)`;

/** Puts every tag on every product (links already there stay). */
export async function linkProducts(
  tx: Tx,
  companyId: string,
  products: ProductKeys,
  tagIds: string[],
) {
  if (tagIds.length === 0) return;
  await tx.execute(sql`INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
    SELECT ${companyId}::uuid, k.account_id, k.nm_id, t.id
      FROM ${pairs(products)} CROSS JOIN unnest(${sql.param(tagIds)}::uuid[]) AS t(id)
    ON CONFLICT DO NOTHING`);
}

/** Takes every tag off every product. */
export async function unlinkProducts(
  tx: Tx,
  companyId: string,
  products: ProductKeys,
  tagIds: string[],
) {
  if (tagIds.length === 0) return;
  await tx.execute(sql`DELETE FROM product_tags pt USING ${pairs(products)}
    WHERE pt.company_id = ${companyId}::uuid AND pt.account_id = k.account_id
      AND pt.nm_id = k.nm_id AND pt.tag_id = ANY(${sql.param(tagIds)}::uuid[])`);
}
