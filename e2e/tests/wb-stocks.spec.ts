import { expect, test, type APIRequestContext, type Page } from '../support/test';
import pg from 'pg';
import { csrf, ownCompany } from '../support/session';

const SANDBOX = () => process.env.E2E_WB_SANDBOX_URL!;

async function control(method: 'POST' | 'PUT', path: string, body: unknown) {
  const res = await fetch(`${SANDBOX()}/__control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Record<string, string>>;
}

/** A WB account of the spec's own company with a sandbox seller's token (cards and stocks). */
async function connectSeller(request: APIRequestContext, email: string) {
  const suffix = Date.now().toString(36);
  const { sid } = await control('POST', 'sellers', {
    name: `ООО «Остатки ${suffix}»`,
    seed: 31,
    scale: { products: 14, days: 2, ordersPerDay: 2 },
  });
  const { token } = await control('POST', 'tokens', { sid, categories: ['content', 'analytics'] });
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  let accountId: string;
  try {
    const { rows } = await client.query(
      `INSERT INTO wb_accounts (company_id, name)
       SELECT m.company_id, 'Кабинет с остатками' FROM company_members m
         JOIN users u ON u.id = m.user_id WHERE lower(u.email) = lower($1) LIMIT 1
       RETURNING id`,
      [email],
    );
    accountId = rows[0].id as string;
  } finally {
    await client.end();
  }
  const saved = await request.post('/api/wb-tokens', {
    data: { accountId, name: 'Аналитика', token },
    headers: csrf,
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return accountId;
}

/** Syncs the account now and waits until cards and stocks have a success after `since`. */
async function syncNow(request: APIRequestContext, accountId: string, since: number) {
  const res = await request.post(`/api/wb-accounts/${accountId}/sync`, { headers: csrf });
  expect(res.status(), await res.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const state = await request.get(`/api/wb-accounts/${accountId}/sync`);
        const { datasets } = (await state.json()) as {
          datasets: { dataset: string; lastSuccessAt: string | null }[];
        };
        return ['cards', 'stocks'].every((key) => {
          const at = datasets.find((d) => d.dataset === key)?.lastSuccessAt;
          return !!at && Date.parse(at) > since;
        });
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
}

async function shoot(page: Page, name: string, right = false) {
  await page.screenshot({ path: `.artifacts/wb-stocks-${name}.png` });
  if (!right) return;
  // The far right of the grid: the last columns and the totals row.
  const grid = page.getByRole('table', { name: 'Остатки на складах WB' }).locator('..');
  await grid.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await page.screenshot({ path: `.artifacts/wb-stocks-${name}-right.png` });
  await grid.evaluate((el) => (el.scrollLeft = 0));
}

test('/wb-stocks: the synced snapshot, a warehouse filter, a history, both themes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const owner = await ownCompany(page, 'ИП Остатки');
  const accountId = await connectSeller(page.request, owner.email);
  // The first snapshot, then one three hours later (the sandbox clock), so stocks change.
  await syncNow(page.request, accountId, 0);
  await control('POST', 'clock', { advanceSeconds: 3 * 3600 });
  try {
    await syncNow(page.request, accountId, Date.now());
  } finally {
    await control('POST', 'clock', { mode: 'real' });
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/wb-stocks');
  const table = page.getByRole('table', { name: 'Остатки на складах WB' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(page.getByText(/Снимок остатков от/)).toBeVisible();
  await expect(table.getByText('Итого')).toBeVisible();
  await shoot(page, 'light', true);

  // A warehouse filter from the builder reaches the server and the URL.
  const first = await page.request.get('/api/wb-stocks');
  const warehouse = ((await first.json()) as { items: { warehouse: string }[] }).items[0]!
    .warehouse;
  await page.getByRole('button', { name: 'Мульти-фильтры' }).click();
  const dialog = page.getByRole('dialog', { name: 'Мульти-фильтры' });
  await dialog.getByRole('combobox', { name: 'Поле' }).click();
  await page.getByRole('option', { name: 'Склад', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Значение' }).fill(warehouse);
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/[?&]f=/);
  const filter = { op: 'and', items: [{ field: 'warehouse', op: 'contains', value: warehouse }] };
  const filtered = await page.request.get(
    `/api/wb-stocks?list=${encodeURIComponent(JSON.stringify({ filter }))}`,
  );
  const { total } = (await filtered.json()) as { total: number };
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(total);
  await expect(page.getByText(`1–${total} из ${total}`)).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText(warehouse);

  // A row's history: the step table and the chart, for the row, then the whole product.
  // A click anywhere but on the product links (they lead to the product).
  await rows.first().getByRole('cell', { name: warehouse }).click();
  const history = page.getByRole('dialog', { name: /История остатков/ });
  await expect(history.getByRole('table', { name: /Изменения остатков/ })).toBeVisible();
  await expect(history.locator('.MuiChartsSurface-root').first()).toBeVisible();
  await history.getByRole('button', { name: 'Весь товар' }).click();
  await expect(history.getByRole('table', { name: /Весь товар/ })).toBeVisible();
  await shoot(page, 'history-light');
  await history.getByRole('button', { name: 'Закрыть' }).click();

  await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
  await shoot(page, 'filtered-dark', true);
  await rows.first().press('Enter');
  await expect(history.getByRole('table', { name: /Изменения остатков/ })).toBeVisible();
  await shoot(page, 'history-dark');
  await history.getByRole('button', { name: 'Закрыть' }).click();

  // WB hides its warehouses: one «Склад WB» row per size, explained above the grid and on it.
  await control('PUT', 'modes', { warehouseHidden: true });
  try {
    await syncNow(page.request, accountId, Date.now());
  } finally {
    await control('PUT', 'modes', { warehouseHidden: false });
  }
  await page.goto('/wb-stocks');
  await expect(page.getByText(/WB скрывает свои склады/)).toBeVisible();
  await expect(table.getByText('Склад WB').first()).toBeVisible();
  await shoot(page, 'hidden-dark');
  await page.getByRole('button', { name: 'Включить светлую тему' }).click();
  await shoot(page, 'hidden-light');
});
