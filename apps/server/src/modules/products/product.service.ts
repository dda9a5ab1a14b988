/**
 * The product page: the company's card of an nmID every endpoint of the page works on (which
 * account's, when the company has the nmID twice — a card of another company answers 404), its
 * general tab, and each tab for its route. The tabs' queries are in product.tabs.ts and
 * product.economics.ts; the cost versions are the product-costs module's.
 */
import { wbProductUrl } from '@wb/shared';
import type {
  ProductDetail,
  ProductPrices,
  ProductSales,
  ProductStocks,
  UnitEconomicsData,
  UnitEconomicsInput,
  UnitEconomicsResult,
} from '@wb/shared/products/product.contract';
import { calculateUnitEconomics } from '@wb/shared/products/unit-economics';
import type { Db, DbOrTx } from '../../db/client';
import { getUnitEconomicsData } from './product.economics';
import { instant, num, text, volumeLitres } from './product.rows';
import { getPrices, getSales, getStocks, salesPeriod } from './product.tabs';
import { productNotFound } from './products.errors';
import { cardCopies, cardOf, sizesOfCard } from './products.repository';

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
  const rows = await cardCopies(db, companyId, nmId);
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

async function detailOf(db: Db, ref: ProductRef): Promise<ProductDetail> {
  const p = await cardOf(db, ref);
  if (!p) throw productNotFound();
  const sizes = await sizesOfCard(db, ref);
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
    sizes: sizes.map((s) => ({
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

// ——— The page's routes: each resolves the card first ———

export async function getProduct(db: Db, companyId: string, nmId: string, account?: string) {
  return detailOf(db, await resolveProduct(db, companyId, nmId, account));
}

export async function getProductPrices(
  db: Db,
  companyId: string,
  nmId: string,
  query: { account?: string | undefined; limit?: number | undefined },
): Promise<ProductPrices> {
  return getPrices(db, await resolveProduct(db, companyId, nmId, query.account), query.limit);
}

export async function getProductStocks(
  db: Db,
  companyId: string,
  nmId: string,
  account?: string,
): Promise<ProductStocks> {
  return getStocks(db, await resolveProduct(db, companyId, nmId, account));
}

export async function getProductSales(
  db: Db,
  companyId: string,
  nmId: string,
  query: { account?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<ProductSales> {
  const ref = await resolveProduct(db, companyId, nmId, query.account);
  return getSales(db, ref, salesPeriod(query.from, query.to));
}

export async function getProductUnitEconomics(
  db: Db,
  companyId: string,
  nmId: string,
  account?: string,
): Promise<UnitEconomicsData> {
  return getUnitEconomicsData(db, await resolveProduct(db, companyId, nmId, account));
}

/** The calculator on the page's inputs, for a card of the company. */
export async function calculateProductUnitEconomics(
  db: Db,
  companyId: string,
  nmId: string,
  input: UnitEconomicsInput,
): Promise<UnitEconomicsResult> {
  await resolveProduct(db, companyId, nmId);
  return calculateUnitEconomics(input);
}
