import { expect, test } from '../support/test';
import { apiSignIn, demoUser } from '../support/session';

test.describe('app shell', () => {
  // The analyst of the demo company: views everything, so its settings changes harm no flow.
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, demoUser('Аналитик'));
  });

  test('unknown paths show the 404 page inside the layout', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
    await expect(page).toHaveTitle(/Селлер-офис WB/);
  });

  test('the theme persists across reloads', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const body = page.locator('body');
    const lightBg = await body.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const darkBg = await body.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(darkBg).not.toBe(lightBg);
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('light');
  });

  test('a page shows a spinner while its chunk loads', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/not-found-page-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/still/not/here');
    await expect(page.getByTestId('page-spinner')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Загрузка…' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByTestId('page-spinner')).toHaveCount(0);
  });

  test('a failed chunk reloads the page once, then shows the error page instead of looping', async ({
    page,
  }) => {
    let documentLoads = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentLoads++;
    });
    await page.route(/\/assets\/app-layout-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/anything');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByTestId('error-message')).toContainText(
      /Failed to fetch|dynamically imported module|Importing a module script failed/,
    );
    expect(documentLoads).toBe(2);
    await page.waitForTimeout(1500);
    expect(documentLoads).toBe(2);
  });

  test('after a new deploy one reload is enough: the page then works', async ({ page }) => {
    let failuresLeft = 1;
    await page.route(/\/assets\/app-layout-[^/]+\.js$/, async (route) => {
      if (failuresLeft-- > 0) return route.abort('failed');
      return route.continue();
    });
    await page.goto('/gone');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });

  test('languages switch the interface, persist, and Arabic turns the layout right to left', async ({
    page,
  }) => {
    await page.goto('/nowhere');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // The side menu moves to the right edge.
    const drawer = page.getByTestId('side-drawer');
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? 0).toBeGreaterThan(500);
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('pages are served with the security headers', async ({ page }) => {
    const response = await page.goto('/x');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-cache');
  });
});
