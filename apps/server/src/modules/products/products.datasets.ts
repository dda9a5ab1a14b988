import type { CardsCursor, TrashCursor, WbCard } from '@wb/wb/clients/content';
import type { WbPriceGood } from '@wb/wb/clients/prices';
import { iterateCards, iterateTrash } from '@wb/wb/iterators/content';
import { iteratePrices } from '@wb/wb/iterators/offset';
import type { WbPage } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import { copyMerge, stageOf, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';
import { linkCardTags } from '../tags/tags.datasets';

/** Page sizes asked of WB (its maxima); tests lower them to get several pages. */
export const PRODUCTS_PAGE_LIMITS = { cards: 100, prices: 1000 };

/**
 * Pages joined into one transaction (the fixed statements of a page are paid once per batch:
 * ≤ 2 per 1,000 rows); a rate-limited run still commits at least every 15 s. Tests lower them.
 */
export const PRODUCTS_BATCH = {
  cards: { rows: 10_000, ms: 15_000 },
  prices: { rows: 10_000, ms: 15_000 },
};

// ---------------------------------------------------------------- cards

/**
 * Cards are read by two cursors (docs/wb-notes.md#cards): `cards/list` by `{updatedAt, nmID}` and
 * `cards/trash` by `{trashedAt, nmID}`, one phase after the other; both are kept so each phase
 * resumes where it stopped and the next run asks only for what changed since.
 */
export interface CardsSyncCursor {
  phase: 'cards' | 'trash';
  cards: CardsCursor;
  trash: TrashCursor;
}

/** A card with the list it came from. */
export interface CardRow {
  card: WbCard;
  trashed: boolean;
}

type Col<R> = readonly [name: string, type: string, get: (r: R) => CopyValue];

const tenantCols = [
  ['company_id', 'uuid'],
  ['account_id', 'uuid'],
] as const;

/** `chrtID`/`sizeID` are uint64 strings: stored as numeric(20). */
const ID = 'numeric(20,0)';

const PRODUCT_COLS: readonly Col<ProductRow>[] = [
  ['nm_id', 'bigint', (r) => r.card.nmID],
  ['imt_id', 'bigint', (r) => r.card.imtID ?? r.stored?.imt_id],
  ['vendor_code', 'text', (r) => r.card.vendorCode],
  ['brand', 'text', (r) => r.card.brand ?? r.stored?.brand],
  ['title', 'text', (r) => r.card.title ?? r.stored?.title],
  ['description', 'text', (r) => r.card.description ?? r.stored?.description],
  ['subject_id', 'integer', (r) => r.card.subjectID],
  ['subject_name', 'text', (r) => r.card.subjectName],
  ['photos', 'jsonb', (r) => r.card.photos],
  ['length', 'numeric', (r) => finite(r.card.dimensions?.length)],
  ['width', 'numeric', (r) => finite(r.card.dimensions?.width)],
  ['height', 'numeric', (r) => finite(r.card.dimensions?.height)],
  ['weight', 'numeric', (r) => finite(r.card.dimensions?.weightBrutto)],
  ['characteristics', 'jsonb', (r) => r.card.characteristics],
  ['wb_created_at', 'timestamptz', (r) => r.card.createdAt],
  ['wb_updated_at', 'timestamptz', (r) => r.card.updatedAt ?? r.stored?.wb_updated_at],
  ['in_trash', 'boolean', (r) => r.trashed],
  ['raw', 'jsonb', (r) => r.raw as CopyValue],
];

interface SizeRow {
  nmId: number;
  size: WbCard['sizes'][number];
  raw: unknown;
}
const SIZE_COLS: readonly Col<SizeRow>[] = [
  ['nm_id', 'bigint', (r) => r.nmId],
  ['chrt_id', ID, (r) => r.size.chrtID],
  ['tech_size', 'text', (r) => r.size.techSize],
  ['wb_size', 'text', (r) => r.size.wbSize],
  ['barcodes', 'text[]', (r) => pgArray(r.size.skus)],
  ['raw', 'jsonb', (r) => r.raw as CopyValue],
];

const targetOf = <R>(table: string, cols: readonly Col<R>[], key: string[]): MergeTarget => ({
  table,
  columns: [...tenantCols, ...cols.map(([n, t]) => [n, t] as const)],
  key: ['account_id', ...key],
});
const productsTarget = targetOf('products', PRODUCT_COLS, ['nm_id']);
const sizesTarget = targetOf('product_sizes', SIZE_COLS, ['chrt_id']);

const rowsOf = <R>(t: SyncTarget, cols: readonly Col<R>[], rows: readonly R[]) =>
  rows.map((r) => [t.companyId, t.accountId, ...cols.map(([, , get]) => get(r))]);

const finite = (n: number | null | undefined) => (Number.isFinite(n) ? n : null);

/** A text[] literal for COPY. */
function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

interface Stored {
  nm_id: string;
  imt_id: string | null;
  brand: string | null;
  title: string | null;
  description: string | null;
  wb_updated_at: string | null;
}
interface ProductRow extends CardRow {
  raw: unknown;
  stored: Stored | undefined;
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/**
 * Writes a page of cards: the products, their sizes, their WB tag links, and the removal of
 * sizes a card no longer has. A repeated row older than the stored card (a duplicated page) is
 * ignored; a card in the trash, which WB sends without brand, title and description, keeps the
 * stored ones.
 */
async function writeCards(client: PoolClient, t: SyncTarget, page: WbPage<CardRow, unknown>) {
  const latest = new Map<number, { row: CardRow; raw: unknown }>();
  page.rows.forEach((row, i) => {
    const seen = latest.get(row.card.nmID);
    if (seen && time(seen.row.card.updatedAt) > time(row.card.updatedAt)) return;
    latest.set(row.card.nmID, { row, raw: page.raw[i] ?? row.card });
  });
  if (latest.size === 0) return 0;
  const { rows: stored } = await client.query<Stored>(
    `SELECT nm_id::text, imt_id::text, brand, title, description,
            to_json(wb_updated_at) #>> '{}' AS wb_updated_at
       FROM products WHERE account_id = $1 AND nm_id = ANY($2::bigint[])`,
    [t.accountId, [...latest.keys()]],
  );
  const byNm = new Map(stored.map((s) => [Number(s.nm_id), s]));
  const products: ProductRow[] = [];
  for (const { row, raw } of latest.values()) {
    const s = byNm.get(row.card.nmID);
    if (!row.trashed && time(s?.wb_updated_at) > time(row.card.updatedAt)) continue;
    products.push({ ...row, raw, stored: s });
  }
  const sizes = products.flatMap((p) =>
    p.card.sizes.map((size, k) => ({
      nmId: p.card.nmID,
      size,
      raw: rawSizes(p.raw)[k] ?? size,
    })),
  );
  let n = await copyMerge(client, productsTarget, rowsOf(t, PRODUCT_COLS, products));
  n += await copyMerge(client, sizesTarget, rowsOf(t, SIZE_COLS, sizes));
  const gone = await client.query(
    `DELETE FROM product_sizes WHERE account_id = $1 AND nm_id = ANY($2::bigint[])
        AND NOT (chrt_id = ANY($3::numeric[]))`,
    [t.accountId, products.map((p) => p.card.nmID), sizes.map((s) => s.size.chrtID)],
  );
  n += gone.rowCount ?? 0;
  // Cards in the trash come without their tags: their links stay as they were.
  const listed = products.filter((p) => !p.trashed);
  return (
    n +
    (await linkCardTags(
      client,
      t,
      listed.map((p) => ({ nmId: p.card.nmID, tags: p.card.tags })),
    ))
  );
}

function rawSizes(raw: unknown): unknown[] {
  const sizes = (raw as { sizes?: unknown } | null)?.sizes;
  return Array.isArray(sizes) ? sizes : [];
}

/** A stored cursor of another shape (or none) starts over. */
function cardsCursorOf(value: unknown): CardsSyncCursor {
  const c = (value ?? {}) as Partial<CardsSyncCursor>;
  return {
    phase: c.phase === 'trash' ? 'trash' : 'cards',
    cards: typeof c.cards === 'object' && c.cards ? c.cards : {},
    trash: typeof c.trash === 'object' && c.trash ? c.trash : {},
  };
}

export const cardsDataset: SyncDataset<CardsSyncCursor, CardRow> = {
  key: 'cards',
  category: 'content',
  intervalMinutes: 20,
  coalesce: PRODUCTS_BATCH.cards,
  initialCursor: () => ({ phase: 'cards', cards: {}, trash: {} }),
  async *pages(clients, from, signal) {
    const options = signal ? { signal } : undefined;
    let cursor = cardsCursorOf(from);
    if (cursor.phase === 'cards') {
      let finished = false;
      const limit = PRODUCTS_PAGE_LIMITS.cards;
      for await (const page of iterateCards(
        clients.content,
        { cursor: cursor.cards, limit },
        options,
      )) {
        // An empty last page answers with an empty cursor: keep the one we have.
        const cards = page.rows.length && page.cursor.updatedAt ? page.cursor : cursor.cards;
        finished = page.done;
        cursor = { ...cursor, cards, phase: page.done ? 'trash' : 'cards' };
        const rows = page.rows.map((card) => ({ card, trashed: false }));
        yield { rows, raw: page.raw, cursor, done: false };
      }
      if (!finished) {
        cursor = { ...cursor, phase: 'trash' };
        yield { rows: [], raw: [], cursor, done: false };
      }
    }
    const limit = PRODUCTS_PAGE_LIMITS.cards;
    for await (const page of iterateTrash(
      clients.content,
      { cursor: cursor.trash, limit },
      options,
    )) {
      const trash = page.rows.length && page.cursor.trashedAt ? page.cursor : cursor.trash;
      cursor = { ...cursor, trash, phase: page.done ? 'cards' : 'trash' };
      const rows = page.rows.map((card) => ({ card, trashed: true }));
      yield { rows, raw: page.raw, cursor, done: page.done };
    }
    if (cursor.phase === 'trash') {
      yield { rows: [], raw: [], cursor: { ...cursor, phase: 'cards' }, done: true };
    }
  },
  write: writeCards,
};

// ---------------------------------------------------------------- prices

interface PriceRow {
  good: WbPriceGood;
  size: WbPriceGood['sizes'][number];
  raw: unknown;
}

const PRICE_COLS: readonly Col<PriceRow>[] = [
  ['nm_id', 'bigint', (r) => r.good.nmID],
  ['size_id', ID, (r) => r.size.sizeID],
  ['price', 'numeric', (r) => r.size.price],
  ['discount', 'numeric', (r) => finite(r.good.discount)],
  ['club_discount', 'numeric', (r) => finite(r.good.clubDiscount)],
  ['discounted_price', 'numeric', (r) => r.size.discountedPrice],
  ['club_discounted_price', 'numeric', (r) => r.size.clubDiscountedPrice],
  ['currency', 'text', (r) => r.good.currencyIsoCode4217],
  ['raw', 'jsonb', (r) => r.raw as CopyValue],
];
const pricesTarget = targetOf('prices', PRICE_COLS, ['nm_id', 'size_id']);

/** One row per size: the good's own fields and this size, as WB sent them. */
function priceRows(page: WbPage<WbPriceGood, unknown>): PriceRow[] {
  return page.rows.flatMap((good, i) => {
    const raw = (page.raw[i] ?? {}) as Record<string, unknown>;
    const { sizes: rawList, ...own } = raw;
    const list: unknown[] = Array.isArray(rawList) ? (rawList as unknown[]) : [];
    return good.sizes.map((size, k) => ({ good, size, raw: { ...own, size: list[k] ?? size } }));
  });
}

/**
 * Appends to price_history the sizes of the staged page whose price or discount differs from
 * their last history row (or that have none yet). One statement, in the page's transaction.
 */
async function recordPriceChanges(client: PoolClient, t: SyncTarget) {
  const result = await client.query(
    `INSERT INTO price_history (company_id, account_id, nm_id, size_id, price, discount)
     SELECT $1, $2, s.nm_id, s.size_id, s.price, s.discount
       FROM (SELECT DISTINCT ON (nm_id, size_id) nm_id, size_id, price, discount
               FROM ${stageOf(pricesTarget)} WHERE account_id = $2
              ORDER BY nm_id, size_id, ord DESC) s
       LEFT JOIN LATERAL (
         SELECT true AS found, h.price, h.discount FROM price_history h
          WHERE h.account_id = $2 AND h.nm_id = s.nm_id AND h.size_id = s.size_id
          ORDER BY h.changed_at DESC, h.id DESC LIMIT 1
       ) last ON true
      WHERE last.found IS NULL
         OR last.price IS DISTINCT FROM s.price::numeric(14,2)
         OR last.discount IS DISTINCT FROM s.discount::numeric(9,4)`,
    [t.companyId, t.accountId],
  );
  return result.rowCount ?? 0;
}

type OffsetCursor = { offset: number };

export const pricesDataset: SyncDataset<OffsetCursor, WbPriceGood> = {
  key: 'prices',
  category: 'prices',
  intervalMinutes: 10,
  coalesce: PRODUCTS_BATCH.prices,
  initialCursor: () => ({ offset: 0 }),
  async *pages(clients, from, signal) {
    const offset = Number.isInteger(from?.offset) && from.offset >= 0 ? from.offset : 0;
    const limit = PRODUCTS_PAGE_LIMITS.prices;
    const options = signal ? { signal } : undefined;
    for await (const page of iteratePrices(clients.prices, { offset, limit }, options)) {
      // A full snapshot each run: the next run starts over once this one has read the last page.
      yield page.done ? { ...page, cursor: { offset: 0 } } : page;
    }
  },
  async write(client, t, page) {
    const rows = priceRows(page);
    const n = await copyMerge(client, pricesTarget, rowsOf(t, PRICE_COLS, rows));
    return rows.length ? n + (await recordPriceChanges(client, t)) : n;
  },
};
