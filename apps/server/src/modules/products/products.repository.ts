/**
 * The products' SQL outside the grid (products.list.ts) and the product page's tabs
 * (product.repository.ts): the cards of the company by key, nmID or vendor code,
 * their sizes, and the writes of the bulk actions. Other modules read products through here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

type Row = Record<string, unknown>;
const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/** A product (one account's card) as other modules look it up. */
export interface ProductLookup {
  accountId: string;
  nmId: number;
  vendorCode: string | null;
  title: string | null;
}

/** The company's products with one of the nmIDs or vendor codes. */
export async function productsByNmOrVendor(
  db: DbOrTx,
  companyId: string,
  nmIds: number[],
  vendorCodes: string[],
): Promise<ProductLookup[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT account_id, nm_id, vendor_code, title FROM products
     WHERE company_id = ${companyId}::uuid
       AND (nm_id = ANY(${sql.param(nmIds)}::bigint[])
            OR vendor_code = ANY(${sql.param(vendorCodes)}::text[]))`);
  return rows.map((r) => ({
    accountId: String(r.account_id),
    nmId: Number(r.nm_id),
    vendorCode: textOrNull(r.vendor_code),
    title: textOrNull(r.title),
  }));
}

/** A size of a card as other modules look it up. */
export interface SizeLookup {
  accountId: string;
  nmId: number;
  chrtId: string;
  techSize: string | null;
  wbSize: string | null;
}

/** The sizes of the company's cards of these accounts and nmIDs. */
export async function sizesOfProducts(
  db: DbOrTx,
  companyId: string,
  products: readonly { accountId: string; nmId: number }[],
): Promise<SizeLookup[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT s.account_id, s.nm_id, s.chrt_id::text, s.tech_size, s.wb_size
      FROM product_sizes s
     WHERE s.company_id = ${companyId}::uuid
       AND s.account_id = ANY(${sql.param(products.map((p) => p.accountId))}::uuid[])
       AND s.nm_id = ANY(${sql.param(products.map((p) => p.nmId))}::bigint[])`);
  return rows.map((r) => ({
    accountId: String(r.account_id),
    nmId: Number(r.nm_id),
    chrtId: String(r.chrt_id),
    techSize: textOrNull(r.tech_size),
    wbSize: textOrNull(r.wb_size),
  }));
}

/** Whether the account's card has the size. */
export async function hasSize(db: DbOrTx, accountId: string, nmId: number, chrtId: string) {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM product_sizes
     WHERE account_id = ${accountId}::uuid AND nm_id = ${nmId}
       AND chrt_id = ${chrtId}::numeric`);
  return rows.length > 0;
}

// ——— Selections of the bulk actions ———

/** Products by key: parallel arrays of account ids and nmIDs. */
export interface ProductKeys {
  accountIds: string[];
  nmIds: number[];
}

const keysOf = (rows: Row[]): ProductKeys => ({
  accountIds: rows.map((r) => String(r.account_id)),
  nmIds: rows.map((r) => Number(r.nm_id)),
});

/** The products as (account, nmID) pairs `k(account_id, nm_id)` for joins. */
const pairs = (keys: ProductKeys) =>
  sql`unnest(${sql.param(keys.accountIds)}::uuid[], ${sql.param(keys.nmIds)}::bigint[]) AS k(account_id, nm_id)`;

/** Which of the keys are products of the company, by nmID. */
export async function existingProducts(
  db: DbOrTx,
  companyId: string,
  keys: ProductKeys,
): Promise<ProductKeys> {
  const { rows } = await db.execute<Row>(sql`SELECT p.account_id, p.nm_id FROM products p
    JOIN ${pairs(keys)} ON k.account_id = p.account_id AND k.nm_id = p.nm_id
    WHERE p.company_id = ${companyId}::uuid ORDER BY p.nm_id`);
  return keysOf(rows);
}

/** The products a plan of the grid (its rows and filter, tenant included) finds, by nmID. */
export async function matchingProducts(
  db: DbOrTx,
  plan: { rowsFrom: SQL; where: SQL },
  limit: number,
): Promise<ProductKeys> {
  const { rows } = await db.execute<Row>(sql`SELECT p.account_id, p.nm_id FROM ${plan.rowsFrom}
    WHERE ${plan.where} ORDER BY p.nm_id LIMIT ${limit}`);
  return keysOf(rows);
}

/** Sets (or clears) the own category of the company's products. */
export async function setCategory(
  tx: DbOrTx,
  companyId: string,
  keys: ProductKeys,
  categoryId: string | null,
) {
  await tx.execute(sql`UPDATE products p SET category_id = ${categoryId}::uuid
    FROM ${pairs(keys)}
    WHERE p.company_id = ${companyId}::uuid AND p.account_id = k.account_id AND p.nm_id = k.nm_id`);
}

// ——— The product page's card ———

/**
 * The company's cards of an nmID with their accounts: out of the trash and updated at WB last
 * first (the same cabinet connected twice holds two copies of one card).
 */
export async function cardCopies(db: DbOrTx, companyId: string, nmId: number) {
  const { rows } = await db.execute<{ account_id: string; name: string }>(sql`
    SELECT p.account_id, a.name
      FROM products p JOIN wb_accounts a ON a.id = p.account_id
     WHERE p.company_id = ${companyId}::uuid AND p.nm_id = ${nmId}
     ORDER BY p.in_trash, p.wb_updated_at DESC NULLS LAST, a.name, p.account_id`);
  return rows;
}

/** One account's card of the company: what the general tab shows, or undefined. */
export async function cardOf(
  db: DbOrTx,
  card: { companyId: string; accountId: string; nmId: number },
): Promise<Row | undefined> {
  const { rows } = await db.execute<Row>(sql`
    SELECT p.nm_id, p.imt_id, p.title, p.brand, p.vendor_code, p.description, p.subject_id,
           coalesce(p.subject_name, s.name) AS subject_name, p.length, p.width, p.height,
           p.weight, p.raw -> 'dimensions' -> 'isValid' AS dimensions_valid, p.characteristics,
           p.photos, p.wb_created_at, p.wb_updated_at, p.in_trash, c.id AS category_id,
           c.name AS category_name
      FROM products p
      LEFT JOIN categories c ON c.id = p.category_id AND c.company_id = p.company_id
      LEFT JOIN wb_subjects s ON s.subject_id = p.subject_id
     WHERE p.company_id = ${card.companyId}::uuid AND p.account_id = ${card.accountId}::uuid
       AND p.nm_id = ${card.nmId}`);
  return rows[0];
}

/** The sizes of one account's card, by size ID. */
export async function sizesOfCard(
  db: DbOrTx,
  card: { companyId: string; accountId: string; nmId: number },
): Promise<Row[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT chrt_id, tech_size, wb_size, barcodes FROM product_sizes
     WHERE company_id = ${card.companyId}::uuid AND account_id = ${card.accountId}::uuid
       AND nm_id = ${card.nmId}
     ORDER BY chrt_id`);
  return rows;
}
