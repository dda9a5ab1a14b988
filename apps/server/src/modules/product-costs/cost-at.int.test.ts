/**
 * costAtSql pinned (docs/domain.md#cost-at-a-date): the latest version with valid_from ≤ date, a
 * size's own version over the product's, a foreign currency at the latest rate on or before the
 * date, null without a rate or without a version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { costAtSql } from './cost-at';

let ctx: TestContext;
let account: string;
let other: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const { company } = await createCompany(ctx.database, ctx.config);
  account = (await insertAccount(ctx.database, company.id)).id;
  other = (await insertAccount(ctx.database, company.id)).id;
  const q = (text: string, params: unknown[]) => ctx.database.pool.query(text, params);
  for (const [acc, nm] of [
    [account, 111],
    [account, 222],
    [other, 111],
  ] as const) {
    await q(`INSERT INTO products (company_id, account_id, nm_id, raw) VALUES ($1, $2, $3, '{}')`, [
      company.id,
      acc,
      nm,
    ]);
  }
  const versions: [string, number, string | null, string, string, string][] = [
    [account, 111, null, '2026-01-01', '100', 'RUB'],
    [account, 111, null, '2026-03-01', '120', 'RUB'],
    [account, 111, '1002', '2026-02-01', '50', 'USD'],
    [account, 111, null, '2026-04-01', '10', 'EUR'],
    // Other products and accounts never leak in.
    [account, 222, null, '2025-01-01', '999', 'RUB'],
    [other, 111, null, '2025-01-01', '888', 'RUB'],
  ];
  for (const [acc, nm, chrt, from, cost, currency] of versions) {
    await q(
      `INSERT INTO product_costs (company_id, account_id, nm_id, chrt_id, valid_from, unit_cost,
         currency) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [company.id, acc, nm, chrt, from, cost, currency],
    );
  }
  for (const [date, rate] of [
    ['2026-01-15', '90.5'],
    ['2026-02-20', '95.123456'],
  ] as const) {
    await q(`INSERT INTO currency_rates (currency, date, rate) VALUES ('USD', $1, $2)`, [
      date,
      rate,
    ]);
  }
});

afterAll(async () => {
  await ctx.close();
});

/** The cost of nmID 111 of the account (a size, or NULL for the product) at a date. */
async function costAt(chrt: string | null, date: string) {
  const { rows } = await ctx.database.pool.query(
    `SELECT c.unit_cost, c.currency, to_char(c.valid_from, 'YYYY-MM-DD') AS valid_from,
            c.unit_cost_rub
       FROM (SELECT $1::uuid AS account_id, 111::bigint AS nm_id, $2::numeric AS chrt_id,
                    $3::date AS day) k
       LEFT JOIN LATERAL (${costAtSql('k.account_id', 'k.nm_id', 'k.chrt_id', 'k.day')}) c
         ON true`,
    [account, chrt, date],
  );
  const r = rows[0];
  return r.unit_cost === null ? null : [r.valid_from, r.unit_cost, r.currency, r.unit_cost_rub];
}

describe('costAtSql', () => {
  it('is null before the first version', async () => {
    expect(await costAt(null, '2025-12-31')).toBeNull();
    expect(await costAt('1002', '2025-12-31')).toBeNull();
  });

  it('takes the latest version with valid_from ≤ date, the start day included', async () => {
    expect(await costAt(null, '2026-01-01')).toEqual(['2026-01-01', '100.00', 'RUB', '100.00']);
    expect(await costAt(null, '2026-02-28')).toEqual(['2026-01-01', '100.00', 'RUB', '100.00']);
    expect(await costAt(null, '2026-03-01')).toEqual(['2026-03-01', '120.00', 'RUB', '120.00']);
  });

  it('uses the product’s version for a size without one of its own, or before it starts', async () => {
    expect(await costAt('1001', '2026-02-10')).toEqual(['2026-01-01', '100.00', 'RUB', '100.00']);
    expect(await costAt('1002', '2026-01-31')).toEqual(['2026-01-01', '100.00', 'RUB', '100.00']);
  });

  it('lets a size’s own version win, even over a newer product version', async () => {
    expect((await costAt('1002', '2026-02-01'))?.[0]).toBe('2026-02-01');
    expect((await costAt('1002', '2026-03-15'))?.[0]).toBe('2026-02-01');
    // The product-wide cost ignores size versions.
    expect((await costAt(null, '2026-02-10'))?.[0]).toBe('2026-01-01');
  });

  it('converts at the latest rate on or before the date, rounded to kopecks', async () => {
    // 50 × 90.5 (rate of 15.01; the version itself starts 01.02)
    expect(await costAt('1002', '2026-02-19')).toEqual(['2026-02-01', '50.00', 'USD', '4525.00']);
    // 50 × 95.123456 = 4756.1728
    expect(await costAt('1002', '2026-02-20')).toEqual(['2026-02-01', '50.00', 'USD', '4756.17']);
  });

  it('has no RUB amount for a currency without a rate (never guessed)', async () => {
    expect(await costAt(null, '2026-04-02')).toEqual(['2026-04-01', '10.00', 'EUR', null]);
  });
});
