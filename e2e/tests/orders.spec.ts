import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { apiSignIn, demoUser } from '../support/session';

/** Orders of a fresh WB account of the demo owner's company, written as the sync would. */
async function seedOrders(email: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT m.company_id FROM company_members m JOIN users u ON u.id = m.user_id
       WHERE lower(u.email) = lower($1) LIMIT 1`,
      [email],
    );
    const companyId = rows[0].company_id as string;
    const account = await client.query(
      `INSERT INTO wb_accounts (company_id, name) VALUES ($1, 'Основной кабинет') RETURNING id`,
      [companyId],
    );
    const accountId = account.rows[0].id as string;
    await client.query(
      `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, raw)
       SELECT $1, $2, 100000 + g, (ARRAY['Платье летнее миди','Футболка оверсайз','Джинсы прямые','Куртка демисезонная'])[1 + g % 4], 'ART-' || g, '{}'
       FROM generate_series(1, 8) g`,
      [companyId, accountId],
    );
    await client.query(
      `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, nm_id,
         supplier_article, tech_size, warehouse_name, oblast_okrug_name, region_name,
         total_price, discount_percent, spp, finished_price, is_cancel, raw)
       SELECT $1, $2, 'e2e-' || g, now() - g * interval '37 minutes', now(), 100000 + 1 + g % 8,
         'ART-' || (1 + g % 8), (ARRAY['S','M','L','XL'])[1 + g % 4],
         (ARRAY['Коледино','Электросталь','Казань','Краснодар'])[1 + g % 4],
         (ARRAY['Центральный федеральный округ','Приволжский федеральный округ','Южный федеральный округ'])[1 + g % 3],
         (ARRAY['Москва','Татарстан','Краснодарский край','Московская область'])[1 + g % 4],
         1000 + g * 37.5, 40, 25, round((1000 + g * 37.5) * 0.6 * 0.75, 2), g % 9 = 0, '{}'
       FROM generate_series(1, 120) g`,
      [companyId, accountId],
    );
    await client.query(
      `INSERT INTO wb_sales (company_id, account_id, srid, sale_id, date, last_change_date, raw)
       SELECT $1, $2, 'e2e-' || g, CASE WHEN g % 7 = 0 THEN 'R' ELSE 'S' END || g, now(), now(), '{}'
       FROM generate_series(1, 120) g WHERE g % 3 = 0`,
      [companyId, accountId],
    );
  } finally {
    await client.end();
  }
}

async function shoot(page: Page, mode: 'light' | 'dark') {
  if (mode === 'dark') await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  const table = page.getByRole('table', { name: 'Заказы' });
  await expect(table.getByRole('row')).toHaveCount(52);
  await page.screenshot({ path: `.artifacts/orders-${mode}.png` });
  // The money columns and the totals row, at the right end of the grid.
  await table.locator('..').evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await page.screenshot({ path: `.artifacts/orders-${mode}-right.png` });
  await table.locator('..').evaluate((el) => (el.scrollLeft = 0));
}

test('/orders: the grid with filters, totals and both themes', async ({ page }) => {
  const owner = demoUser('Владелец');
  await seedOrders(owner.email);
  await apiSignIn(page.request, owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Мульти-фильтры' })).toBeVisible();
  await shoot(page, 'light');
  await shoot(page, 'dark');

  // A filter from the builder reaches the server and the URL.
  await page.getByRole('button', { name: 'Мульти-фильтры' }).click();
  const dialog = page.getByRole('dialog', { name: 'Мульти-фильтры' });
  await dialog.getByRole('combobox', { name: 'Поле' }).click();
  await page.getByRole('option', { name: 'Склад' }).click();
  await dialog.getByRole('textbox', { name: 'Значение' }).fill('Казань');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/[?&]f=/);
  await expect(page.getByText('1–30 из 30')).toBeVisible();
  await page.screenshot({ path: '.artifacts/orders-filtered-dark.png' });
});
