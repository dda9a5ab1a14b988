/**
 * Transportations as the demo owner works them: the demo's transportations and trip (made by the
 * demo seed's own functions on a small catalogue written as the sync writes it), looked at in
 * light and dark and at 375 px; then a new transportation packed by box, its labels PDF read back
 * by a barcode reader, shipped, and the own warehouse's stock seen falling.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readPdfPages } from '../../apps/server/test/fixtures/pdf-barcodes';
import { createDatabase } from '../../apps/server/src/db/client';
import { ensureDemoTransportations } from '../../apps/server/src/modules/demo/demo-transportations';
import { ensureDemoWarehouse } from '../../apps/server/src/modules/demo/demo-warehouse';
import { seedCompanyOf } from '../support/seed';
import { apiSignIn, demoUser } from '../support/session';
import { expect, test } from '../support/test';

const ACCOUNT = 'Кабинет перевозок';
const SHOTS = path.resolve('.artifacts/screenshots');

interface Seeded {
  accepted: string;
  group: string;
}

/** A catalogue of 3 products × 2 sizes with barcodes, then the demo's warehouse and transportations. */
async function seed(email: string): Promise<Seeded> {
  await seedCompanyOf(email, async (client, companyId) => {
    const found = await client.query(`SELECT 1 FROM wb_accounts WHERE name = $1`, [ACCOUNT]);
    if (found.rows.length > 0) return;
    const accountId = (
      await client.query(
        `INSERT INTO wb_accounts (company_id, name) VALUES ($1, $2) RETURNING id`,
        [companyId, ACCOUNT],
      )
    ).rows[0].id as string;
    await client.query(
      `INSERT INTO products (company_id, account_id, nm_id, vendor_code, title, raw)
       SELECT $1, $2, 520000 + g, 'TR-' || g, 'Перевозимый свитер ' || g, '{}'
         FROM generate_series(1, 3) g`,
      [companyId, accountId],
    );
    await client.query(
      `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, barcodes, raw)
       SELECT $1, $2, 520000 + g, (520000 + g) * 10 + s, (ARRAY['S', 'M'])[s + 1],
              ARRAY['2052' || lpad(((520000 + g) * 10 + s)::text, 9, '0')], '{}'
         FROM generate_series(1, 3) g CROSS JOIN generate_series(0, 1) s`,
      [companyId, accountId],
    );
  });
  const database = createDatabase(process.env.E2E_DATABASE_URL!, { max: 2, appName: 'e2e-demo' });
  try {
    await ensureDemoWarehouse(database);
    await ensureDemoTransportations(database);
  } finally {
    await database.close();
  }
  return seedCompanyOf(email, async (client, companyId) => {
    const t = await client.query(
      `SELECT id, logistics_group_id FROM transportations WHERE company_id = $1 AND status = 'accepted'`,
      [companyId],
    );
    return { accepted: t.rows[0].id as string, group: t.rows[0].logistics_group_id as string };
  });
}

/** Sets the theme with the header's toggle (it is kept in the user's settings too). */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) !== theme)
    await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', theme);
}

async function shoot(page: Page, url: string, name: string, ready: (page: Page) => Promise<void>) {
  await mkdir(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await ready(page);
      if (width === 1440) await useTheme(page, theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.screenshot({
        path: path.join(SHOTS, `${name}-${theme}-${width}.png`),
        fullPage: true,
      });
      // Nothing wider than the screen: the page scrolls down, not sideways (tables scroll inside).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} ${theme} ${width}px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await useTheme(page, 'light');
}

test('the demo transportation and trip pages, light and dark, at 375 px', async ({ page }) => {
  const owner = demoUser('Владелец');
  const { accepted, group } = await seed(owner.email);
  await apiSignIn(page.request, owner);

  await shoot(page, `/transportations/${accepted}`, 'transportation', async (p) => {
    await expect(p.getByRole('heading', { name: /^Перевозка № \d+\/\d{4}$/ })).toBeVisible();
    const table = p.getByRole('table', { name: 'Приёмка WB' });
    await expect(table.locator('tr[data-shortage="true"]')).toHaveCount(1);
    await expect(p.getByText('Недостача 1 шт.')).toBeVisible();
    await expect(p.getByRole('button', { name: 'Отменить' })).toHaveCount(0);
    await expect(p.getByRole('heading', { name: 'Поставка WB' })).toBeVisible();
  });
  await shoot(page, `/logistics-groups/${group}`, 'logistics-group', async (p) => {
    await expect(p.getByRole('heading', { name: 'Рейс на Коледино' })).toBeVisible();
    const members = p.getByRole('table', { name: 'Перевозки рейса и доли стоимости' });
    await expect(members.getByRole('row')).toHaveCount(3);
    await expect(members.getByText(/₽/)).toHaveCount(2);
    await expect(p.getByLabel('Название')).toHaveValue('Рейс на Коледино');
  });
});

/** Units of the seeded cabinet's sizes on hand in the demo's main warehouse. */
const onHand = (email: string) =>
  seedCompanyOf(email, async (client, companyId) => {
    const { rows } = await client.query(
      `SELECT coalesce(sum(b.on_hand), 0)::int AS n FROM stock_balances b
         JOIN warehouses w ON w.id = b.warehouse_id AND w.is_default
         JOIN wb_accounts a ON a.id = b.account_id AND a.name = $2
        WHERE b.company_id = $1`,
      [companyId, ACCOUNT],
    );
    return rows[0].n as number;
  });

test('a transportation packed by box, its labels read back, shipped out of the own warehouse', async ({
  page,
}) => {
  const owner = demoUser('Владелец');
  await seed(owner.email);
  await apiSignIn(page.request, owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/transportations');
  await page.getByRole('button', { name: 'Новая перевозка' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая перевозка' });
  await dialog.getByRole('combobox', { name: 'Кабинет WB' }).click();
  await page.getByRole('option', { name: ACCOUNT }).click();
  await dialog.getByRole('combobox', { name: 'Со склада' }).click();
  await page.getByRole('option', { name: 'Основной склад' }).click();
  await dialog.getByLabel('На склад WB').fill('Казань');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/transportations\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { name: /^Перевозка № \d+\/\d{4}$/ });
  const [, number, year] = /№ (\d+)\/(\d{4})/.exec((await heading.textContent()) ?? '')!;

  // Two of one size into box 1, one of another into box 2.
  const pick = page.getByLabel('Найти товар: артикул, название, баркод');
  for (const [query, option] of [
    ['свитер 2', /Перевозимый свитер 2 · M/],
    ['свитер 2', /Перевозимый свитер 2 · M/],
  ] as const) {
    await pick.fill(query);
    await page.getByRole('button', { name: option }).click();
  }
  await page.getByRole('button', { name: 'Новый короб' }).click();
  await pick.fill('свитер 3');
  await page.getByRole('button', { name: /Перевозимый свитер 3 · S/ }).click();
  await page.getByRole('button', { name: 'Сохранить товары' }).click();
  await expect(page.getByText('Товары сохранены')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^2 \/ 0$/ })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({
    path: path.join(SHOTS, 'transportation-planned-light-375.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Начать сборку' }).click();
  await expect(page.getByText('Сборка', { exact: true }).first()).toBeVisible();

  // The labels: one page per box, each Code 128 decoding to the box's code.
  const href = await page.getByRole('link', { name: 'Этикетки (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pages = await readPdfPages(await pdf.body());
  expect(pages.map((p) => p.barcode)).toEqual([`TR${year}-${number}-1`, `TR${year}-${number}-2`]);

  const before = await onHand(owner.email);
  await page.getByRole('button', { name: 'Отгрузить' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Отгрузить перевозку № ${number}/${year}?`);
  await confirm.getByRole('button', { name: 'Отгрузить' }).click();
  await expect(page.getByRole('link', { name: /^Операция № \d+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить' })).toBeVisible();
  expect(await onHand(owner.email)).toBe(before - 3);
});
