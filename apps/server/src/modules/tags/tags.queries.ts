/**
 * The company's tags as stored here: each account's right to change its WB tags (from its
 * tokens), one tag or all, and the guards every change of a tag takes (the scope lock, the name
 * check).
 */
import type { Tag, TagAccount, TagReadOnlyReason, TagsList } from '@wb/shared/tags/tags.contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx as Tx } from '../../db/client';
import { notFound, validationFailed } from '../../lib/errors';

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

export async function listTags(tx: Tx, companyId: string): Promise<TagsList> {
  const accounts = await accountsOf(tx, companyId);
  const { rows } = await tx.execute<Row>(sql`${TAG_SELECT}
     WHERE g.company_id = ${companyId}::uuid
     ORDER BY g.account_id IS NOT NULL, lower(a.name), lower(g.name), g.id`);
  const map = readOnlyMap(accounts);
  return { tags: rows.map((r) => toTag(r, map)), accounts };
}

/** One tag of the company (404 otherwise); `lock` holds its row until the transaction ends. */
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
export async function lockScope(tx: Tx, companyId: string, accountId: string | null) {
  const key = accountId ? `tags:account:${accountId}` : `tags:own:${companyId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

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
     WHERE company_id = ${companyId}::uuid
       AND ${accountId ? sql`account_id = ${accountId}::uuid` : sql`account_id IS NULL`}
       AND lower(btrim(name)) = lower(${name})
       ${except ? sql`AND id <> ${except}::uuid` : sql``}
     LIMIT 1`);
  return rows.length > 0;
}

/** The 400 for a taken name (`wb`: in a WB account). */
export const duplicateName = (wb: boolean) =>
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
