import { expect, test, type Page } from '../support/test';
import { seedCompanyOf } from '../support/seed';
import { ownCompany } from '../support/session';

/**
 * A WB account of the spec's own company without a token (its WB tags are view only), its
 * products with WB subjects and a WB tag, and WB's subject and commission reference data — as
 * the sync would have written them.
 */
async function seed(email: string) {
  await seedCompanyOf(email, async (client, companyId) => {
    const account = await client.query(
      `INSERT INTO wb_accounts (company_id, name) VALUES ($1, 'Кабинет с ярлыками') RETURNING id`,
      [companyId],
    );
    const accountId = account.rows[0].id as string;
    await client.query(
      `INSERT INTO wb_subject_parents (parent_id, name, is_visible, raw) VALUES
       (9001, 'Женщинам', true, '{}'), (9002, 'Обувь', true, '{}')
     ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO wb_subjects (subject_id, name, parent_id, parent_name) VALUES
       (90101, 'Платья', 9001, 'Женщинам'), (90102, 'Юбки', 9001, 'Женщинам'),
       (90201, 'Кроссовки', 9002, 'Обувь'), (90202, 'Сапоги', 9002, 'Обувь')
     ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO wb_commissions (subject_id, valid_from, subject_name, parent_name, fbw, fbs,
       dbs, edbs, pickup, booking, rates, raw) VALUES
       (90101, '2026-03-01', 'Платья', 'Женщинам', 25.5, 26, 27, 28, 19.75, 30, '{}', '{}'),
       (90102, '2026-03-01', 'Юбки', 'Женщинам', 24, 25, 26, 27, 18.5, 29, '{}', '{}'),
       (90201, '2026-03-01', 'Кроссовки', 'Обувь', 15, 16, 17, 18, 14, 20, '{}', '{}')
     ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, subject_id,
       subject_name, raw)
     SELECT $1, $2, 200000 + g,
            (ARRAY['Платье летнее миди','Юбка плиссе','Кроссовки беговые'])[1 + g % 3],
            'TX-' || g, (ARRAY[90101, 90102, 90201])[1 + g % 3],
            (ARRAY['Платья','Юбки','Кроссовки'])[1 + g % 3], '{}'
     FROM generate_series(1, 9) g`,
      [companyId, accountId],
    );
    const tag = await client.query(
      `INSERT INTO tags (company_id, account_id, wb_tag_id, name, color)
     VALUES ($1, $2, 777001, 'Распродажа', 'FEE0E0') RETURNING id`,
      [companyId, accountId],
    );
    await client.query(
      `INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
     SELECT $1, $2, 200000 + g, $3 FROM generate_series(1, 4) g`,
      [companyId, accountId, tag.rows[0].id],
    );
  });
}

/** The page in light then dark theme, back to light. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.artifacts/${name}-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await page.screenshot({ path: `.artifacts/${name}-dark.png`, fullPage: true });
  await page.getByRole('button', { name: 'Включить светлую тему' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('/products/tags, /products/category, /products/subject', async ({ page }) => {
  const owner = await ownCompany(page, 'ИП Ярлыки и категории');
  await seed(owner.email);

  // Tags: create an own tag; the account without a token shows its WB tags read-only.
  await page.goto('/products/tags');
  await page.getByRole('button', { name: 'Создать ярлык' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый ярлык' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill('Хит сезона');
  await dialog.getByRole('button', { name: 'Зелёный' }).click();
  await page.screenshot({ path: '.artifacts/taxonomy-tag-dialog-light.png' });
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  const own = page.getByRole('region', { name: 'Собственные ярлыки' });
  await expect(own.getByText('Хит сезона')).toBeVisible();
  const wb = page.getByRole('region', { name: 'Ярлыки WB · Кабинет с ярлыками' });
  await expect(wb.getByText('Распродажа')).toBeVisible();
  await expect(wb.getByText('4 товара')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить ярлык «Распродажа»' })).toBeDisabled();
  await expect(
    page.getByText('Кабинет «Кабинет с ярлыками»: У кабинета нет действующего токена WB'),
  ).toBeVisible();
  // Put the own tag on a product.
  await page.getByRole('button', { name: 'Товары с ярлыком «Хит сезона»' }).click();
  const products = page.getByRole('dialog', { name: /Товары с ярлыком/ });
  await products.getByRole('searchbox', { name: /Найти товар/ }).fill('TX-3');
  await products.getByRole('button', { name: 'Поставить ярлык на товар 200003' }).click();
  await expect(products.getByRole('button', { name: 'Снять ярлык с товара 200003' })).toBeVisible();
  await page.screenshot({ path: '.artifacts/taxonomy-tag-products-light.png' });
  await products.getByRole('button', { name: 'Закрыть' }).click();
  await expect(own.getByText('1 товар')).toBeVisible();
  await shoot(page, 'taxonomy-tags');

  // Categories: three at the top, one nested with the keyboard menu, one by dragging.
  await page.goto('/products/category');
  for (const name of ['Одежда', 'Платья', 'Обувь']) {
    await page.getByRole('button', { name: 'Добавить категорию' }).first().click();
    const add = page.getByRole('dialog', { name: 'Новая категория' });
    await add.getByRole('textbox', { name: 'Название' }).fill(name);
    await add.getByRole('button', { name: 'Добавить' }).click();
    await expect(add).toBeHidden();
    await expect(page.locator(`[data-category="${name}"]`)).toBeVisible();
  }
  const move = page.getByRole('button', { name: 'Переместить «Платья»' });
  await move.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Выше', exact: true })).toBeVisible();
  await page.screenshot({ path: '.artifacts/taxonomy-category-menu-light.png' });
  await page.getByRole('menuitem', { name: 'Вложить в «Одежда»' }).click();
  await expect(page.getByRole('status')).toHaveText('«Платья» теперь в «Одежда»');
  await expect(move).toBeFocused();
  await expect(page.getByRole('button', { name: 'Свернуть «Одежда»' })).toBeVisible();
  // Drag «Обувь» onto the middle of «Платья»: it goes inside.
  await page.locator('[data-category="Обувь"]').dragTo(page.locator('[data-category="Платья"]'), {
    targetPosition: { x: 300, y: 22 },
  });
  await expect(page.getByRole('status')).toHaveText('«Обувь» теперь в «Платья»');
  await expect(page.getByRole('button', { name: 'Свернуть «Платья»' })).toBeVisible();
  await shoot(page, 'taxonomy-categories');

  // Subjects: the company's subjects with commissions, then all of WB's, searched.
  await page.goto('/products/subject');
  const table = page.getByRole('table', { name: 'Предметы ваших товаров' });
  await expect(table.getByText('Платья', { exact: true })).toBeVisible();
  await expect(table.getByText('25,5')).toBeVisible();
  await shoot(page, 'taxonomy-subjects');
  await page.getByRole('button', { name: 'Все предметы WB' }).click();
  await page.getByRole('searchbox', { name: 'Поиск предмета' }).fill('сапог');
  const all = page.getByRole('table', { name: 'Все предметы WB' });
  // WB's reference is shared by every company: other cabinets' syncs may add their subjects.
  await expect(all.getByText('Сапоги').first()).toBeVisible();
  await expect(all.getByText('Платья', { exact: true })).toHaveCount(0);
});
