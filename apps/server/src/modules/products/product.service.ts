/**
 * The product page's card: the company's card of an nmID every endpoint of the page works on
 * (which account's, when the company has the nmID twice), and its general tab. The other tabs
 * are in product.tabs.ts, the unit economics in product.economics.ts, costs in costs.service.ts.
 */
import { wbProductUrl } from '@wb/shared';
import type { ProductDetail } from '@wb/shared/products/product.contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { instant, num, text, volumeLitres, type Row } from './product.rows';

export const productNotFound = () => notFound('Товар не найден');

/** The product (one account's card) every endpoint of the page works on. */
export interface ProductRef {
  companyId: string;
  accountId: string;
  account: string;
  nmId: number;
  accounts: { id: string; name: string }[];
}

/** An nmID as the path carries it, or null when it cannot be one (→ 404, like a foreign one). */
export function parseNmId(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The company's card of an nmID: of `accountId` when given, else of the account whose card is
 * out of the trash and was updated at WB last (the same cabinet connected twice holds two copies
 * of one card). 404 when the company has no such card.
 */
export async function resolveProduct(
  db: DbOrTx,
  companyId: string,
  nmIdParam: string,
  accountId?: string,
): Promise<ProductRef> {
  const nmId = parseNmId(nmIdParam);
  if (nmId === null) throw productNotFound();
  const { rows } = await db.execute<{ account_id: string; name: string }>(sql`
    SELECT p.account_id, a.name
      FROM products p JOIN wb_accounts a ON a.id = p.account_id
     WHERE p.company_id = ${companyId}::uuid AND p.nm_id = ${nmId}
     ORDER BY p.in_trash, p.wb_updated_at DESC NULLS LAST, a.name, p.account_id`);
  const chosen = accountId ? rows.find((r) => r.account_id === accountId) : rows[0];
  if (!chosen) throw productNotFound();
  return {
    companyId,
    nmId,
    accountId: chosen.account_id,
    account: chosen.name,
    accounts: rows.map((r) => ({ id: r.account_id, name: r.name })),
  };
}

// ——— General ———

function characteristicValue(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => characteristicValue(v)).join(', ');
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function characteristicsOf(raw: unknown): ProductDetail['characteristics'] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c: unknown) => {
    if (!c || typeof c !== 'object') return [];
    const { id, name, value } = c as { id?: unknown; name?: unknown; value?: unknown };
    if (typeof name !== 'string') return [];
    return [{ id: typeof id === 'number' ? id : null, name, value: characteristicValue(value) }];
  });
}

/** WB photo sets ({big, c516x688, c246x328, square, …}): the largest and a small one. */
function photosOf(raw: unknown): ProductDetail['photos'] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((p: unknown) => {
    if (!p || typeof p !== 'object') return [];
    const set = p as Record<string, unknown>;
    const pick = (...keys: string[]) =>
      keys.map((k) => set[k]).find((v): v is string => typeof v === 'string' && v !== '');
    const full = pick('big', 'hq', 'c516x688', 'c246x328', 'square');
    const thumb = pick('c246x328', 'c516x688', 'square', 'big', 'hq');
    return full && thumb ? [{ full, thumb }] : [];
  });
}

export async function getProduct(db: Db, ref: ProductRef): Promise<ProductDetail> {
  const { rows } = await db.execute<Row>(sql`
    SELECT p.nm_id, p.imt_id, p.title, p.brand, p.vendor_code, p.description, p.subject_id,
           coalesce(p.subject_name, s.name) AS subject_name, p.length, p.width, p.height,
           p.weight, p.raw -> 'dimensions' -> 'isValid' AS dimensions_valid, p.characteristics,
           p.photos, p.wb_created_at, p.wb_updated_at, p.in_trash, c.id AS category_id,
           c.name AS category_name
      FROM products p
      LEFT JOIN categories c ON c.id = p.category_id AND c.company_id = p.company_id
      LEFT JOIN wb_subjects s ON s.subject_id = p.subject_id
     WHERE p.company_id = ${ref.companyId}::uuid AND p.account_id = ${ref.accountId}::uuid
       AND p.nm_id = ${ref.nmId}`);
  const p = rows[0];
  if (!p) throw productNotFound();
  const sizes = await db.execute<Row>(sql`
    SELECT chrt_id, tech_size, wb_size, barcodes FROM product_sizes
     WHERE company_id = ${ref.companyId}::uuid AND account_id = ${ref.accountId}::uuid
       AND nm_id = ${ref.nmId}
     ORDER BY chrt_id`);
  return {
    nmId: ref.nmId,
    imtId: num(p.imt_id),
    accountId: ref.accountId,
    account: ref.account,
    accounts: ref.accounts,
    title: text(p.title),
    brand: text(p.brand),
    vendorCode: text(p.vendor_code),
    description: text(p.description),
    subjectId: num(p.subject_id),
    subjectName: text(p.subject_name),
    category:
      typeof p.category_id === 'string'
        ? { id: p.category_id, name: text(p.category_name) ?? '' }
        : null,
    dimensions: {
      length: text(p.length),
      width: text(p.width),
      height: text(p.height),
      weight: text(p.weight),
      volumeLitres: volumeLitres(p.length, p.width, p.height),
      isValid: typeof p.dimensions_valid === 'boolean' ? p.dimensions_valid : null,
    },
    sizes: sizes.rows.map((s) => ({
      chrtId: String(s.chrt_id),
      techSize: text(s.tech_size),
      wbSize: text(s.wb_size),
      barcodes: Array.isArray(s.barcodes) ? (s.barcodes as string[]) : [],
    })),
    characteristics: characteristicsOf(p.characteristics),
    photos: photosOf(p.photos),
    wbCreatedAt: instant(p.wb_created_at),
    wbUpdatedAt: instant(p.wb_updated_at),
    inTrash: p.in_trash === true,
    wbUrl: wbProductUrl(ref.nmId),
  };
}
