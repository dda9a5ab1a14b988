/**
 * wb_orders.effective_status (migration 0012): whichever of orders, sales and the order feed
 * arrives first, by the sync writers or any other statement, the stored status is the one
 * docs/domain.md#orders-and-statuses derives.
 */
import type { WbStatisticsOrder, WbStatisticsSale } from '@wb/wb/clients/statistics';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { writeDatasetPage } from '../../../test/sync';
import { salesDataset } from '../sales/sales.datasets';
import { ordersDataset } from './orders.datasets';
import type { SyncTarget } from '../sync/dataset';

let ctx: TestContext;
let target: SyncTarget;

const order = (srid: string, isCancel = false, lastChangeDate = '2026-03-01T10:00:00Z') =>
  ({
    srid,
    date: '2026-03-01T09:00:00Z',
    lastChangeDate,
    nmId: 111,
    isCancel,
    cancelDate: isCancel ? lastChangeDate : null,
    totalPrice: '1000',
    finishedPrice: '700',
    priceWithDisc: '800',
  }) as WbStatisticsOrder;

const sale = (srid: string, saleID: string) =>
  ({
    srid,
    saleID,
    date: '2026-03-03T09:00:00Z',
    lastChangeDate: '2026-03-03T09:00:00Z',
    nmId: 111,
    totalPrice: '1000',
    finishedPrice: '700',
    priceWithDisc: '800',
    forPay: '650',
    paymentSaleAmount: null,
  }) as WbStatisticsSale;

const writeOrders = (rows: WbStatisticsOrder[]) =>
  writeDatasetPage(ctx.database.pool, ordersDataset, target, rows);
const writeSales = (rows: WbStatisticsSale[]) =>
  writeDatasetPage(ctx.database.pool, salesDataset, target, rows);

async function statuses(): Promise<Record<string, string>> {
  const { rows } = await ctx.database.pool.query<{ srid: string; effective_status: string }>(
    `SELECT srid, effective_status FROM wb_orders WHERE account_id = $1`,
    [target.accountId],
  );
  return Object.fromEntries(rows.map((r) => [r.srid, r.effective_status]));
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const { company } = await createCompany(ctx.database, ctx.config, 'Статусы');
  const account = await insertAccount(ctx.database, company.id);
  target = { companyId: company.id, accountId: account.id };
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  await ctx.database.pool.query(`DELETE FROM wb_sales WHERE account_id = $1`, [target.accountId]);
  await ctx.database.pool.query(`DELETE FROM wb_orders WHERE account_id = $1`, [target.accountId]);
});

describe('the stored status of an order line', () => {
  it('follows sales that arrive after the orders', async () => {
    await writeOrders([order('a'), order('b'), order('c'), order('d', true)]);
    expect(await statuses()).toEqual({ a: 'new', b: 'new', c: 'new', d: 'cancelled' });

    await writeSales([sale('a', 'S1'), sale('b', 'S2'), sale('d', 'S3')]);
    expect(await statuses()).toEqual({ a: 'boughtOut', b: 'boughtOut', c: 'new', d: 'cancelled' });

    await writeSales([sale('b', 'R2')]);
    expect((await statuses()).b).toBe('returned');
  });

  it('takes the sales that arrived before the order', async () => {
    await writeSales([sale('e', 'S5'), sale('f', 'S6'), sale('f', 'R6')]);
    await writeOrders([order('e'), order('f'), order('g')]);
    expect(await statuses()).toEqual({ e: 'boughtOut', f: 'returned', g: 'new' });
  });

  it('keeps the sales part when a newer version of the order is merged', async () => {
    await writeOrders([order('h')]);
    await writeSales([sale('h', 'S8')]);
    await writeOrders([order('h', false, '2026-03-04T10:00:00Z')]);
    expect((await statuses()).h).toBe('boughtOut');
    // WB cancels it later: the flag outranks the sale.
    await writeOrders([order('h', true, '2026-03-05T10:00:00Z')]);
    expect((await statuses()).h).toBe('cancelled');
  });

  it('puts the order feed first and goes back when a sale is removed', async () => {
    await writeOrders([order('i'), order('j')]);
    await writeSales([sale('i', 'S9'), sale('j', 'S10')]);
    await ctx.database.pool.query(
      `UPDATE wb_orders SET status = 'return', status_at = now() WHERE srid = 'i' AND account_id = $1`,
      [target.accountId],
    );
    await ctx.database.pool.query(
      `DELETE FROM wb_sales WHERE sale_id = 'S10' AND account_id = $1`,
      [target.accountId],
    );
    expect(await statuses()).toEqual({ i: 'returned', j: 'new' });
  });

  it('never marks an order of another account with the same srid', async () => {
    const other = await insertAccount(ctx.database, target.companyId, { name: 'Второй' });
    await ctx.database.pool.query(
      `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, raw)
       VALUES ($1, $2, 'k', now(), now(), '{}')`,
      [target.companyId, other.id],
    );
    await writeOrders([order('k')]);
    await writeSales([sale('k', 'S11')]);
    const { rows } = await ctx.database.pool.query<{ effective_status: string }>(
      `SELECT effective_status FROM wb_orders WHERE account_id = $1 AND srid = 'k'`,
      [other.id],
    );
    expect(rows[0]?.effective_status).toBe('new');
    expect((await statuses()).k).toBe('boughtOut');
  });
});
