/**
 * The catalogue datasets (cards with their sizes and trash, prices with their history) against
 * the WB sandbox over HTTP: a sync stores what the client reads, faults and interruptions end
 * identical to a clean sync, a second run changes nothing, and rows belong to the account's company.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import type { WbClients } from '@wb/wb/factory';
import { iterateCards, iterateTrash } from '@wb/wb/iterators/content';
import { iteratePrices } from '@wb/wb/iterators/offset';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { UNLIMITED } from '../../../test/sync';
import { createCompany } from '../../../test/identity';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';
import { PRODUCTS_BATCH, PRODUCTS_PAGE_LIMITS } from './products.datasets';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const NOW = '2026-11-20T12:00:00+03:00';
const SCALE = { products: 240, days: 15, ordersPerDay: 1 };
const LIMITS = { ...PRODUCTS_PAGE_LIMITS };
const BATCH = structuredClone(PRODUCTS_BATCH);
/** Joined pages of at least `rows` rows; 1: every page in its own transaction. */
const batchRows = (rows: number) => {
  PRODUCTS_BATCH.cards.rows = rows;
  PRODUCTS_BATCH.prices.rows = rows;
};

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Каталог')).company.id;
  // Several pages per dataset.
  PRODUCTS_PAGE_LIMITS.cards = 40;
  PRODUCTS_PAGE_LIMITS.prices = 50;
  batchRows(1);
});

afterEach(() => sandbox.control.setFaults([]));

afterAll(async () => {
  Object.assign(PRODUCTS_PAGE_LIMITS, LIMITS);
  Object.assign(PRODUCTS_BATCH.cards, BATCH.cards);
  Object.assign(PRODUCTS_BATCH.prices, BATCH.prices);
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

/** A WB account of a new sandbox seller (same seed: same catalogue) in `company`. */
async function account(company = companyId) {
  return connectSandboxSeller(ctx, sandbox, company, {
    seller: { seed: 23, scale: SCALE },
    categories: ['content', 'prices'],
  });
}

const run = (accountId: string, dataset: 'cards' | 'prices', afterPage?: (n: number) => void) =>
  runDataset(deps(), accountId, dataset, {
    now: new Date(NOW),
    ...(afterPage ? { afterPage } : {}),
  });

/** Every table of the catalogue as text, independent of the account that holds it. */
async function checksums(accountId: string) {
  const sum = async (table: string, row: string, order: string) => {
    const { rows } = await ctx.database.pool.query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg((${row})::text, ',' ORDER BY ${order})) AS sum
         FROM ${table} WHERE account_id = $1`,
      [accountId],
    );
    return rows[0]!;
  };
  return {
    products: await sum(
      'products',
      `row(nm_id, imt_id, vendor_code, brand, title, description, subject_id, subject_name,
           photos, length, width, height, weight, characteristics, wb_created_at, wb_updated_at,
           in_trash, raw)`,
      'nm_id',
    ),
    sizes: await sum(
      'product_sizes',
      'row(nm_id, chrt_id, tech_size, wb_size, barcodes, raw)',
      'chrt_id',
    ),
    prices: await sum(
      'prices',
      `row(nm_id, size_id, price, discount, club_discount, discounted_price,
           club_discounted_price, currency, raw)`,
      'nm_id, size_id',
    ),
    history: await sum('price_history', 'row(nm_id, size_id, price, discount)', 'id'),
  };
}

const clientsOf = (token: string): WbClients => wbClientsFor(deps(), { token });

async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

describe('catalogue sync', () => {
  let clean: { id: string; token: string };

  it('stores every card, size, trashed card and price the client reads', async () => {
    clean = await account();
    const cards = await run(clean.id, 'cards');
    expect(cards).toMatchObject({ status: 'succeeded' });
    expect(cards.status === 'succeeded' && cards.pages).toBeGreaterThan(5);
    const prices = await run(clean.id, 'prices');
    expect(prices).toMatchObject({ status: 'succeeded' });
    expect(prices.status === 'succeeded' && prices.pages).toBeGreaterThan(3);

    const clients = clientsOf(clean.token);
    const listed = new Map<number, string>();
    const trashed = new Set<number>();
    const chrts: string[] = [];
    const byKey = new Map<string, { price: string | null; discount: number | null }>();
    try {
      for await (const page of iterateCards(clients.content)) {
        for (const c of page.rows) {
          listed.set(c.nmID, c.title ?? '');
          chrts.push(...c.sizes.map((s) => s.chrtID));
        }
      }
      for await (const page of iterateTrash(clients.content)) {
        for (const c of page.rows) {
          trashed.add(c.nmID);
          chrts.push(...c.sizes.map((s) => s.chrtID));
        }
      }
      for await (const page of iteratePrices(clients.prices)) {
        for (const g of page.rows) {
          for (const s of g.sizes) {
            byKey.set(`${g.nmID}/${s.sizeID}`, { price: s.price, discount: g.discount ?? null });
          }
        }
      }
    } finally {
      await clients.close();
    }
    expect(listed.size).toBeGreaterThan(200);
    expect(trashed.size).toBeGreaterThan(0);

    const products = await query<{ nm_id: string; title: string; in_trash: boolean }>(
      'SELECT nm_id::text, title, in_trash FROM products p WHERE account_id = $1 ORDER BY p.nm_id',
      [clean.id],
    );
    expect(products.filter((p) => !p.in_trash).map((p) => [Number(p.nm_id), p.title])).toEqual(
      [...listed].sort((a, b) => a[0] - b[0]),
    );
    expect(products.filter((p) => p.in_trash).map((p) => Number(p.nm_id))).toEqual(
      [...trashed].sort((a, b) => a - b),
    );
    const sizes = await query<{ chrt_id: string; barcodes: string[] }>(
      'SELECT chrt_id::text, barcodes FROM product_sizes s WHERE account_id = $1 ORDER BY s.chrt_id',
      [clean.id],
    );
    expect(sizes.map((s) => s.chrt_id)).toEqual([...chrts].sort((a, b) => Number(a) - Number(b)));
    expect(sizes.every((s) => s.barcodes.length === 1)).toBe(true);

    const stored = await query<{ key: string; price: string; discount: number }>(
      `SELECT nm_id || '/' || size_id AS key, price::text, discount::float8 AS discount
         FROM prices WHERE account_id = $1`,
      [clean.id],
    );
    expect(stored.length).toBe(byKey.size);
    for (const row of stored) {
      const wb = byKey.get(row.key);
      expect(wb, row.key).toBeDefined();
      expect(Number(row.price)).toBe(Number(wb!.price));
      expect(row.discount).toBe(wb!.discount);
    }
    // Fields without a column are kept as WB sent them.
    const [raw] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products
        WHERE account_id = $1 AND raw ? 'wholesale' AND raw #>> '{dimensions,isValid}' = 'true'`,
      [clean.id],
    );
    expect(raw!.n).toBe(products.length);
    // The first sight of each size is its first history row.
    expect((await checksums(clean.id)).history.n).toBe(byKey.size);
  });

  it('ends identical to a clean sync through duplicate pages, truncated pages and 5xx', async () => {
    const faulty = await account();
    const list = 'POST /content/content/v2/get/cards/list';
    const stats = () => {
      const s = sandbox.control.stats() as {
        byStatus: Record<string, number>;
        faultsApplied: number;
      };
      return { ...s.byStatus, faults: s.faultsApplied } as Record<string, number> & {
        faults: number;
      };
    };
    const before = stats();
    sandbox.control.setFaults([
      { endpoint: list, kind: '5xx', status: 502, count: 1 },
      { endpoint: list, kind: 'duplicate', rows: 15, count: 3 },
      { endpoint: 'POST /content/content/v2/get/cards/trash', kind: 'truncate', count: 1 },
    ]);
    expect((await run(faulty.id, 'cards')).status).toBe('succeeded');
    expect((stats()['502'] ?? 0) - (before['502'] ?? 0)).toBe(1);
    const goods = 'GET /prices/api/v2/list/goods/filter';
    sandbox.control.setFaults([
      { endpoint: goods, kind: '5xx', status: 503, count: 1 },
      { endpoint: goods, kind: 'truncate', count: 2 },
    ]);
    expect((await run(faulty.id, 'prices')).status).toBe('succeeded');
    expect((stats()['503'] ?? 0) - (before['503'] ?? 0)).toBe(1);
    // 3 duplicated and 3 truncated pages (the 5xx are counted above).
    expect(stats().faults - before.faults).toBe(6);
    expect(await checksums(faulty.id)).toEqual(await checksums(clean.id));
  });

  it('resumes an interrupted run from its last committed page', async () => {
    const broken = await account();
    const stop = (page: number) => {
      if (page === 3) throw new Error('worker killed');
    };
    expect(await run(broken.id, 'cards', stop)).toMatchObject({ status: 'failed', pages: 3 });
    expect(await run(broken.id, 'prices', stop)).toMatchObject({ status: 'failed', pages: 3 });
    const partial = await checksums(broken.id);
    const full = await checksums(clean.id);
    expect(partial.products.n).toBeGreaterThan(0);
    expect(partial.products.n).toBeLessThan(full.products.n);
    expect(partial.prices.n).toBeLessThan(full.prices.n);
    const cards = await run(broken.id, 'cards');
    const prices = await run(broken.id, 'prices');
    expect(cards).toMatchObject({ status: 'succeeded' });
    expect(prices).toMatchObject({ status: 'succeeded' });
    // Only the pages after the cursor were read again.
    const [first] = await query<{ cards: number; prices: number }>(
      `SELECT max(pages) FILTER (WHERE dataset = 'cards') AS cards,
              max(pages) FILTER (WHERE dataset = 'prices') AS prices
         FROM sync_runs WHERE account_id = $1 AND status = 'succeeded'`,
      [clean.id],
    );
    expect(cards.status === 'succeeded' && cards.pages).toBe(first!.cards - 3);
    expect(prices.status === 'succeeded' && prices.pages).toBe(first!.prices - 3);
    expect(await checksums(broken.id)).toEqual(full);
  });

  it('changes nothing when run again: no row rewritten, no history added', async () => {
    const before = await checksums(clean.id);
    expect(await run(clean.id, 'cards')).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    const prices = await run(clean.id, 'prices');
    // The whole price list is read again (a snapshot), and nothing in it changed.
    expect(prices).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(prices.status === 'succeeded' && prices.rowsIn).toBeGreaterThan(200);
    expect(await checksums(clean.id)).toEqual(before);
  });

  it('writes small pages joined, one transaction per batch, with the same result', async () => {
    batchRows(100);
    try {
      const batched = await account();
      for (const dataset of ['cards', 'prices'] as const) {
        const outcome = await run(batched.id, dataset);
        expect(outcome).toMatchObject({ status: 'succeeded' });
        const [stats] = await query<{ pages: number; requests: number }>(
          `SELECT pages, requests FROM sync_runs WHERE account_id = $1 AND dataset = $2`,
          [batched.id, dataset],
        );
        // Pages of 40 cards (50 prices) joined by two or three: fewer commits than requests.
        expect(stats!.pages, dataset).toBeGreaterThan(1);
        expect(stats!.pages, dataset).toBeLessThanOrEqual(Math.ceil(stats!.requests / 2));
      }
      expect(await checksums(batched.id)).toEqual(await checksums(clean.id));
    } finally {
      batchRows(1);
    }
  });

  it('adds a history row only for the sizes whose price or discount changed', async () => {
    const [size] = await query<{ nm_id: string; size_id: string }>(
      `SELECT nm_id::text, size_id::text FROM prices WHERE account_id = $1 ORDER BY nm_id LIMIT 1`,
      [clean.id],
    );
    // As if the stored state were from before a price change on WB.
    await ctx.database.pool.query(
      `UPDATE prices SET price = price + 1, raw = '{}' WHERE account_id = $1 AND nm_id = $2 AND size_id = $3`,
      [clean.id, size!.nm_id, size!.size_id],
    );
    await ctx.database.pool.query(
      `UPDATE price_history SET discount = discount + 1 WHERE account_id = $1 AND nm_id = $2 AND size_id = $3`,
      [clean.id, size!.nm_id, size!.size_id],
    );
    const before = (await checksums(clean.id)).history.n;
    expect(await run(clean.id, 'prices')).toMatchObject({ status: 'succeeded', rowsUpserted: 2 });
    const history = await query<{ nm_id: string; size_id: string; n: number }>(
      `SELECT nm_id::text, size_id::text, count(*)::int AS n FROM price_history
        WHERE account_id = $1 GROUP BY 1, 2 HAVING count(*) > 1`,
      [clean.id],
    );
    expect(history).toEqual([{ ...size, n: 2 }]);
    expect((await checksums(clean.id)).history.n).toBe(before + 1);
  });

  it('keeps the rows of an account in its company, apart from other accounts', async () => {
    const other = (await createCompany(ctx.database, ctx.config, 'Чужая компания')).company.id;
    const theirs = await account(other);
    expect((await run(theirs.id, 'cards')).status).toBe('succeeded');
    expect((await run(theirs.id, 'prices')).status).toBe('succeeded');
    for (const table of ['products', 'product_sizes', 'prices', 'price_history']) {
      const rows = await query<{ company_id: string; n: number }>(
        `SELECT company_id, count(*)::int AS n FROM ${table} WHERE account_id = ANY($1)
          GROUP BY company_id ORDER BY n`,
        [[theirs.id, clean.id]],
      );
      expect(rows.map((r) => r.company_id).sort(), table).toEqual([companyId, other].sort());
    }
    // Same seed, same catalogue: the other company's copy is equal and separate.
    const mine = await checksums(clean.id);
    const copy = await checksums(theirs.id);
    expect(copy.products).toEqual(mine.products);
    expect(copy.prices.n).toBe(mine.prices.n);
    await ctx.database.pool.query('DELETE FROM wb_accounts WHERE id = $1', [theirs.id]);
    expect((await checksums(theirs.id)).products.n).toBe(0);
    expect(await checksums(clean.id)).toEqual(mine);
  });
});
