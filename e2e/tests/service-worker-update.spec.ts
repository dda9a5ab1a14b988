import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { E2E_DIR, REPO_ROOT } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

/**
 * Two builds with different versions: the page runs v1 under its service worker; v2 is deployed;
 * the new worker waits; the dialog appears; 'Обновить' reloads into v2.
 */
const BUILDS = path.join(E2E_DIR, '.builds');
const SERVED = path.join(BUILDS, 'served');

const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
const VITE_BIN = path.join(
  path.dirname(createRequire(path.join(WEB_DIR, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

function build(version: string): string {
  const outDir = path.join(BUILDS, version);
  execFileSync(process.execPath, [VITE_BIN, 'build', '--logLevel', 'error'], {
    cwd: WEB_DIR,
    env: { ...process.env, APP_VERSION: version, WEB_OUT_DIR: outDir },
    stdio: 'inherit',
  });
  return outDir;
}

async function deploy(outDir: string) {
  await rm(SERVED, { recursive: true, force: true });
  await cp(outDir, SERVED, { recursive: true });
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: RunningServer;
let v1: string;
let v2: string;

test.beforeAll(async () => {
  await mkdir(BUILDS, { recursive: true });
  v1 = build('e2e-1');
  v2 = build('e2e-2');
  await deploy(v1);
  server = await startServer({
    databaseUrl: process.env.E2E_DATABASE_URL!,
    distDir: SERVED,
    env: JSON.parse(process.env.E2E_SERVER_ENV!) as Record<string, string>,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a waiting new version shows 'Доступно обновление' and 'Обновить' switches to it", async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/welcome`);
  await expect(page.getByTestId('app-version').first()).toContainText('e2e-1');
  // The worker of v1 installs and activates.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect(page.getByTestId('update-dialog')).toHaveCount(0);

  await deploy(v2);
  await page.reload(); // the browser checks /sw.js on navigation and finds v2
  const dialog = page.getByRole('dialog', { name: 'Доступно обновление' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  // Still v1 until the user agrees.
  await expect(page.getByTestId('app-version').first()).toContainText('e2e-1');

  // It cannot be dismissed.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveText(['Обновить']);

  await dialog.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByTestId('app-version').first()).toContainText('e2e-2', { timeout: 30_000 });
  await expect(page.getByTestId('update-dialog')).toHaveCount(0);
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.state ?? null);
  expect(controller).toBe('activated');
});
