/**
 * Tariffs WB has announced for later days (box, pallet by date) against the WB sandbox over
 * HTTP: read only where an announced tariff starts, stored as versions from their start while
 * today's stays in force for its readers, corrected or removed when WB revises or withdraws the
 * announcement, and a second run changes nothing.
 *
 * The sandbox's tariffs change every two weeks; the next change is announced for the first week
 * preliminarily (some warehouses' logistics 10 points high, a storage raise a week later that
 * is withdrawn), then finally (packages/wb-sandbox/src/gen/tariffs.ts).
 */
import { randomUUID } from 'node:crypto';
import { mskDate } from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { getUnitEconomicsData } from '../products/product.economics';
import { syncJobs } from '../sync/sync.jobs';
import { TARIFFS_CLOCK } from './tariffs.datasets';
import { addDays, boxValues, palletValues, tariffsKit } from '../../../test/fixtures/tariffs';

let ctx: TestContext;
let sandbox: Sandbox;
/** The second day of a sandbox tariff epoch: the next epoch's announcement is preliminary. */
const NOW = '2026-11-20T12:00:00+03:00';
/** The day WB's announcement of the next epoch is final. */
const REVISED = '2026-11-26';
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

const { account, run, query, checksums, served, boxOn, palletOn } = tariffsKit(() => ({
  ctx,
  sandbox,
}));

/** Requests the sandbox answered per tariff method since `before`. */
const METHODS = { box: 'box', pallet: 'pallet', return: 'return', commission: 'commission' };
const stats = () => ({
  ...(sandbox.control.stats() as { byEndpoint: Record<string, number> }).byEndpoint,
});
function requestsSince(before: Record<string, number>) {
  const now = stats();
  return Object.fromEntries(
    Object.entries(METHODS).map(([k, m]) => {
      const key = `GET /common/api/v1/tariffs/${m}`;
      return [k, (now[key] ?? 0) - (before[key] ?? 0)];
    }),
  );
}

/** The stored versions of a table valid from `date`, per warehouse. */
async function versionsFrom(table: string, date: string) {
  const rows = await query<{ warehouse_name: string; raw: object }>(
    `SELECT warehouse_name, raw FROM ${table} WHERE valid_from = $1 ORDER BY 1`,
    [date],
  );
  return new Map(rows.map((r) => [r.warehouse_name, r.raw]));
}

type Served = Awaited<ReturnType<typeof served>>;
/** Warehouses whose box / pallet values on `b` differ from those on `a`. */
function changed(a: Served, b: Served) {
  const diff = <W extends { warehouseName: string }>(xs: W[], ys: W[], f: (w: W) => object) =>
    ys
      .filter((y) => {
        const x = xs.find((w) => w.warehouseName === y.warehouseName);
        return !x || JSON.stringify(f(x)) !== JSON.stringify(f(y));
      })
      .map((w) => w.warehouseName)
      .sort();
  return {
    box: diff(a.box.warehouseList, b.box.warehouseList, boxValues),
    pallet: diff(a.pallet.warehouseList, b.pallet.warehouseList, palletValues),
  };
}

/** The stored tariffs in force on `date` are what the sandbox serves for it. */
async function expectStoredAsServed(token: string, date: string) {
  const wb = await served(token, date);
  expect(wb.box.warehouseList.length).toBeGreaterThan(5);
  const box = await boxOn(date);
  const pallet = await palletOn(date);
  for (const w of wb.box.warehouseList) expect(box.get(w.warehouseName)).toEqual(boxValues(w));
  for (const w of wb.pallet.warehouseList) {
    expect(pallet.get(w.warehouseName)).toEqual(palletValues(w));
  }
}

describe('announced tariffs', () => {
  const today = mskDate(Date.parse(NOW));
  let first: { id: string; token: string };
  let start = '';
  let raise = '';

  it('stores the announced tariffs as versions from their start, reading only those days', async () => {
    first = await account();
    const before = stats();
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', pages: 2 });
    // Today, the announced start and the raise a week later; return tariffs announce nothing.
    expect(requestsSince(before)).toEqual({ box: 3, pallet: 3, return: 1, commission: 1 });

    const wbToday = await served(first.token, today);
    start = wbToday.box.dtNextBox!;
    const wbStart = await served(first.token, start);
    raise = wbStart.box.dtNextBox!;
    expect(today < start && start < raise && raise <= wbToday.box.dtTillMax!).toBe(true);
    expect(wbStart.pallet.dtNextPallet).toBe(raise);
    expect(wbToday.ret.dtNextDeliveryDumpSup).toBeNull();
    const wbRaise = await served(first.token, raise);
    expect(wbRaise.box.dtNextBox).toBeNull();

    // Versions from the announced days: exactly the warehouses whose tariffs change then.
    const atStart = changed(wbToday, wbStart);
    const atRaise = changed(wbStart, wbRaise);
    expect(atStart.box.length).toBeGreaterThan(0);
    expect(atRaise.box.length).toBeGreaterThan(0);
    expect([...(await versionsFrom('wb_box_tariffs', start)).keys()]).toEqual(atStart.box);
    expect([...(await versionsFrom('wb_pallet_tariffs', start)).keys()]).toEqual(atStart.pallet);
    expect([...(await versionsFrom('wb_box_tariffs', raise)).keys()]).toEqual(atRaise.box);
    expect((await versionsFrom('wb_return_tariffs', start)).size).toBe(0);
    // The tariff in force on any day: today's until the start, the announced ones after.
    for (const day of [today, addDays(start, -1), start, addDays(raise, -1), raise]) {
      await expectStoredAsServed(first.token, day);
    }
    await expectStoredAsServed(first.token, wbToday.box.dtTillMax!);
  });

  it('keeps today’s tariff for the calculator, with the announced change as `next`', async () => {
    const wbToday = await served(first.token, today);
    const wbStart = await served(first.token, start);
    const wbRaise = await served(first.token, raise);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    const data = await getUnitEconomicsData(ctx.database.db, {
      companyId: randomUUID(),
      accountId: randomUUID(),
      account: '',
      nmId: 1,
      accounts: [],
    }).finally(() => vi.useRealTimers());

    expect(data.boxTariffs.map((t) => t.warehouseName).sort()).toEqual(
      wbToday.box.warehouseList.map((w) => w.warehouseName).sort(),
    );
    const atStart = changed(wbToday, wbStart).box;
    const atRaise = changed(wbStart, wbRaise).box;
    for (const t of data.boxTariffs) {
      const now = wbToday.box.warehouseList.find((w) => w.warehouseName === t.warehouseName)!;
      expect([t.validFrom, t.deliveryBase, t.storageBase]).toEqual([
        today,
        now.boxDeliveryBase,
        now.boxStorageBase,
      ]);
      const from = atStart.includes(t.warehouseName)
        ? wbStart
        : atRaise.includes(t.warehouseName)
          ? wbRaise
          : null;
      const next = from?.box.warehouseList.find((w) => w.warehouseName === t.warehouseName);
      expect(t.next).toEqual(
        next
          ? {
              validFrom: from === wbStart ? start : raise,
              deliveryBase: next.boxDeliveryBase,
              deliveryLiter: next.boxDeliveryLiter,
              mpDeliveryBase: next.boxDeliveryMarketplaceBase,
              mpDeliveryLiter: next.boxDeliveryMarketplaceLiter,
              storageBase: next.boxStorageBase,
              storageLiter: next.boxStorageLiter,
            }
          : null,
      );
    }
    expect(data.boxTariffs.some((t) => t.next !== null)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await checksums();
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await checksums()).toEqual(before);
  });

  it('corrects what WB revised and removes what it withdrew, leaving the past alone', async () => {
    const past = await checksums(today);
    const stored = await versionsFrom('wb_box_tariffs', start);
    const raised = await versionsFrom('wb_box_tariffs', raise);
    expect(raised.size).toBeGreaterThan(0);

    sandbox.control.setClock({ now: `${REVISED}T12:00:00+03:00` });
    const wbNow = await served(first.token, REVISED);
    const wbStart = await served(first.token, start);
    // The final announcement: the same start, other values for some warehouses, no raise.
    expect(wbNow.box.dtNextBox).toBe(start);
    expect(wbStart.box.dtNextBox).toBeNull();
    const revised = wbStart.box.warehouseList.filter((w) => {
      const raw = stored.get(w.warehouseName) as { boxDeliveryCoefExpr?: string } | undefined;
      return raw && raw.boxDeliveryCoefExpr !== w.boxDeliveryCoefExpr;
    });
    expect(revised.length).toBeGreaterThan(0);

    const result = await run(first.id);
    expect(result).toMatchObject({ status: 'succeeded' });
    expect(result.status === 'succeeded' && result.rowsUpserted).toBeGreaterThan(0);
    // The withdrawn raise is gone; the start holds exactly the final changes.
    expect((await versionsFrom('wb_box_tariffs', raise)).size).toBe(0);
    expect((await versionsFrom('wb_pallet_tariffs', raise)).size).toBe(0);
    const final = changed(wbNow, wbStart);
    expect([...(await versionsFrom('wb_box_tariffs', start)).keys()]).toEqual(final.box);
    expect([...(await versionsFrom('wb_pallet_tariffs', start)).keys()]).toEqual(final.pallet);
    for (const day of [REVISED, addDays(start, -1), start, raise, wbNow.box.dtTillMax!]) {
      await expectStoredAsServed(first.token, day);
    }
    // Versions of days that have come are not touched.
    expect(await checksums(today)).toEqual(past);

    const after = await checksums();
    expect(await run(first.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await checksums()).toEqual(after);
  });

  it('reads today only with a basic token (one request an hour per method)', async () => {
    const basic = await account({ basic: true });
    const before = stats();
    const stored = await checksums();
    expect(await run(basic.id)).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(requestsSince(before)).toEqual({ box: 1, pallet: 1, return: 1, commission: 1 });
    expect(await checksums()).toEqual(stored);
  });
});
