import pg from 'pg';
import { DataGrid, sheetRows } from '../support/pages/data-grid';
import { seedCompanyOf } from '../support/seed';
import { apiSignIn, demoUser } from '../support/session';
import {
  expect,
  expectImagesLoaded,
  expectNoBrokenImages,
  test,
  type Locator,
  type Page,
} from '../support/test';
import { seedPhotos } from '../support/wb-photos';

let seeded: Promise<void> | undefined;
/**
 * Seeds once per run: every test of this file sees the same 120 orders (a worker restarted after
 * a failure finds them in the database).
 */
function seedOrdersOnce(email: string): Promise<void> {
  seeded ??= (async () => {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    const { rowCount } = await client.query(`SELECT 1 FROM wb_orders WHERE srid = 'e2e-1'`);
    await client.end();
    if (!rowCount) await seedOrders(email);
  })();
  return seeded;
}

/** Orders of a fresh WB account of the demo owner's company, written as the sync would. */
async function seedOrders(email: string) {
  await seedCompanyOf(email, async (client, companyId) => {
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
    // Two photos a card; the first of card 100003 is gone from WB's CDN.
    await seedPhotos(
      client,
      accountId,
      Array.from({ length: 8 }, (_, i) => [100_001 + i, 2, i === 2 ? [1] : []]),
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
  });
}

/** The theme is the user's setting (kept across tests): switch only when it differs. */
async function setTheme(page: Page, mode: 'light' | 'dark') {
  const toggle = page.getByRole('button', {
    name: mode === 'dark' ? 'Включить тёмную тему' : 'Включить светлую тему',
  });
  const other = page.getByRole('button', {
    name: mode === 'dark' ? 'Включить светлую тему' : 'Включить тёмную тему',
  });
  await expect(toggle.or(other)).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await expect(other).toBeVisible();
}

/**
 * Products' photos from WB's CDN in `items` (rows or cards); the orders of card 100003 (ART-3)
 * show a placeholder instead. Photos load lazily: that order is scrolled to first (the demo's
 * own orders of the day may come before it), then the first item again.
 */
async function expectPhotos(page: Page, items: Locator, min: number) {
  const lost = items.filter({ hasText: 'ART-3' }).first();
  await lost.scrollIntoViewIfNeeded();
  await expect(lost.getByRole('img', { name: 'Нет фото' })).toBeVisible();
  await items.first().scrollIntoViewIfNeeded();
  await expectImagesLoaded(items.locator('img'), min);
  await expectNoBrokenImages(page);
}

async function shoot(page: Page, mode: 'light' | 'dark') {
  await setTheme(page, mode);
  const table = page.getByRole('table', { name: 'Заказы' });
  await expect(table.getByRole('row')).toHaveCount(52);
  await expectPhotos(page, table.getByRole('row'), 10);
  await page.screenshot({ path: `.artifacts/orders-${mode}.png` });
  // The money columns and the totals row, at the right end of the grid.
  await table.locator('..').evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await page.screenshot({ path: `.artifacts/orders-${mode}-right.png` });
  await table.locator('..').evaluate((el) => (el.scrollLeft = 0));
}

test('/orders: the grid with filters, totals and both themes', async ({ page }) => {
  const owner = demoUser('Владелец');
  await seedOrdersOnce(owner.email);
  await apiSignIn(page.request, owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Мульти-фильтры' })).toBeVisible();
  await shoot(page, 'light');
  await shoot(page, 'dark');

  // A filter from the builder reaches the server and the URL.
  await new DataGrid(page, 'Заказы').filter([{ field: 'Склад', value: 'Казань' }]);
  await expect(page).toHaveURL(/[?&]f=/);
  await expect(page.getByText('1–30 из 30')).toBeVisible();
  await page.screenshot({ path: '.artifacts/orders-filtered-dark.png' });
});

test('/orders: two conditions, XLSX of the filtered view, the order page', async ({ page }) => {
  const owner = demoUser('Владелец');
  await seedOrdersOnce(owner.email);
  await apiSignIn(page.request, owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orders');

  // Склад = Казань (orders 2, 6, … 118) AND Цена до скидок > 3 250 (orders 61…120): 62, 66 … 118.
  const grid = new DataGrid(page, 'Заказы');
  await grid.filter([
    { field: 'Склад', value: 'Казань' },
    { field: 'Цена до скидок', op: '>', value: '3250' },
  ]);
  await expect(page.getByText('1–15 из 15')).toBeVisible();
  await page.screenshot({ path: '.artifacts/orders-two-conditions.png' });

  // The export is the filtered view, all of it, as a real workbook.
  const rows = sheetRows(await grid.exportXlsx());
  expect(rows).toHaveLength(15);
  for (const row of rows) {
    expect(row['Склад']).toBe('Казань');
    expect(Number(row['Цена до скидок'])).toBeGreaterThan(3250);
  }

  // The order page of the first row: its facts and the way back.
  await grid.rows().nth(1).click();
  await expect(page).toHaveURL(/\/orders\/e2e-\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ' })).toBeVisible();
  await expect(page.getByText(/^Заказ e2e-\d+$/)).toBeVisible();
  await expectImagesLoaded(page.getByRole('img', { name: /^Фото: / }));
  await setTheme(page, 'light');
  await page.screenshot({ path: '.artifacts/order-detail-light.png', fullPage: true });
  await setTheme(page, 'dark');
  await page.screenshot({ path: '.artifacts/order-detail-dark.png', fullPage: true });
});

test('/orders/alt: the display settings change the feed and are kept', async ({ page }) => {
  const owner = demoUser('Владелец');
  await seedOrdersOnce(owner.email);
  await apiSignIn(page.request, owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/orders/alt');
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  await setTheme(page, 'light');
  await expectPhotos(page, cards, 2);
  // The photo fills the card's width at the default height.
  const photo = cards.first().locator('img');
  const box = (el: Element) => {
    const r = el.getBoundingClientRect();
    return [Math.round(r.width), Math.round(r.height)];
  };
  const [titleWidth] = await cards.first().getByRole('heading').evaluate(box);
  expect(await photo.evaluate(box)).toEqual([titleWidth, 180]);
  await page.screenshot({ path: '.artifacts/order-feed-light.png' });

  // The fullest row of the first cards: just after Moscow midnight, today's group may hold a
  // single order and its row a single card.
  const perRow = async () => {
    const tops = await cards.evaluateAll((els) =>
      els.slice(0, 12).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    return Math.max(...tops.map((top) => tops.filter((t) => t === top).length));
  };
  const fontSize = () => cards.first().evaluate((el) => getComputedStyle(el).fontSize);
  const before = await perRow();

  await page.getByRole('button', { name: 'Настройки отображения' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отображение заказов' });
  await dialog.getByRole('spinbutton', { name: 'Карточек в ряду' }).fill('3');
  await dialog.getByRole('spinbutton', { name: 'Размер шрифта, px' }).fill('18');
  await dialog.getByRole('textbox', { name: 'Ширина фото, px' }).fill('160');
  await dialog.getByRole('textbox', { name: 'Высота фото, px' }).fill('220');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(perRow).toBe(3);
  expect(before).not.toBe(3);
  expect(await fontSize()).toBe('18px');
  expect(await photo.evaluate(box)).toEqual([160, 220]);
  await setTheme(page, 'dark');
  await expectPhotos(page, cards, 2);
  await page.screenshot({ path: '.artifacts/order-feed-dark.png' });

  // Saved to the user's settings: a reload keeps them.
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect.poll(perRow).toBe(3);
  expect(await fontSize()).toBe('18px');
  await expect.poll(() => photo.evaluate(box)).toEqual([160, 220]);
  // After the reload too (the service worker may now control the page), the photos come.
  await expectImagesLoaded(cards.locator('img'), 2);
});
