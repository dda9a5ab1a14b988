/**
 * Every list of the product is the one DataTable: each page below shows its grid with the
 * Мульти-фильтры toolbar, in the light and the dark theme (screenshots in .artifacts, checked by
 * eye). The lists' behaviour is covered by their integration and web tests.
 */
import { expect, test, type Page } from '../support/test';
import { currentTotp } from '../../apps/server/src/modules/auth/totp';
import { apiSignIn, csrf, demo, demoUser } from '../support/session';

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

/** Opens each page, waits for its grid and its first rows (or its empty state), shoots it. */
async function shootLists(page: Page, pages: readonly (readonly [path: string, name: string])[]) {
  for (const mode of ['light', 'dark'] as const) {
    for (const [path, name] of pages) {
      await page.goto(path);
      await setTheme(page, mode);
      await expect(page.getByRole('button', { name: 'Мульти-фильтры' })).toBeVisible();
      const grid = page.getByRole('table').first();
      await expect(grid).toBeVisible();
      // Loaded: the header row and at least one more (a row, or the empty-state line).
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      await page.screenshot({ path: `.artifacts/list-${name}-${mode}.png` });
    }
  }
}

// Each test below is a tour of several pages in both themes (10–12 page loads with their lazy
// chunks): on a busy 2-core CI machine the administrator's took 66 s, past the 60 s default.
const TOUR_TIMEOUT_MS = 180_000;

test('the company’s lists are grids with Мульти-фильтры', async ({ page }) => {
  test.setTimeout(TOUR_TIMEOUT_MS);
  await apiSignIn(page.request, demoUser('Владелец'));
  await shootLists(page, [
    ['/users', 'members'],
    ['/users?tab=invitations', 'invitations'],
    ['/companies', 'companies'],
    ['/organizations', 'organizations'],
    ['/settings/tokens', 'tokens'],
  ]);
});

test('the administrator’s lists are grids with Мульти-фильтры', async ({ page }) => {
  test.setTimeout(TOUR_TIMEOUT_MS);
  const admin = demoUser('admin');
  const login = await page.request.post('/api/auth/login', { data: admin, headers: csrf });
  expect(login.status(), await login.text()).toBe(200);
  const { challenge } = (await login.json()) as { challenge: string };
  const second = await page.request.post('/api/auth/login/totp', {
    data: { challenge, code: currentTotp(demo().adminTotpSecret) },
    headers: csrf,
  });
  expect(second.status(), await second.text()).toBe(200);
  // A view of a platform grid is the administrator's own, whichever company is current: saved in
  // the demo company (the demo administrator is one of its owners), it stays in another one.
  const viewName = `Без компании ${Date.now().toString(36)}`;
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Виды' }).click();
  await page.getByRole('menuitem', { name: 'Сохранить текущий вид…' }).click();
  await page.getByLabel('Название').fill(viewName);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Вид сохранён')).toBeVisible();
  // Cookies and proxies are kept per company: here the administrator works in one of their own.
  const company = await page.request.post('/api/companies', {
    data: { name: `Администрирование ${Date.now().toString(36)}` },
    headers: csrf,
  });
  expect(company.status(), await company.text()).toBe(201);
  // In the company the view is still there.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Виды' }).click();
  await expect(page.getByRole('menuitem', { name: viewName })).toBeVisible();
  await page.keyboard.press('Escape');
  await shootLists(page, [
    ['/admin/users', 'admin-users'],
    ['/admin/companies', 'admin-companies'],
    ['/admin/sync', 'admin-sync'],
    ['/admin/cron-report', 'admin-cron'],
    // The cabinets' cookies and the API proxies are the administrator's (seed: admin only).
    ['/settings/cookies', 'cookies'],
    ['/settings/api-proxies', 'proxies'],
  ]);
});
