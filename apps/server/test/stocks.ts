/** Fixtures of the stocks tests: sandbox sellers, runs, and what the sandbox and the tables hold. */
import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@wb/wb-sandbox';
import { runDataset } from '../src/modules/sync/sync.service';
import { wbClientsFor } from '../src/modules/wb/wb-clients';
import { insertAccount, insertToken } from './connections';
import type { TestContext } from './helpers';
import { UNLIMITED } from './sync';

export const STOCKS_NOW = '2026-11-20T12:00:00+03:00';
const SCALE = { products: 40, days: 15, ordersPerDay: 40 };

/** Quantity, in way to client, in way from client. */
export type Values = [number | null, number | null, number | null];

const KEY = `source || '/' || nm_id || '/' || chrt_id || '/' || warehouse_id`;
const VALUES = 'quantity, in_way_to_client, in_way_from_client';

export const sorted = (m: Map<string, Values>) => [...m].sort(([a], [b]) => a.localeCompare(b));

/** Helpers bound to the test's app and sandbox (`env` is read when they run). */
export function stockFixtures(env: () => { ctx: TestContext; sandbox: Sandbox }) {
  const deps = () => {
    const { ctx } = env();
    return { database: ctx.database, config: ctx.config, limiter: UNLIMITED };
  };

  async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await env().ctx.database.pool.query(sql, params)).rows as T[];
  }

  /** A WB account of a new sandbox seller (same seed: same stocks) in `company`. */
  async function account(company: string, categories = ['analytics', 'marketplace']) {
    const { ctx, sandbox } = env();
    const { sid } = sandbox.registerSeller({
      name: `Продавец ${randomUUID().slice(0, 6)}`,
      seed: 42,
      scale: SCALE,
    });
    const row = await insertAccount(ctx.database, company, { sellerId: sid });
    const token = sandbox.issueToken({ sid, categories });
    await insertToken(ctx.database, ctx.config, row, token);
    await query('UPDATE wb_tokens SET categories = $2 WHERE account_id = $1', [row.id, categories]);
    return { id: row.id, token };
  }

  const run = (
    accountId: string,
    dataset: 'stocks' | 'sellerWarehouses',
    afterPage?: (n: number) => void,
  ) =>
    runDataset(deps(), accountId, dataset, {
      now: new Date(STOCKS_NOW),
      ...(afterPage ? { afterPage } : {}),
    });

  const clients = (token: string) => wbClientsFor(deps(), { token });

  /** What the sandbox serves now: key → quantities, both reports. */
  async function served(token: string): Promise<Map<string, Values>> {
    const wb = clients(token);
    try {
      const out = new Map<string, Values>();
      const reports = {
        wb: (await wb.analytics.stocksWbWarehouses({})).data,
        seller: (await wb.analytics.stocksSellerWarehouses({})).data,
      };
      for (const [source, rows] of Object.entries(reports)) {
        for (const r of rows) {
          const values: Values = [
            r.quantity ?? null,
            r.inWayToClient ?? null,
            r.inWayFromClient ?? null,
          ];
          out.set(`${source}/${r.nmId}/${r.chrtId}/${r.warehouseId}`, values);
        }
      }
      return out;
    } finally {
      await wb.close();
    }
  }

  /** The stored current stocks: key → quantities; `listed`: only the keys WB lists now. */
  async function stored(accountId: string, listed = true): Promise<Map<string, Values>> {
    const rows = await query<{ key: string; q: number; t: number; f: number }>(
      `SELECT ${KEY} AS key, quantity AS q, in_way_to_client AS t, in_way_from_client AS f
         FROM wb_stocks WHERE account_id = $1 ${listed ? `AND raw <> '{}'` : ''}`,
      [accountId],
    );
    return new Map(rows.map((r) => [r.key, [r.q, r.t, r.f]]));
  }

  /** Every stock table of an account as text, without times (they are the run's). */
  async function checksums(accountId: string) {
    const sum = async (table: string, row: string) => {
      const [r] = await query<{ n: number; sum: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg((${row})::text, ',' ORDER BY (${row})::text)) AS sum
           FROM ${table} WHERE account_id = $1`,
        [accountId],
      );
      return r!;
    };
    return {
      stocks: await sum('wb_stocks', `row(${KEY}, warehouse_name, region_name, ${VALUES}, raw)`),
      snapshots: await sum('stock_snapshots', `row(${KEY}, warehouse_name, ${VALUES})`),
      daily: await sum('stock_daily', `row(${KEY}, ${VALUES}, min_quantity)`),
      seen: await sum('wb_stock_seen', `row(nm_id)`),
      warehouses: await sum('wb_seller_warehouses', `row(warehouse_id, name, office_id, raw)`),
    };
  }

  /** Snapshot rows per key. */
  async function history(accountId: string) {
    const rows = await query<{ key: string; n: number }>(
      `SELECT ${KEY} AS key, count(*)::int AS n FROM stock_snapshots WHERE account_id = $1
        GROUP BY 1`,
      [accountId],
    );
    return new Map(rows.map((r) => [r.key, r.n]));
  }

  return { query, account, run, clients, served, stored, checksums, history, KEY };
}
