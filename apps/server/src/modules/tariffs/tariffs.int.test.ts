/**
 * Tariffs (box, pallet, return by date; commission by subject) against the WB sandbox over HTTP:
 * stored once for all companies, exactly as WB's comma decimals say, a version only when values
 * change, and the same answer read with another company's token changes nothing.
 */
import { mskDate } from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { syncJobs } from '../sync/sync.jobs';
import { TARIFFS_CLOCK } from './tariffs.datasets';
import { TARIFF_TABLES, addDays, boxValues, tariffsKit } from '../../../test/fixtures/tariffs';

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

const { account, run, query, checksums, served, boxOn } = tariffsKit(() => ({
  ctx,
  sandbox,
}));

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

    // Today's versions (those WB announced for later days: tariffs.future.int.test.ts).
    const pallets = await query<{ warehouse_name: string; storage_value: string }>(
      'SELECT warehouse_name, storage_value::text FROM wb_pallet_tariffs WHERE valid_from = $1',
      [today],
    );
    expect(pallets.map((p) => [p.warehouse_name, p.storage_value]).sort()).toEqual(
      wb.pallet.warehouseList.map((p) => [p.warehouseName, p.palletStorageValueExpr]).sort(),
    );
    const returns = await query<{ warehouse_name: string; sup_return: string }>(
      'SELECT warehouse_name, sup_return::text FROM wb_return_tariffs WHERE valid_from = $1',
      [today],
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
      [TARIFF_TABLES],
    );
    expect(row!.n).toBe(0);
  });

  it('rewrites nothing when an announced day comes: its version is already the tariff', async () => {
    const next = (await served(first.token, today)).box.dtNextBox!;
    expect(next > today).toBe(true);
    // The day before the new tariffs: WB's final announcement is stored.
    const dayBefore = addDays(next, -1);
    sandbox.control.setClock({ now: `${dayBefore}T12:00:00+03:00` });
    expect(await run(first.id)).toMatchObject({ status: 'succeeded' });
    const wbBefore = await served(first.token, dayBefore);
    const wbNext = await served(first.token, next);
    const tillMax = wbBefore.box.dtTillMax!;
    expect(tillMax >= next).toBe(true);
    const stored = await checksums(tillMax);

    sandbox.control.setClock({ now: `${next}T12:00:00+03:00` });
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', pages: 2 });
    // Only tariffs announced after the old `dtTillMax` were added.
    expect(await checksums(tillMax)).toEqual(stored);
    // The tariff on a date: the old values the day before, WB's new ones from `next`.
    const onNext = await boxOn(next);
    for (const w of wbNext.box.warehouseList) {
      expect(onNext.get(w.warehouseName)).toEqual(boxValues(w));
    }
    const onDayBefore = await boxOn(dayBefore);
    for (const w of wbBefore.box.warehouseList) {
      expect(onDayBefore.get(w.warehouseName)).toEqual(boxValues(w));
    }
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
  });

  it('resumes the days of an interrupted run', async () => {
    const before = await checksums();
    sandbox.control.setClock({ advanceSeconds: 3 * 86_400 });
    const stop = (page: number) => {
      if (page === 1) throw new Error('worker killed');
    };
    expect(await run(first.id, { afterPage: stop })).toMatchObject({
      status: 'failed',
      pages: 1,
    });
    // Two days left, then the commissions.
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', pages: 3 });
    expect((await checksums()).wb_commissions).toEqual(before.wb_commissions);
  });
});
