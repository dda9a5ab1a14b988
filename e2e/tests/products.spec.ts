import { seedCompanyOf } from '../support/seed';
import { ownCompany } from '../support/session';
import { expect, expectImagesLoaded, expectNoBrokenImages, test, type Page } from '../support/test';
import { seedPhotos } from '../support/wb-photos';

const TITLES = ['Платье летнее миди', 'Футболка оверсайз', 'Джинсы прямые', 'Куртка демисезонная'];
/** nmIDs of this spec (far from the other specs' products). */
const NM = (i: number) => 900_000 + i;

/** A WB account of the spec's own company with a catalogue, as the sync would write it. */
async function seedCatalogue(email: string) {
  await seedCompanyOf(email, async (client, companyId) => {
    const account = await client.query(
      `INSERT INTO wb_accounts (company_id, name) VALUES ($1, 'Кабинет каталога') RETURNING id`,
      [companyId],
    );
    const accountId = account.rows[0].id as string;
    await client.query(
      `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, brand, subject_name, in_trash, raw)
     SELECT $1, $2, 900000 + g, ($3::text[])[1 + g % 4], 'CAT-' || g, 'Северный ветер',
            (ARRAY['Платья','Футболки','Джинсы','Куртки'])[1 + g % 4], g = 12, '{}'
     FROM generate_series(1, 12) g`,
      [companyId, accountId, TITLES],
    );
    // 1–3 photos a card; card 4's first photo is gone from WB's CDN, card 8 has none.
    await seedPhotos(
      client,
      accountId,
      Array.from({ length: 12 }, (_, i) =>
        i + 1 === 4 ? [NM(4), 2, [1]] : [NM(i + 1), i + 1 === 8 ? 0 : 1 + (i % 3)],
      ),
    );
    await client.query(
      `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, wb_size, raw)
     SELECT $1, $2, 900000 + g, 9000000 + g * 10 + s, (ARRAY['S','M','L'])[s], (ARRAY['42','44','46'])[s], '{}'
     FROM generate_series(1, 12) g, generate_series(1, 3) s`,
      [companyId, accountId],
    );
    await client.query(
      `INSERT INTO prices (company_id, account_id, nm_id, size_id, price, discount, discounted_price, raw)
     SELECT $1, $2, 900000 + g, 9000000 + g * 10 + s, 2000 + g * 150, 30 + s,
            round((2000 + g * 150) * (70 - s) / 100.0, 2), '{}'
     FROM generate_series(1, 12) g, generate_series(1, 3) s`,
      [companyId, accountId],
    );
    await client.query(
      `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id, warehouse_name, quantity, raw, taken_at)
     SELECT $1, $2, 900000 + g, 9000000 + g * 10 + s, 'wb', 507, 'Коледино', (g * 7 + s * 3) % 40, '{}', now()
     FROM generate_series(1, 12) g, generate_series(1, 3) s`,
      [companyId, accountId],
    );
    const category = await client.query(
      `INSERT INTO categories (company_id, name) VALUES ($1, 'Летняя коллекция') RETURNING id`,
      [companyId],
    );
    await client.query(
      `UPDATE products SET category_id = $1 WHERE account_id = $2 AND nm_id IN (900001, 900005, 900009)`,
      [category.rows[0].id, accountId],
    );
    const tag = await client.query(
      `INSERT INTO tags (company_id, name, color) VALUES ($1, 'Хит продаж', 'E53935') RETURNING id`,
      [companyId],
    );
    await client.query(
      `INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
     SELECT $1, $2, 900000 + g, $3 FROM generate_series(1, 12) g WHERE g % 3 = 0`,
      [companyId, accountId, tag.rows[0].id],
    );
    await client.query(
      `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost, currency)
     SELECT $1, $2, 900000 + g, '2026-01-01', 700 + g * 40, 'RUB' FROM generate_series(5, 8) g`,
      [companyId, accountId],
    );
  });
}

const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`),
});
const BAD = csv('себестоимость.csv', [
  'Артикул WB;Артикул продавца;Себестоимость;Валюта;Дата начала',
  `${NM(1)};;1 250,50;RUB;01.03.2026`,
  '999999;;800;RUB;01.03.2026',
  ';CAT-2;990;;01.03.2026',
]);
const GOOD = csv('себестоимость.csv', [
  'Артикул WB;Артикул продавца;Себестоимость;Валюта;Дата начала',
  `${NM(1)};;1 250,50;RUB;01.03.2026`,
  ';CAT-2;990;;01.03.2026',
]);

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Импорт себестоимости' }).click();
  return page.getByRole('dialog', { name: 'Импорт себестоимости' });
}

const rowOf = (page: Page, nmId: number) =>
  page
    .getByRole('table', { name: 'Товары' })
    .getByRole('row')
    .filter({ hasText: String(nmId) });

test('/products: the catalogue grid, and a cost import refused with a bad row then applied', async ({
  page,
}) => {
  const owner = await ownCompany(page, 'ИП Каталог');
  await seedCatalogue(owner.email);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products');
  await expect(rowOf(page, NM(12))).toContainText('В корзине');
  await expect(rowOf(page, NM(5))).toContainText('900,00 ₽');
  // The cards' first photos from WB's CDN; a placeholder for the one that fails and for none.
  await expectImagesLoaded(page.getByRole('table', { name: 'Товары' }).locator('img'), 10);
  await expect(rowOf(page, NM(4)).getByRole('img', { name: 'Нет фото' })).toBeVisible();
  await expect(rowOf(page, NM(8)).getByRole('img', { name: 'Нет фото' })).toBeVisible();
  await expectNoBrokenImages(page);
  await page.screenshot({ path: '.artifacts/products-light.png' });
  const grid = page.getByRole('table', { name: 'Товары' }).locator('..');
  // Tags, sizes and prices in the middle; stock, cost and margin at the right end.
  await grid.evaluate((el) => (el.scrollLeft = 750));
  await page.screenshot({ path: '.artifacts/products-light-middle.png' });
  await grid.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await page.screenshot({ path: '.artifacts/products-light-right.png' });
  await grid.evaluate((el) => (el.scrollLeft = 0));

  // Ticked rows bring the bulk actions.
  await page.getByRole('checkbox', { name: /Выбрать .*\(900011\)/ }).check();
  await page.getByRole('checkbox', { name: /Выбрать .*\(900010\)/ }).check();
  const bar = page.getByRole('region', { name: 'Выбранные строки' });
  await expect(bar).toContainText('Выбрано 2 строки');
  await expect(bar.getByRole('button', { name: 'Себестоимость' })).toBeVisible();
  await page.screenshot({ path: '.artifacts/products-selected-light.png' });
  await bar.getByRole('button', { name: 'Снять выделение' }).click();

  // A file with a bad row: named in the preview, nothing can be imported.
  let dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles(BAD);
  await expect(
    dialog.getByText('Строка 3, «Артикул WB»: товар с артикулом WB 999999 не найден'),
  ).toBeVisible();
  await expect(dialog.getByText('3 строки: без ошибок 2, с ошибками 1')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Загрузить', exact: true })).toBeDisabled();
  await page.screenshot({ path: '.artifacts/products-import-light.png' });
  await dialog.getByRole('switch', { name: 'Только строки с ошибками' }).uncheck();
  await page.screenshot({ path: '.artifacts/products-import-all-light.png' });
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(rowOf(page, NM(1))).not.toContainText('1 250,50 ₽');

  // Dark theme: the grid and the dialog.
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await page.screenshot({ path: '.artifacts/products-dark.png' });
  await grid.evaluate((el) => (el.scrollLeft = 750));
  await page.screenshot({ path: '.artifacts/products-dark-middle.png' });
  await grid.evaluate((el) => (el.scrollLeft = 0));
  dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles(BAD);
  await expect(dialog.getByText(/Строка 3, «Артикул WB»/)).toBeVisible();
  await page.screenshot({ path: '.artifacts/products-import-dark.png' });

  // The fixed file: imported in one go, then visible in the grid's cost column.
  await dialog.locator('input[type=file]').setInputFiles(GOOD);
  await dialog.getByRole('button', { name: 'Загрузить 2 строки' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Загружено 2 записи себестоимости');
  await page.screenshot({ path: '.artifacts/products-import-done-dark.png' });
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(rowOf(page, NM(1))).toContainText('1 250,50 ₽');
  await expect(rowOf(page, NM(2))).toContainText('990,00 ₽');
});
