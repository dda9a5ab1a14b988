/**
 * Tariffs (box, pallet, return by date; commission by subject) against the WB sandbox over HTTP:
 * stored once for all companies, exactly as WB's comma decimals say, a version only when values
 * change, and the same answer read with another company's token changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { mskDate } from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';
import { TARIFFS_CLOCK } from './tariffs.datasets';

let ctx: TestContext;
let sandbox: Sandbox;
const NOW = '2026-11-20T12:00:00+03:00';
const realClock = TARIFFS_CLOCK.now;

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  TARIFFS_CLOCK.now = () => Date.parse(sandbox.control.setClock({}).now);
});

afterAll(async () => {
  TARIFFS_CLOCK.now = realClock;
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

/** A WB account in a new company, with a token of a category tariffs do not need. */
async function account() {
  const companyId = (await createCompany(ctx.database, ctx.config, `Тарифы ${randomUUID()}`))
    .company.id;
  const { sid } = sandbox.registerSeller({ name: 'Продавец', seed: 5, scale: { days: 3 } });
  const row = await insertAccount(ctx.database, companyId, { sellerId: sid });
  const token = sandbox.issueToken({ sid, categories: ['content'] });
  await insertToken(ctx.database, ctx.config, row, token);
  return { id: row.id, token };
}

const run = (accountId: string) => runDataset(deps(), accountId, 'tariffs');

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

const TABLES = ['wb_box_tariffs', 'wb_pallet_tariffs', 'wb_return_tariffs', 'wb_commissions'];

/** Every tariff table as text. */
async function checksums() {
  const out: Record<string, { n: number; sum: string | null }> = {};
  for (const table of TABLES) {
    const [row] = await query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n,
              md5(string_agg((t.*)::text, ',' ORDER BY (t.*)::text)) AS sum
         FROM (SELECT * FROM ${table}) t`,
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
    `SELECT DISTINCT ON (warehouse_name) warehouse_name, delivery_base::text, delivery_liter::text,
            delivery_coef::text, mp_delivery_base::text, mp_delivery_liter::text,
            mp_delivery_coef::text, storage_base::text, storage_liter::text, storage_coef::text
       FROM wb_box_tariffs WHERE valid_from <= $1
      ORDER BY warehouse_name, valid_from DESC`,
    [date],
  );
  return new Map(rows.map((r) => [r.warehouse_name!, r]));
}

type Box = Awaited<ReturnType<typeof served>>['box']['warehouseList'][number];
const boxValues = (w: Box) => ({
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

describe('tariffs sync', () => {
  let first: { id: string; token: string };
  const today = mskDate(Date.parse(NOW));

  it('stores the box, pallet and return tariffs of today and the commissions, exactly', async () => {
    first = await account();
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', pages: 2 });
    const wb = await served(first.token, today);
    expect(wb.box.warehouseList.length).toBeGreaterThan(5);

    const stored = await boxOn(today);
    expect(stored.size).toBe(wb.box.warehouseList.length);
    for (const w of wb.box.warehouseList) expect(stored.get(w.warehouseName)).toEqual(boxValues(w));
    // Comma decimals become exact decimals: "0,07" is 0.07, not 0.07000000000000001.
    const raw = await query<{ text: string; value: string }>(
      `SELECT raw->>'boxStorageBase' AS text, storage_base::text AS value FROM wb_box_tariffs`,
    );
    for (const r of raw) expect(r.value).toBe(r.text.replace(',', '.').replace(/\s/g, ''));
    expect(raw.some((r) => r.text.includes(','))).toBe(true);

    const pallets = await query<{ warehouse_name: string; storage_value: string }>(
      'SELECT warehouse_name, storage_value::text FROM wb_pallet_tariffs',
    );
    expect(pallets.map((p) => [p.warehouse_name, p.storage_value]).sort()).toEqual(
      wb.pallet.warehouseList.map((p) => [p.warehouseName, p.palletStorageValueExpr]).sort(),
    );
    const returns = await query<{ warehouse_name: string; sup_return: string }>(
      'SELECT warehouse_name, sup_return::text FROM wb_return_tariffs',
    );
    expect(returns.map((p) => [p.warehouse_name, p.sup_return]).sort()).toEqual(
      wb.ret.warehouseList.map((p) => [p.warehouseName, p.deliveryDumpSupReturnExpr]).sort(),
    );
    const commissions = await query<{
      subject_id: number;
      fbw: string;
      fbs: string;
      rates: object;
    }>(
      `SELECT subject_id, fbw::float8::text AS fbw, fbs::float8::text AS fbs, rates
         FROM wb_commissions WHERE valid_from = $1 ORDER BY subject_id`,
      [today],
    );
    expect(commissions.length).toBe(wb.commission.length);
    const bySubject = new Map(wb.commission.map((c) => [c.subjectID, c]));
    for (const c of commissions) {
      const w = bySubject.get(c.subject_id)!;
      expect([c.fbw, c.fbs]).toEqual([String(w.paidStorageKgvp), String(w.kgvpMarketplace)]);
      expect(Object.keys(c.rates)).toHaveLength(6);
    }
  });

  it('changes nothing when run again, with this or another company’s token', async () => {
    const before = await checksums();
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    const other = await account();
    expect(await run(other.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await checksums()).toEqual(before);
    const [row] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns
        WHERE table_name = ANY($1) AND column_name IN ('company_id', 'account_id')`,
      [TABLES],
    );
    expect(row!.n).toBe(0);
  });

  it('adds versions only for the warehouses whose tariffs change on a later day', async () => {
    const wbToday = await served(first.token, today);
    const next = wbToday.box.dtNextBox!;
    expect(next > today).toBe(true);
    const before = await checksums();
    // The day before the new tariffs: the days in between are read, nothing changed.
    sandbox.control.setClock({ now: `${mskDate(Date.parse(next) - 86_400_000)}T12:00:00+03:00` });
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await checksums()).toEqual(before);

    sandbox.control.setClock({ now: `${next}T12:00:00+03:00` });
    const wbNext = await served(first.token, next);
    const changedBox = wbNext.box.warehouseList.filter((w) => {
      const old = wbToday.box.warehouseList.find((o) => o.warehouseName === w.warehouseName);
      return JSON.stringify(boxValues(w)) !== JSON.stringify(old && boxValues(old));
    });
    const changedPallet = wbNext.pallet.warehouseList.filter((w) => {
      const old = wbToday.pallet.warehouseList.find((o) => o.warehouseName === w.warehouseName);
      const { warehouseName: _a, ...a } = w;
      return JSON.stringify(a) !== JSON.stringify(old && { ...old, warehouseName: undefined });
    });
    expect(changedBox.length).toBeGreaterThan(0);
    const result = await run(first.id);
    expect(result).toMatchObject({ status: 'succeeded', pages: 2 });
    expect(result.status === 'succeeded' && result.rowsUpserted).toBe(
      changedBox.length + changedPallet.length,
    );
    const after = await checksums();
    expect(after.wb_box_tariffs!.n).toBe(before.wb_box_tariffs!.n + changedBox.length);
    expect(after.wb_return_tariffs).toEqual(before.wb_return_tariffs);
    expect(after.wb_commissions).toEqual(before.wb_commissions);

    // The tariff on a date: the old values the day before, WB's new ones from `next`.
    const onNext = await boxOn(next);
    for (const w of wbNext.box.warehouseList)
      expect(onNext.get(w.warehouseName)).toEqual(boxValues(w));
    const dayBefore = await boxOn(mskDate(Date.parse(next) - 86_400_000));
    for (const w of wbToday.box.warehouseList) {
      expect(dayBefore.get(w.warehouseName)).toEqual(boxValues(w));
    }
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
  });

  it('resumes the days of an interrupted run', async () => {
    const before = await checksums();
    sandbox.control.setClock({ advanceSeconds: 3 * 86_400 });
    const stop = (page: number) => {
      if (page === 1) throw new Error('worker killed');
    };
    expect(await runDataset(deps(), first.id, 'tariffs', { afterPage: stop })).toMatchObject({
      status: 'failed',
      pages: 1,
    });
    // Two days left, then the commissions.
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', pages: 3 });
    expect((await checksums()).wb_commissions).toEqual(before.wb_commissions);
  });
});
