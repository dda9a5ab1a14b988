/**
 * What the tariffs integration tests share: accounts with sandbox tokens, a sync run, what the
 * sandbox serves for a date (through the typed client) and what is stored, as text.
 */
import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@wb/wb-sandbox';
import { insertAccount, insertToken } from '../../../test/connections';
import type { TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';

export const TARIFF_TABLES = [
  'wb_box_tariffs',
  'wb_pallet_tariffs',
  'wb_return_tariffs',
  'wb_commissions',
];

const DAY_MS = 86_400_000;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export function tariffsKit(env: () => { ctx: TestContext; sandbox: Sandbox }) {
  const deps = () => ({
    database: env().ctx.database,
    config: env().ctx.config,
    limiter: UNLIMITED,
  });

  /** A WB account in a new company, with a token of a category tariffs do not need. */
  async function account(options: { basic?: boolean } = {}) {
    const { ctx, sandbox } = env();
    const companyId = (await createCompany(ctx.database, ctx.config, `Тарифы ${randomUUID()}`))
      .company.id;
    const { sid } = sandbox.registerSeller({ name: 'Продавец', seed: 5, scale: { days: 3 } });
    const row = await insertAccount(ctx.database, companyId, { sellerId: sid });
    const token = sandbox.issueToken({
      sid,
      categories: ['content'],
      ...(options.basic ? { acc: 1 } : {}),
    });
    await insertToken(ctx.database, ctx.config, row, token);
    return { id: row.id, token };
  }

  const run = (accountId: string, options?: Parameters<typeof runDataset>[3]) =>
    runDataset(deps(), accountId, 'tariffs', options);

  async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await env().ctx.database.pool.query(sql, params)).rows as T[];
  }

  /** Every tariff table as text (versions valid from `till` at the latest, when given). */
  async function checksums(till?: string) {
    const out: Record<string, { n: number; sum: string | null }> = {};
    for (const table of TARIFF_TABLES) {
      const [row] = await query<{ n: number; sum: string | null }>(
        `SELECT count(*)::int AS n,
                md5(string_agg((t.*)::text, ',' ORDER BY (t.*)::text)) AS sum
           FROM (SELECT * FROM ${table} WHERE $1::date IS NULL OR valid_from <= $1::date) t`,
        [till ?? null],
      );
      out[table] = row!;
    }
    // recorded_at is when a version was written: a rewrite would change it.
    return out;
  }

  /** What the sandbox serves for `date`, through the typed client. */
  async function served(token: string, date: string) {
    const clients = wbClientsFor(deps(), { token });
    try {
      return {
        box: (await clients.common.tariffsBox({ date })).data,
        pallet: (await clients.common.tariffsPallet({ date })).data,
        ret: (await clients.common.tariffsReturn({ date })).data,
        commission: (await clients.common.tariffsCommission()).data.report,
      };
    } finally {
      await clients.close();
    }
  }

  /** The box tariffs in force on `date`, per warehouse, as stored text. */
  async function boxOn(date: string) {
    const rows = await query<Record<string, string | null>>(
      `SELECT DISTINCT ON (warehouse_name) warehouse_name, delivery_base::text,
              delivery_liter::text, delivery_coef::text, mp_delivery_base::text,
              mp_delivery_liter::text, mp_delivery_coef::text, storage_base::text,
              storage_liter::text, storage_coef::text
         FROM wb_box_tariffs WHERE valid_from <= $1
        ORDER BY warehouse_name, valid_from DESC`,
      [date],
    );
    return new Map(rows.map((r) => [r.warehouse_name!, r]));
  }

  /** The pallet tariffs in force on `date`, per warehouse, as stored text. */
  async function palletOn(date: string) {
    const rows = await query<Record<string, string | null>>(
      `SELECT DISTINCT ON (warehouse_name) warehouse_name, delivery_base::text,
              delivery_liter::text, delivery_coef::text, storage_value::text, storage_coef::text
         FROM wb_pallet_tariffs WHERE valid_from <= $1
        ORDER BY warehouse_name, valid_from DESC`,
      [date],
    );
    return new Map(rows.map((r) => [r.warehouse_name!, r]));
  }

  return { deps, account, run, query, checksums, served, boxOn, palletOn };
}

type Served = Awaited<ReturnType<ReturnType<typeof tariffsKit>['served']>>;
type Box = Served['box']['warehouseList'][number];
type Pallet = Served['pallet']['warehouseList'][number];

/** A served box row as `boxOn` stores it. */
export const boxValues = (w: Box) => ({
  warehouse_name: w.warehouseName,
  delivery_base: w.boxDeliveryBase,
  delivery_liter: w.boxDeliveryLiter,
  delivery_coef: w.boxDeliveryCoefExpr,
  mp_delivery_base: w.boxDeliveryMarketplaceBase,
  mp_delivery_liter: w.boxDeliveryMarketplaceLiter,
  mp_delivery_coef: w.boxDeliveryMarketplaceCoefExpr,
  storage_base: w.boxStorageBase,
  storage_liter: w.boxStorageLiter,
  storage_coef: w.boxStorageCoefExpr,
});

/** A served pallet row as `palletOn` stores it. */
export const palletValues = (w: Pallet) => ({
  warehouse_name: w.warehouseName,
  delivery_base: w.palletDeliveryValueBase,
  delivery_liter: w.palletDeliveryValueLiter,
  delivery_coef: w.palletDeliveryExpr,
  storage_value: w.palletStorageValueExpr,
  storage_coef: w.palletStorageExpr,
});
