/**
 * A report as a user works it, on the dashboard (the first report): the cabinet and the period,
 * a KPI opened down to the orders behind it, a grid cell down to its buyouts, the grouping
 * changed and the grid exported. The cabinet's orders, sales and their daily rollup are written
 * as the sync writes them, so every figure has its rows.
 */
import { seedCompanyOf } from '../support/seed';
import { ReportPage } from '../support/pages/report-page';
import { sheetRows } from '../support/pages/data-grid';
import { apiSignIn, demoUser } from '../support/session';
import { expect, test } from '../support/test';

const ACCOUNT = 'Кабинет отчёта';

/** The figures the seed leaves for the last 7 Moscow days, read back from its rows. */
interface Expected {
  orders: number;
  buyoutsOfFirst: number;
}

async function seed(email: string): Promise<Expected> {
  return seedCompanyOf(email, async (client, companyId) => {
    const existing = await client.query(`SELECT id FROM wb_accounts WHERE name = $1`, [ACCOUNT]);
    let accountId = existing.rows[0]?.id as string | undefined;
    if (!accountId) {
      accountId = (
        await client.query(
          `INSERT INTO wb_accounts (company_id, name) VALUES ($1, $2) RETURNING id`,
          [companyId, ACCOUNT],
        )
      ).rows[0].id as string;
      const p = [companyId, accountId];
      // A second cabinet without sales: the page then offers the cabinet filter.
      await client.query(`INSERT INTO wb_accounts (company_id, name) VALUES ($1, $2)`, [
        companyId,
        `${ACCOUNT} (пустой)`,
      ]);
      await client.query(
        `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, brand, raw)
         SELECT $1, $2, 400000 + g, 'Отчётный товар ' || g, 'REP-' || g, 'Отчёт', '{}'
           FROM generate_series(1, 3) g`,
        p,
      );
      // 30 orders over the last 5 Moscow days (around noon, never straddling midnight), a third
      // bought out, two of those returned.
      await client.query(
        `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, nm_id,
           supplier_article, tech_size, warehouse_name, total_price, discount_percent, spp,
           finished_price, price_with_disc, is_cancel, raw)
         SELECT $1, $2, 'rep-' || g,
                (date_trunc('day', now() AT TIME ZONE 'Europe/Moscow') - (g % 5) * interval '1 day'
                  + interval '12 hours' + g * interval '1 minute') AT TIME ZONE 'Europe/Moscow',
                now(), 400001 + g % 3, 'REP-' || (1 + g % 3), 'M', 'Коледино',
                1000 + g * 10, 20, 10, 700 + g * 7, 800 + g * 8, g % 11 = 0, '{}'
           FROM generate_series(1, 30) g`,
        p,
      );
      await client.query(
        `INSERT INTO wb_sales (company_id, account_id, srid, sale_id, date, last_change_date, nm_id,
           price_with_disc, finished_price, for_pay, raw)
         SELECT o.company_id, o.account_id, o.srid, s.kind || o.srid, o.date + interval '1 hour',
                now(), o.nm_id, CASE s.kind WHEN 'R' THEN -o.price_with_disc ELSE o.price_with_disc END,
                o.finished_price,
                CASE s.kind WHEN 'R' THEN -o.price_with_disc ELSE o.price_with_disc END * 0.7, '{}'
           FROM wb_orders o
           CROSS JOIN LATERAL (VALUES ('S'), ('R')) s(kind)
          WHERE o.account_id = $1 AND split_part(o.srid, '-', 2)::int % 3 = 0
            AND (s.kind = 'S' OR split_part(o.srid, '-', 2)::int % 15 = 0)`,
        [accountId],
      );
      // The daily rollup of those rows, as the sync keeps it.
      await client.query(
        `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum,
           cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum, for_pay_sum)
         SELECT company_id, account_id, nm_id, day, sum(o), sum(os), sum(c), sum(b), sum(bs),
                sum(r), sum(rs), sum(fp)
           FROM (
             SELECT company_id, account_id, nm_id, (date AT TIME ZONE 'Europe/Moscow')::date AS day,
                    1 AS o, price_with_disc AS os, is_cancel::int AS c, 0 AS b, 0 AS bs, 0 AS r,
                    0 AS rs, 0 AS fp
               FROM wb_orders WHERE account_id = $1
             UNION ALL
             SELECT company_id, account_id, nm_id, (date AT TIME ZONE 'Europe/Moscow')::date,
                    0, 0, 0, (sale_id LIKE 'S%')::int,
                    CASE WHEN sale_id LIKE 'S%' THEN price_with_disc ELSE 0 END,
                    (sale_id LIKE 'R%')::int,
                    CASE WHEN sale_id LIKE 'R%' THEN abs(price_with_disc) ELSE 0 END, for_pay
               FROM wb_sales WHERE account_id = $1
           ) x
          GROUP BY company_id, account_id, nm_id, day`,
        [accountId],
      );
    }
    const since = `(date_trunc('day', now() AT TIME ZONE 'Europe/Moscow') - interval '6 days') AT TIME ZONE 'Europe/Moscow'`;
    const orders = await client.query(
      `SELECT count(*)::int AS n FROM wb_orders WHERE account_id = $1 AND date >= ${since}`,
      [accountId],
    );
    const buyouts = await client.query(
      `SELECT count(*)::int AS n FROM wb_sales
        WHERE account_id = $1 AND nm_id = 400001 AND sale_id LIKE 'S%' AND date >= ${since}`,
      [accountId],
    );
    return { orders: orders.rows[0].n as number, buyoutsOfFirst: buyouts.rows[0].n as number };
  });
}

test('a report: from a KPI and a grid cell down to the rows behind them, the grid exported', async ({
  page,
}) => {
  const owner = demoUser('Владелец');
  const expected = await seed(owner.email);
  await apiSignIn(page.request, owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const report = new ReportPage(page, 'Продажи по группам');
  await report.chooseAccount(ACCOUNT);
  await report.choosePeriod('7 дней');
  await expect(page).toHaveURL(/[?&]period=last7Days/);
  await expect(report.kpiValue('orders')).toHaveText(/шт\.$/);
  await expect.poll(() => report.kpiCount('orders')).toBe(expected.orders);

  // The KPI opens the orders it counted.
  const orders = await report.drillKpi('orders');
  await orders.grid().expectTotal(expected.orders);
  await page.screenshot({ path: '.artifacts/report-drill-kpi.png' });
  await orders.close();

  // A grid cell: the first product's buyouts of the week.
  const grid = report.grid();
  await grid.expectLoaded();
  await expect(grid.rowsWith('Отчётный товар 1')).toHaveCount(1);
  const buyouts = await report.drillCell('Отчётный товар 1', 'Выкупы, шт.');
  await buyouts.grid().expectTotal(expected.buyoutsOfFirst);
  await expect(buyouts.grid().rowsWith('Возврат')).toHaveCount(0);
  await buyouts.close();

  // By day: the grid's export writes the groups and their figures.
  await report.groupBy('По дням');
  await expect(page).toHaveURL(/[?&]groupBy=day/);
  await expect(page).toHaveURL(/[?&]account=/);
  await expect(page.getByRole('combobox', { name: 'Кабинет WB' })).toHaveText(ACCOUNT);
  const sheet = sheetRows(await grid.exportXlsx());
  expect(Object.keys(sheet[0]!)).toEqual(expect.arrayContaining(['День', 'Заказы, шт.']));
  expect(sheet.reduce((n, r) => n + Number(r['Заказы, шт.']), 0)).toBe(expected.orders);
  await page.screenshot({ path: '.artifacts/report-by-day.png', fullPage: true });
});
