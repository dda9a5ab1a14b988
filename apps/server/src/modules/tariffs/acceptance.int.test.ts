/**
 * Acceptance coefficients against the WB sandbox over HTTP: the current table holds what WB
 * serves, every observed change is kept, a second run changes nothing, and an empty answer
 * (the method switched off, mode `acceptanceDisabled`) leaves the history alone.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';

let ctx: TestContext;
let sandbox: Sandbox;
let accountId: string;
let token: string;
const NOW = '2026-11-20T12:00:00+03:00';

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  const companyId = (await createCompany(ctx.database, ctx.config, 'Приёмка')).company.id;
  const { sid } = sandbox.registerSeller({ name: 'Продавец', seed: 7, scale: { days: 3 } });
  const row = await insertAccount(ctx.database, companyId, { sellerId: sid });
  token = sandbox.issueToken({ sid, categories: ['prices'] });
  await insertToken(ctx.database, ctx.config, row, token);
  accountId = row.id;
});

afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });
const run = () => runDataset(deps(), accountId, 'acceptance');

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

async function served() {
  const clients = wbClientsFor(deps(), { token });
  try {
    return (await clients.common.acceptanceCoefficients()).data;
  } finally {
    await clients.close();
  }
}

async function counts() {
  const [row] = await query<{ current: number; changes: number; sum: string }>(
    `SELECT (SELECT count(*)::int FROM wb_acceptance_coefficients) AS current,
            (SELECT count(*)::int FROM wb_acceptance_coefficient_changes) AS changes,
            (SELECT md5(string_agg((c.*)::text, ',' ORDER BY (c.*)::text))
               FROM wb_acceptance_coefficients c) AS sum`,
  );
  return row!;
}

const keyOf = (r: { warehouseID: string; date: string | null; boxTypeID?: number | null }) =>
  `${r.warehouseID}/${r.date!.slice(0, 10)}/${r.boxTypeID ?? 0}`;

describe('acceptance coefficients sync', () => {
  it('stores every coefficient WB serves, each with its first change row', async () => {
    expect(await run()).toMatchObject({ status: 'succeeded', pages: 1 });
    const wb = await served();
    expect(wb.length).toBeGreaterThan(100);
    const stored = await query<{
      key: string;
      coefficient: string;
      allow_unload: boolean;
      storage_base_liter: string | null;
      delivery_coef: string | null;
    }>(
      `SELECT warehouse_id || '/' || to_char(date, 'YYYY-MM-DD') || '/' || box_type_id AS key,
              coefficient::text, allow_unload, storage_base_liter::text, delivery_coef::text
         FROM wb_acceptance_coefficients`,
    );
    expect(stored.length).toBe(wb.length);
    const byKey = new Map(stored.map((s) => [s.key, s]));
    for (const w of wb) {
      expect(byKey.get(keyOf(w))).toEqual({
        key: keyOf(w),
        coefficient: String(w.coefficient),
        allow_unload: w.allowUnload,
        storage_base_liter: w.storageBaseLiter,
        delivery_coef: w.deliveryCoef,
      });
    }
    expect((await counts()).changes).toBe(wb.length);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    expect(await run()).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await counts()).toEqual(before);
  });

  it('adds the new day of the next hours and keeps the past ones', async () => {
    const before = await counts();
    sandbox.control.setClock({ advanceSeconds: 86_400 });
    const wb = await served();
    const dates = [...new Set(wb.map((w) => w.date!.slice(0, 10)))].sort();
    const fresh = wb.filter((w) => w.date!.slice(0, 10) === dates.at(-1)).length;
    expect(fresh).toBeGreaterThan(0);
    // A new key: one row in the current table and its first change row.
    expect(await run()).toMatchObject({ status: 'succeeded', rowsUpserted: 2 * fresh });
    const after = await counts();
    expect(after.current).toBe(before.current + fresh);
    expect(after.changes).toBe(before.changes + fresh);
  });

  it('records a changed coefficient with the state before it', async () => {
    const [one] = await query<{ warehouse_id: string; date: string; box_type_id: number }>(
      `SELECT warehouse_id::text, to_char(date, 'YYYY-MM-DD') AS date, box_type_id
         FROM wb_acceptance_coefficients ORDER BY date DESC, warehouse_id LIMIT 1`,
    );
    // As if WB had served another coefficient at the previous sync.
    await ctx.database.pool.query(
      `UPDATE wb_acceptance_coefficients SET coefficient = 42, allow_unload = NOT allow_unload,
              raw = '{}' WHERE warehouse_id = $1 AND date = $2 AND box_type_id = $3`,
      [one!.warehouse_id, one!.date, one!.box_type_id],
    );
    const before = await counts();
    expect(await run()).toMatchObject({ status: 'succeeded', rowsUpserted: 2 });
    const [change] = await query<{ prev: string; coefficient: string; n: number }>(
      `SELECT prev_coefficient::text AS prev, coefficient::text,
              count(*) OVER ()::int AS n
         FROM wb_acceptance_coefficient_changes
        WHERE warehouse_id = $1 AND date = $2 AND box_type_id = $3
        ORDER BY id DESC LIMIT 1`,
      [one!.warehouse_id, one!.date, one!.box_type_id],
    );
    expect(change!.prev).toBe('42');
    expect(change!.coefficient).not.toBe('42');
    expect(change!.n).toBe(2);
    expect((await counts()).changes).toBe(before.changes + 1);
  });

  it('keeps the current table and the history while WB switches the method off', async () => {
    const before = await counts();
    sandbox.control.setModes({ acceptanceDisabled: true });
    try {
      expect(await served()).toEqual([]);
      sandbox.control.setClock({ advanceSeconds: 86_400 });
      expect(await run()).toMatchObject({ status: 'succeeded', rowsIn: 0, rowsUpserted: 0 });
      expect(await counts()).toEqual(before);
    } finally {
      sandbox.control.setModes({ acceptanceDisabled: false });
    }
    // Back on: only the days not seen yet are new.
    const result = await run();
    expect(result.status).toBe('succeeded');
    expect(result.status === 'succeeded' && result.rowsUpserted).toBeGreaterThan(0);
    expect((await counts()).current).toBeGreaterThan(before.current);
  });
});
