import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '@wb/shared/contracts/csrf';

export interface DemoData {
  users: { role: string; email: string; password: string }[];
  adminTotpSecret: string;
}

export const demo = (): DemoData => JSON.parse(process.env.E2E_DEMO!) as DemoData;

export function demoUser(role: string) {
  const user = demo().users.find((u) => u.role === role);
  if (!user) throw new Error(`no demo user with role ${role}`);
  return user;
}

export const csrf = { [CSRF_HEADER]: CSRF_VALUE };

/** Signs in through the API; the page's context gets the session cookie. */
export async function apiSignIn(
  request: APIRequestContext,
  user: { email: string; password: string },
) {
  const res = await request.post('/api/auth/login', { data: user, headers: csrf });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the sign-in page, as a person would. */
export async function uiSignIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Электронная почта').fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The newest e-mail to an address in the outbox folder (waits for the worker to deliver it). */
export async function waitForMail(
  to: string,
  kind?: string,
): Promise<{ text: string; link: string }> {
  const dir = process.env.E2E_OUTBOX!;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = (await readdir(dir).catch(() => []))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
        to: string;
        kind: string;
        text: string;
      };
      if (mail.to.toLowerCase() === to.toLowerCase() && (!kind || mail.kind === kind)) {
        return { text: mail.text, link: mail.text.match(/https?:\/\/\S+/)![0] };
      }
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A link from an e-mail, on the test server (the mail's host is the server's own address). */
export function localLink(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

let seq = 0;
export const E2E_PASSWORD = 'e2e passphrase that is long';

/** Registers through the API and confirms the address from the outbox: a fresh account. */
export async function registeredUser(page: Page, company = 'ИП Тестовая') {
  const email = `user.${Date.now().toString(36)}.${++seq}@e2e.example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: E2E_PASSWORD, fullName: 'Вера Проверкина', companyName: company },
    headers: csrf,
  });
  expect(res.status()).toBe(202);
  const { link } = await waitForMail(email, 'verify_email');
  const token = new URL(link).searchParams.get('verify')!;
  expect(
    (
      await page.request.post('/api/auth/verify-email', { data: { token }, headers: csrf })
    ).status(),
  ).toBe(200);
  return { email, password: E2E_PASSWORD };
}

/**
 * A company of the spec's own, its owner signed in on the page: the spec's seeded data never
 * meets another spec's (the demo company collects the cabinets the other specs connect).
 */
export async function ownCompany(page: Page, company: string) {
  const user = await registeredUser(page, company);
  await apiSignIn(page.request, user);
  return user;
}
