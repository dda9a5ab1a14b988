/**
 * /api/wb-tokens as a grid: statuses derived at read time (expiry, WB's refusal, what the
 * account's other tokens cover), sort, filters, tenant isolation and the export — never a token.
 */
import { WB_CATEGORY_KEYS, type ListRequestInput, type WbToken } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';
import { tokenStatus, type TokenFacts } from './token-status';

let ctx: TestContext;
let owner: TestClient;
let ownerB: TestClient;
const raws: string[] = [];
const DAY = 86_400_000;

/** A token of the account with the given facts (the stored status left stale on purpose). */
async function token(
  account: { id: string; companyId: string; sellerId: string | null },
  name: string,
  facts: { days: number; categories?: string[]; rejected?: boolean },
) {
  const { row, raw } = await insertToken(ctx.database, ctx.config, account);
  raws.push(raw);
  await ctx.database.pool.query(
    `UPDATE wb_tokens SET name = $2, expires_at = $3, categories = $4, rejected = $5,
            last_error = CASE WHEN $5 THEN 'WB не принял токен (401)' END WHERE id = $1`,
    [
      row.id,
      name,
      new Date(Date.now() + facts.days * DAY),
      facts.categories ?? ['content', 'statistics'],
      facts.rejected ?? false,
    ],
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Токены А');
  const b = await createCompany(ctx.database, ctx.config, 'Токены Б');
  const alpha = await insertAccount(ctx.database, a.company.id, { name: 'Альфа' });
  const beta = await insertAccount(ctx.database, a.company.id, { name: 'Бета' });
  const foreign = await insertAccount(ctx.database, b.company.id, { name: 'Альфа' });
  await token(alpha, 'Полный', { days: 200, categories: [...WB_CATEGORY_KEYS] });
  await token(alpha, 'Контент', { days: 100, categories: ['content'] });
  await token(beta, 'Скоро', { days: 5 });
  // Whole days are rounded up: 2.5 days ago is day -2.
  await token(beta, 'Истёкший', { days: -2.5 });
  await token(beta, 'Отозванный', { days: 60, rejected: true });
  await token(foreign, 'Чужой', { days: 30 });
  owner = await signIn(ctx.app, a.owner);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

const url = (list: ListRequestInput, path = '/api/wb-tokens', extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(list: ListRequestInput = {}, client = owner) {
  const res = await client.get(url(list));
  expect(res.statusCode, res.body).toBe(200);
  for (const raw of raws) expect(res.body).not.toContain(raw);
  expect(res.body).not.toContain('ciphertext');
  return res.json<{ items: WbToken[]; total: number; next: string | null }>();
}

const names = (items: WbToken[]) => items.map((t) => t.name);

describe('/api/wb-tokens (grid)', () => {
  it('lists the company’s tokens by cabinet with the status of today', async () => {
    const res = await page();
    expect(res.total).toBe(5);
    expect(res.items.map((t) => [t.accountName, t.name, t.status])).toEqual([
      ['Альфа', 'Полный', 'valid'],
      // Alone it misses categories, but the cabinet's other token covers them.
      ['Альфа', 'Контент', 'valid'],
      ['Бета', 'Скоро', 'expiring'],
      ['Бета', 'Истёкший', 'expired'],
      ['Бета', 'Отозванный', 'invalid'],
    ]);
    expect(res.items[2]).toMatchObject({ daysLeft: 5, type: 'personal', readOnly: false });
    expect(res.items[1]!.missingDatasets).toContain('orders');
    expect(res.items[4]!.lastError).toBe('WB не принял токен (401)');
  });

  it('sorts and filters by any column, status included', async () => {
    const byExpiry = await page({ sort: [{ field: 'expiresAt', dir: 'desc' }] });
    expect(names(byExpiry.items)).toEqual(['Полный', 'Контент', 'Отозванный', 'Скоро', 'Истёкший']);
    const broken = await page({
      filter: { op: 'and', items: [{ field: 'status', op: 'in', value: ['expired', 'invalid'] }] },
      sort: [{ field: 'name', dir: 'asc' }],
    });
    expect(names(broken.items)).toEqual(['Истёкший', 'Отозванный']);
    const soon = await page({
      filter: {
        op: 'or',
        items: [
          { field: 'daysLeft', op: 'lte', value: 7 },
          { field: 'name', op: 'contains', value: 'Конт' },
        ],
      },
      sort: [{ field: 'daysLeft', dir: 'asc' }],
    });
    expect(names(soon.items)).toEqual(['Истёкший', 'Скоро', 'Контент']);
    const paged = await page({ pageSize: 2, page: 3 });
    expect(names(paged.items)).toEqual(['Отозванный']);
  });

  it('shows a token as insufficient once the cabinet has nothing else usable', async () => {
    const b = await page({}, ownerB);
    expect(b.items.map((t) => [t.name, t.status])).toEqual([['Чужой', 'insufficient']]);
  });

  it('gives every token the status tokenStatus() gives it (the rule lives in SQL and in TS)', async () => {
    const c = await createCompany(ctx.database, ctx.config, 'Токены В');
    const cabinet = (name: string) => insertAccount(ctx.database, c.company.id, { name });
    // Cabinets whose tokens cover each other, or seem to: only usable siblings count.
    const pair = await cabinet('Пара');
    await token(pair, 'Контент', { days: 40, categories: ['content'] });
    await token(pair, 'Статистика', { days: 50, categories: ['statistics', 'analytics'] });
    const dead = await cabinet('Мёртвые соседи');
    await token(dead, 'Один', { days: 90, categories: ['content'] });
    await token(dead, 'Отозван', { days: 90, categories: [...WB_CATEGORY_KEYS], rejected: true });
    await token(dead, 'Истёк', { days: -1, categories: [...WB_CATEGORY_KEYS] });
    const mixed = await cabinet('Смесь');
    await token(mixed, 'Полный скоро', { days: 3, categories: [...WB_CATEGORY_KEYS] });
    await token(mixed, 'Цены', { days: 20, categories: ['prices'] });
    await token(mixed, 'Отозван полный', {
      days: 20,
      categories: [...WB_CATEGORY_KEYS],
      rejected: true,
    });

    const { rows } = await ctx.database.pool.query<{
      id: string;
      account_id: string;
      name: string;
      categories: TokenFacts['categories'];
      expires_at: Date;
      rejected: boolean;
    }>(
      `SELECT id, account_id, name, categories, expires_at, rejected FROM wb_tokens
        WHERE company_id = $1`,
      [c.company.id],
    );
    const now = new Date();
    const facts = (r: (typeof rows)[number]): TokenFacts => ({
      id: r.id,
      categories: r.categories,
      expiresAt: r.expires_at,
      rejected: r.rejected,
    });
    const expected = Object.fromEntries(
      rows.map((r) => [
        r.name,
        tokenStatus(facts(r), rows.filter((o) => o.account_id === r.account_id).map(facts), now),
      ]),
    );
    const listed = await page({}, await signIn(ctx.app, c.owner));
    expect(Object.fromEntries(listed.items.map((t) => [t.name, t.status]))).toEqual(expected);
    // The set reaches every status, so a rule that differs in any branch shows here.
    expect(new Set(Object.values(expected))).toEqual(
      new Set(['valid', 'insufficient', 'invalid', 'expired', 'expiring']),
    );
  });

  it("never shows another company's tokens, whatever the filter", async () => {
    const res = await page({
      filter: { op: 'and', items: [{ field: 'accountName', op: 'equals', value: 'Альфа' }] },
    });
    expect(names(res.items)).toEqual(['Полный', 'Контент']);
    const b = await page(
      { filter: { op: 'and', items: [{ field: 'name', op: 'isNotEmpty' }] } },
      ownerB,
    );
    expect(names(b.items)).toEqual(['Чужой']);
  });

  it('exports the filtered view to CSV (names and last 4 only) and audits it', async () => {
    const res = await owner.get(
      url(
        {
          filter: { op: 'and', items: [{ field: 'accountName', op: 'equals', value: 'Бета' }] },
          sort: [{ field: 'name', dir: 'asc' }],
          columns: ['name', 'last4', 'status', 'daysLeft'],
        },
        '/api/wb-tokens/export',
        '&format=csv',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/wb-tokens-\d{4}-\d{2}-\d{2}\.csv/);
    for (const raw of raws) expect(res.body).not.toContain(raw);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Токен', 'Последние 4 символа', 'Статус', 'Дней до истечения']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['Истёкший', 'Истёк', '-2'],
      ['Отозванный', 'Отклонён WB', '60'],
      ['Скоро', 'Скоро истекает', '5'],
    ]);
    expect(rows[1]![1]).toHaveLength(4);
    const audit = await ctx.database.pool.query(
      `SELECT entity_id FROM audit_log WHERE action = 'wb_tokens.export'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'csv' }]);
  });

  it('refuses unknown columns and filters on the categories with a Russian 400', async () => {
    for (const list of [
      { sort: [{ field: 'ciphertext', dir: 'asc' as const }] },
      {
        filter: {
          op: 'and' as const,
          items: [{ field: 'categories', op: 'hasAny', value: ['x'] }],
        },
      },
    ]) {
      const res = await owner.get(url(list));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[а-яё]/i);
    }
  });
});
