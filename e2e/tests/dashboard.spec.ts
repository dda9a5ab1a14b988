import { expect, test, type Page } from '../support/test';
import pg from 'pg';
import { ReportPage } from '../support/pages/report-page';
import { apiSignIn, demoUser } from '../support/session';

/**
 * A WB cabinet of the demo owner's company with 60 days of rollups, as the sync would leave
 * them: sales_daily per product and Moscow day, a weekly report's finance_daily up to 8 days
 * ago, cost prices for most products, ad spend, stock with two products running out, and a
 * failing dataset.
 */
async function seedRollups(companyId: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const account = await client.query(
      `INSERT INTO wb_accounts (company_id, name) VALUES ($1, 'Кабинет для сводки') RETURNING id`,
      [companyId],
    );
    const accountId = account.rows[0].id as string;
    const params = [companyId, accountId];
    await client.query(
      `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, raw)
       SELECT $1, $2, 200000 + g,
         (ARRAY['Платье летнее миди','Футболка оверсайз','Джинсы прямые','Куртка демисезонная',
                'Свитер вязаный','Шарф шерстяной','Кроссовки беговые','Рюкзак городской'])[g],
         'DSH-' || g, '{}'
       FROM generate_series(1, 8) g`,
      params,
    );
    // Moscow today minus d, for d = 0…59; more orders on recent days and on product 1.
    await client.query(
      `WITH d AS (SELECT (now() AT TIME ZONE 'Europe/Moscow')::date - g AS day, g FROM generate_series(0, 59) g)
       INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum,
         cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum, for_pay_sum)
       SELECT $1, $2, 200000 + p, d.day, n, n * 1490.00, n / 6, b, b * 1490.00, b / 7, (b / 7) * 1490.00,
              b * 1490.00 * 0.72
         FROM d CROSS JOIN generate_series(1, 8) p
         CROSS JOIN LATERAL (SELECT (9 - p) + (60 - d.g) / 8 + (d.g * 7 + p * 3) % 5 AS n) o
         CROSS JOIN LATERAL (SELECT (o.n * 2) / 3 AS b) s`,
      params,
    );
    await client.query(
      // Each report's rows are loaded (the finance_daily rows below): its payout is known.
      `INSERT INTO realization_reports (company_id, account_id, report_id, date_from, date_to, raw,
         rows_loaded)
       SELECT $1, $2, 990000 + g, (now() AT TIME ZONE 'Europe/Moscow')::date - 8 - g * 7 - 6,
              (now() AT TIME ZONE 'Europe/Moscow')::date - 8 - g * 7, '{}', true
         FROM generate_series(0, 7) g`,
      params,
    );
    await client.query(
      `INSERT INTO finance_daily (company_id, account_id, day, nm_id, operation, document_type, payout)
       SELECT $1, $2, s.day, s.nm_id, 'Продажа', 'Продажа', s.for_pay_sum - s.buyouts_count * 180
         FROM sales_daily s
        WHERE s.account_id = $2 AND s.day <= (now() AT TIME ZONE 'Europe/Moscow')::date - 8`,
      params,
    );
    await client.query(
      `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost)
       SELECT $1, $2, 200000 + g, date '2025-01-01', 420 + g * 35 FROM generate_series(1, 8) g`,
      params,
    );
    await client.query(
      `INSERT INTO ad_spend (company_id, account_id, date, upd_time, upd_num, campaign_id, amount,
         payment_type, raw)
       SELECT $1, $2, (now() AT TIME ZONE 'Europe/Moscow')::date - g, now() - g * interval '1 day',
              0, 7001, 900 + g * 10, 'Баланс', '{}'
         FROM generate_series(0, 59) g`,
      params,
    );
    // Stock: plenty of most products, products 2 and 6 about to run out.
    await client.query(
      `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
         warehouse_name, quantity, raw, taken_at)
       SELECT $1, $2, 200000 + g, 300000 + g, 'wb', 507, 'Коледино',
              CASE g WHEN 2 THEN 9 WHEN 6 THEN 2 ELSE 400 END, '{}', now()
         FROM generate_series(1, 8) g`,
      params,
    );
    await client.query(
      `INSERT INTO sync_state (company_id, account_id, dataset, last_error, last_error_at, next_run_at)
       VALUES ($1, $2, 'realization', 'WB ответил 429: слишком много запросов', now(),
               now() + interval '1 day')`,
      params,
    );
  } finally {
    await client.end();
  }
}

async function shoot(page: Page, mode: 'light' | 'dark') {
  if (mode === 'dark') await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(
    new ReportPage(page, 'Продажи по группам').chart().locator('svg rect').first(),
  ).toBeVisible();
  await page.screenshot({ path: `.artifacts/dashboard-${mode}.png`, fullPage: true });
}

test('/: KPIs of the period with deltas, orders by day and the alerts, in both themes', async ({
  page,
}) => {
  await apiSignIn(page.request, demoUser('Владелец'));
  const me = (await (await page.request.get('/api/me')).json()) as {
    currentCompany: { id: string };
  };
  await seedRollups(me.currentCompany.id);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page).toHaveTitle(/^Главная/);
  const report = new ReportPage(page, 'Продажи по группам');
  const orders = report.kpi('orders');
  await expect(orders.getByRole('heading', { name: 'Заказы' })).toBeVisible();
  await expect(report.kpiValue('orders')).toHaveText(/^\d[\d\s\u00a0\u202f]* шт\.$/);
  await expect(orders.getByTestId('kpi-delta')).toBeVisible();
  await expect(report.kpi('payout')).toContainText('по отчётам WB за');
  await expect(report.kpiValue('profit')).toContainText('₽');
  await expect(page.getByRole('table', { name: 'Лучшие товары' })).toContainText(
    'Платье летнее миди',
  );
  await expect(page.getByRole('table', { name: 'Риск распродажи' })).toContainText(
    'Шарф шерстяной',
  );
  await expect(page.getByTestId('sync-problems')).toContainText('слишком много запросов');
  await shoot(page, 'light');
  await shoot(page, 'dark');

  // The period switcher changes the figures and keeps the choice in the address.
  await report.choosePeriod('30 дней');
  await expect(page).toHaveURL(/[?&]period=last30Days/);
  await expect(orders).toContainText('к периоду');
  await page.screenshot({ path: '.artifacts/dashboard-30-days-dark.png' });
  // A top product leads to its page.
  await page
    .getByRole('table', { name: 'Лучшие товары' })
    .getByRole('link', { name: 'Платье летнее миди' })
    .click();
  await expect(page).toHaveURL(/\/products\/200001$/);
});

test('/ on a phone: the cards stack and the page does not scroll sideways', async ({ page }) => {
  await apiSignIn(page.request, demoUser('Владелец'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByTestId('kpi-orders')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.artifacts/dashboard-phone.png', fullPage: true });
});
