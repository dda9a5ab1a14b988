/**
 * Shared setup of the /api/wb-stocks tests: a WB sandbox and a fresh app per test file, two
 * companies with the same sandbox seller synced (cards and stocks) and a member without rights,
 * and the readers of the grid, the history and what the sandbox serves.
 */
import type { ListRequestInput } from '@wb/shared';
import type { StockHistory, WbStockRow } from '@wb/shared/stocks/wb-stocks.contract';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { stockFixtures, STOCKS_NOW, type Values } from '../../../test/stocks';
import { UNLIMITED } from '../../../test/sync';
import { runDataset } from '../sync/sync.service';
import { syncJobs } from '../sync/sync.jobs';

const CATEGORIES = ['analytics', 'marketplace', 'content'];

/** The app, the sandbox and who is in the two companies, once the file's `beforeAll` ran. */
export interface WbStocksEnv {
  ctx: TestContext;
  sandbox: Sandbox;
  /** The owner of company А, a member of it whose role grants nothing, the owner of Б. */
  owner: TestClient;
  bare: TestClient;
  ownerB: TestClient;
  /** Company А's cabinet and its sandbox token; company Б's (same seed: same stocks). */
  mine: { id: string; token: string };
  theirs: { id: string; token: string };
  companyA: string;
}

export const url = (path: string, list: ListRequestInput, extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

export const keyOf = (r: WbStockRow) => `${r.nmId}/${r.chrtId}/${r.warehouseId}`;
export const sum = (values: Iterable<Values>, i: number) =>
  [...values].reduce((s, v) => s + v[i]!, 0);

/** Registers the file's setup and teardown; returns the environment and its helpers. */
export function wbStocksTestApp() {
  const env = {} as WbStocksEnv;
  const f = stockFixtures(() => env);

  const sync = async (accountId: string, dataset: 'stocks' | 'cards') => {
    const deps = { database: env.ctx.database, config: env.ctx.config, limiter: UNLIMITED };
    const outcome = await runDataset(deps, accountId, dataset, { now: new Date(STOCKS_NOW) });
    expect(outcome).toMatchObject({ status: 'succeeded' });
  };

  async function page(list: ListRequestInput, client = env.owner) {
    const res = await client.get(url('/api/wb-stocks', list));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: WbStockRow[]; total: number; totals: Record<string, string> }>();
  }

  /** Every row of the grid (pages of 500). */
  async function all(list: ListRequestInput = {}, client = env.owner) {
    const rows: WbStockRow[] = [];
    for (let n = 1; ; n++) {
      const res = await page({ ...list, page: n, pageSize: 500 }, client);
      rows.push(...res.items);
      if (rows.length >= res.total) return { rows, totals: res.totals };
    }
  }

  async function history(query: Record<string, string | number>, client = env.owner) {
    const qs = new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    );
    const res = await client.get(`/api/wb-stocks/history?${qs.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StockHistory>();
  }

  /** The WB-warehouse keys the sandbox serves now: `nm/chrt/warehouse` → quantities. */
  async function servedWb(token: string) {
    const out = new Map<string, Values>();
    for (const [k, v] of await f.served(token)) if (k.startsWith('wb/')) out.set(k.slice(3), v);
    return out;
  }

  beforeAll(async () => {
    env.sandbox = await createSandbox({
      port: 0,
      clock: { now: STOCKS_NOW },
      limitsEnabled: false,
    });
    env.ctx = await buildTestApp({ config: { WB_BASE_URL: env.sandbox.url }, jobs: syncJobs });
    const a = await createCompany(env.ctx.database, env.ctx.config, 'Остатки А');
    const b = await createCompany(env.ctx.database, env.ctx.config, 'Остатки Б');
    env.companyA = a.company.id;
    // Same sandbox seed: company Б has the same products, sizes and warehouses.
    env.mine = await f.account(a.company.id, CATEGORIES);
    env.theirs = await f.account(b.company.id, CATEGORIES);
    for (const account of [env.mine, env.theirs]) {
      await sync(account.id, 'cards');
      await sync(account.id, 'stocks');
    }
    // A member whose role grants nothing: /wb-stocks only asks to be signed in.
    const user = await createUser(env.ctx.database, env.ctx.config);
    await env.ctx.database.pool.query(
      `WITH r AS (INSERT INTO roles (company_id, name, permissions) VALUES ($1, 'Без прав', '{}')
                  RETURNING id)
       INSERT INTO company_members (company_id, user_id, role_id) SELECT $1, $2, id FROM r`,
      [a.company.id, user.id],
    );
    env.owner = await signIn(env.ctx.app, a.owner);
    env.bare = await signIn(env.ctx.app, user);
    env.ownerB = await signIn(env.ctx.app, b.owner);
  });

  afterAll(async () => {
    await env.ctx.close();
    await env.sandbox.close();
  });

  return { env, f, sync, page, all, history, servedWb };
}
