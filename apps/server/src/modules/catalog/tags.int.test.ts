/**
 * /api/tags through the app, with WB tags pushed to the WB sandbox over HTTP: own tags, WB tags
 * created/renamed/linked/deleted on WB first, WB's refusals (nothing changes here), read-only and
 * category-less tokens, validation, permissions and tenant isolation.
 */
import { randomUUID } from 'node:crypto';
import type { LinkTagResult, Tag, TagProduct, TagsList } from '@wb/shared/catalog/tags.contract';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import type { WbClients } from '@wb/wb/factory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';

let ctx: TestContext;
let sandbox: Sandbox;
let owner: TestClient;
let analyst: TestClient;
let ownerB: TestClient;
let companyId: string;
let companyB: string;
const NOW = '2026-11-20T12:00:00+03:00';

interface Account {
  id: string;
  token: string;
  wb: WbClients;
}
const opened: WbClients[] = [];

/** A WB account of company A on a fresh sandbox seller, its cards and tags synced. */
async function wbAccount(
  options: { categories?: readonly string[]; readOnly?: boolean; dbReadOnly?: boolean } = {},
): Promise<Account> {
  const { sid } = sandbox.registerSeller({
    name: `Продавец ${randomUUID().slice(0, 6)}`,
    seed: 7,
    scale: { products: 6, days: 3, ordersPerDay: 1 },
  });
  const row = await insertAccount(ctx.database, companyId, { sellerId: sid });
  const categories = [...(options.categories ?? ['content'])];
  const token = sandbox.issueToken({
    sid,
    categories,
    ...(options.readOnly ? { readOnly: true } : {}),
  });
  await insertToken(ctx.database, ctx.config, row, token);
  await ctx.database.pool.query(
    'UPDATE wb_tokens SET categories = $2, read_only = $3 WHERE account_id = $1',
    [row.id, categories, options.dbReadOnly ?? options.readOnly ?? false],
  );
  // The catalogue as the sync stores it (a full token reads it).
  const reader = sandbox.issueToken({ sid, categories: ['content'] });
  const syncToken = await insertToken(ctx.database, ctx.config, row, reader);
  const deps = { database: ctx.database, config: ctx.config, limiter: UNLIMITED };
  for (const dataset of ['tags', 'cards'] as const) {
    const out = await runDataset(deps, row.id, dataset, { now: new Date(NOW) });
    expect(out.status).toBe('succeeded');
  }
  await ctx.database.pool.query('DELETE FROM wb_tokens WHERE id = $1', [syncToken.row.id]);
  const wb = wbClientsFor(deps, { token: reader });
  opened.push(wb);
  return { id: row.id, token, wb };
}

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url } });
  const a = await createCompany(ctx.database, ctx.config, 'Ярлыки А', { analyst: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Ярлыки Б');
  companyId = a.company.id;
  companyB = b.company.id;
  owner = await signIn(ctx.app, a.owner);
  analyst = await signIn(ctx.app, a.members.analyst![0]!);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  for (const c of opened) await c.close();
  await ctx.close();
  await sandbox.close();
});

async function list(client = owner): Promise<TagsList> {
  const res = await client.get('/api/tags');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TagsList>();
}

async function create(body: object, client = owner) {
  return client.post('/api/tags', body);
}

async function created(body: object): Promise<Tag> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Tag>();
}

const tagRows = async (accountId: string | null) =>
  (
    await ctx.database.pool.query(
      `SELECT name, color, wb_tag_id FROM tags WHERE company_id = $1
          AND account_id IS NOT DISTINCT FROM $2 ORDER BY name`,
      [companyId, accountId],
    )
  ).rows as { name: string; color: string; wb_tag_id: string | null }[];

const links = async (tagId: string) =>
  (
    await ctx.database.pool.query(
      'SELECT account_id, nm_id::int AS nm FROM product_tags WHERE tag_id = $1 ORDER BY nm_id',
      [tagId],
    )
  ).rows as { account_id: string; nm: number }[];

const productsOf = async (accountId: string) =>
  (
    await ctx.database.pool.query(
      'SELECT nm_id::int AS nm FROM products WHERE account_id = $1 ORDER BY nm_id',
      [accountId],
    )
  ).rows.map((r: { nm: number }) => r.nm);

const wbTags = async (a: Account) => (await a.wb.content.tags()).data.data;
const cardTags = async (a: Account, nmID: number) =>
  (await a.wb.content.cardsList()).data.cards
    .find((c) => c.nmID === nmID)!
    .tags.map((t) => t.id)
    .sort();

describe('own tags', () => {
  it('creates, lists with product counts, renames, recolours, links and deletes', async () => {
    const account = await insertAccount(ctx.database, companyId);
    await ctx.database.pool.query(
      `INSERT INTO products (company_id, account_id, nm_id, vendor_code, title, raw)
       VALUES ($1, $2, 101, 'A-101', 'Платье', '{}'), ($1, $2, 102, 'A-102', 'Юбка', '{}')`,
      [companyId, account.id],
    );
    const tag = await created({ name: '  Новинки ', color: 'DEF1DD' });
    expect(tag).toMatchObject({
      name: 'Новинки',
      color: 'DEF1DD',
      accountId: null,
      wbTagId: null,
      productCount: 0,
      readOnly: null,
    });

    const res = await owner.post(`/api/tags/${tag.id}/products`, {
      add: [
        { accountId: account.id, nmId: 101 },
        { accountId: account.id, nmId: 102 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LinkTagResult>()).toEqual({ linked: 2, unlinked: 0, failed: [] });
    expect((await list()).tags.find((t) => t.id === tag.id)?.productCount).toBe(2);

    const page = await owner.get(`/api/tags/${tag.id}/products?q=юбк`);
    expect(page.json<{ items: TagProduct[]; total: number }>()).toMatchObject({
      total: 1,
      items: [{ nmId: 102, vendorCode: 'A-102', title: 'Юбка', accountName: account.name }],
    });
    const byNm = await owner.get(`/api/tags/${tag.id}/products?q=101`);
    expect(byNm.json<{ items: TagProduct[] }>().items.map((p) => p.nmId)).toEqual([101]);

    const unlinked = await owner.post(`/api/tags/${tag.id}/products`, {
      remove: [{ accountId: account.id, nmId: 101 }],
    });
    expect(unlinked.json<LinkTagResult>()).toMatchObject({ linked: 0, unlinked: 1 });
    const candidates = await owner.get(`/api/tags/${tag.id}/candidates?q=A-10`);
    expect(candidates.json<TagProduct[]>().map((p) => p.nmId)).toEqual([101]);

    const renamed = await owner.patch(`/api/tags/${tag.id}`, { name: 'Хиты' });
    expect(renamed.json<Tag>()).toMatchObject({ name: 'Хиты', color: 'DEF1DD', productCount: 1 });
    const recoloured = await owner.patch(`/api/tags/${tag.id}`, { color: 'FEE0E0' });
    expect(recoloured.json<Tag>()).toMatchObject({ name: 'Хиты', color: 'FEE0E0' });

    expect((await owner.delete(`/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect(await links(tag.id)).toEqual([]);
    expect((await list()).tags.some((t) => t.id === tag.id)).toBe(false);

    // Every change is in the audit log, with the tag before and after.
    const { rows: log } = await ctx.database.pool.query<{
      action: string;
      before: { name: string } | null;
      after: { name?: string; linked?: number; unlinked?: number } | null;
    }>(
      `SELECT action, before, after FROM audit_log WHERE entity = 'tag' AND entity_id = $1
        ORDER BY id`,
      [tag.id],
    );
    expect(log.map((r) => r.action)).toEqual([
      'tag.created',
      'tag.products_changed',
      'tag.products_changed',
      'tag.updated',
      'tag.updated',
      'tag.deleted',
    ]);
    expect(log[1]!.after).toMatchObject({ linked: 2, unlinked: 0 });
    expect(log[3]).toMatchObject({ before: { name: 'Новинки' }, after: { name: 'Хиты' } });
    expect(log[5]).toMatchObject({ before: { name: 'Хиты' }, after: null });
  });

  it.each([
    ['an empty name', { name: '  ', color: 'D1CFD7' }, 'name'],
    ['a name over 50 characters', { name: 'я'.repeat(51), color: 'D1CFD7' }, 'name'],
    ['a colour outside WB palette', { name: 'Цвет', color: 'FF0000' }, 'color'],
    ['no colour', { name: 'Цвет' }, 'color'],
    ['a bad account id', { name: 'Кабинет', color: 'D1CFD7', accountId: 'x' }, 'accountId'],
  ])('refuses %s with a Russian 400 and creates nothing', async (_, body, field) => {
    const before = await tagRows(null);
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ message: string; fieldErrors?: Record<string, string[]> }>();
    expect(error.fieldErrors?.[field]?.[0]).toMatch(/[а-яё]/i);
    expect(await tagRows(null)).toEqual(before);
  });

  it('refuses a duplicate name (any case) and an empty patch', async () => {
    const tag = await created({ name: 'Сезон', color: 'D1CFD7' });
    const dup = await create({ name: 'сезон', color: 'E4EAFF' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.name).toEqual([
      'Ярлык с таким названием уже есть',
    ]);
    const other = await created({ name: 'Другой', color: 'D1CFD7' });
    expect((await owner.patch(`/api/tags/${other.id}`, { name: 'СЕЗОН' })).statusCode).toBe(400);
    expect((await owner.patch(`/api/tags/${tag.id}`, {})).statusCode).toBe(400);
    expect((await owner.patch(`/api/tags/${tag.id}`, { name: 'Сезон' })).statusCode).toBe(200);
  });

  it('refuses products that are not the company’s, changing nothing', async () => {
    const tag = await created({ name: 'Чужие', color: 'D1CFD7' });
    const foreign = await insertAccount(ctx.database, companyB);
    await ctx.database.pool.query(
      `INSERT INTO products (company_id, account_id, nm_id, raw) VALUES ($1, $2, 555, '{}')`,
      [companyB, foreign.id],
    );
    const res = await owner.post(`/api/tags/${tag.id}/products`, {
      add: [{ accountId: foreign.id, nmId: 555 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Товары не найдены: 555');
    expect(await links(tag.id)).toEqual([]);
    expect((await owner.post(`/api/tags/${tag.id}/products`, {})).statusCode).toBe(400);
  });
});

describe('tenant isolation and permissions', () => {
  it("never shows or changes another company's tags", async () => {
    const tag = await created({ name: 'Секрет', color: 'ECDAFF' });
    expect((await list(ownerB)).tags.some((t) => t.id === tag.id)).toBe(false);
    expect((await ownerB.patch(`/api/tags/${tag.id}`, { name: 'Взлом' })).statusCode).toBe(404);
    expect((await ownerB.delete(`/api/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await ownerB.get(`/api/tags/${tag.id}/products`)).statusCode).toBe(404);
    expect((await ownerB.get(`/api/tags/${tag.id}/candidates`)).statusCode).toBe(404);
    const a = await insertAccount(ctx.database, companyId);
    expect(
      (await ownerB.post(`/api/tags/${tag.id}/products`, { add: [{ accountId: a.id, nmId: 1 }] }))
        .statusCode,
    ).toBe(404);
    // B's own tag cannot take A's WB account.
    const res = await create({ name: 'Чужой', color: 'D1CFD7', accountId: a.id }, ownerB);
    expect(res.statusCode).toBe(400);
    expect((await list()).tags.find((t) => t.id === tag.id)?.name).toBe('Секрет');
  });

  it('lets a viewer read tags but not change them', async () => {
    expect((await list(analyst)).tags.length).toBeGreaterThan(0);
    expect((await create({ name: 'Аналитик', color: 'D1CFD7' }, analyst)).statusCode).toBe(403);
    const tag = (await list()).tags.find((t) => t.accountId === null)!;
    expect((await analyst.patch(`/api/tags/${tag.id}`, { name: 'Нет' })).statusCode).toBe(403);
    expect((await analyst.delete(`/api/tags/${tag.id}`)).statusCode).toBe(403);
  });
});

describe('WB tags pushed to WB', () => {
  it('creates, renames, recolours, links, unlinks and deletes on WB, then here', async () => {
    const a = await wbAccount();
    const onWb = await wbTags(a);
    expect((await list()).accounts.find((x) => x.id === a.id)).toMatchObject({
      tagCount: onWb.length,
      readOnly: null,
    });

    const tag = await created({ name: 'Акция', color: 'FFECC7', accountId: a.id });
    const wbTag = (await wbTags(a)).find((t) => t.name === 'Акция')!;
    expect(wbTag.color).toBe('FFECC7');
    expect(tag).toMatchObject({ accountId: a.id, wbTagId: wbTag.id, readOnly: null });

    const renamed = await owner.patch(`/api/tags/${tag.id}`, { name: 'Скидка дня' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const recoloured = await owner.patch(`/api/tags/${tag.id}`, { color: 'FEE0E0' });
    expect(recoloured.json<Tag>()).toMatchObject({ name: 'Скидка дня', color: 'FEE0E0' });
    expect((await wbTags(a)).find((t) => t.id === wbTag.id)).toMatchObject({
      name: 'Скидка дня',
      color: 'FEE0E0',
    });

    const [nm1, nm2] = await productsOf(a.id);
    const before1 = await cardTags(a, nm1!);
    const linked = await owner.post(`/api/tags/${tag.id}/products`, {
      add: [
        { accountId: a.id, nmId: nm1 },
        { accountId: a.id, nmId: nm2 },
      ],
    });
    expect(linked.json<LinkTagResult>(), linked.body).toEqual({
      linked: 2,
      unlinked: 0,
      failed: [],
    });
    // The card keeps the WB tags it had: WB's link call replaces the whole list.
    expect(await cardTags(a, nm1!)).toEqual([...before1, wbTag.id].sort());
    expect(await cardTags(a, nm2!)).toContain(wbTag.id);
    expect((await links(tag.id)).map((l) => l.nm)).toEqual([nm1, nm2].sort());

    const unlinked = await owner.post(`/api/tags/${tag.id}/products`, {
      remove: [{ accountId: a.id, nmId: nm1 }],
    });
    expect(unlinked.json<LinkTagResult>()).toMatchObject({ linked: 0, unlinked: 1 });
    expect(await cardTags(a, nm1!)).toEqual(before1);
    expect((await links(tag.id)).map((l) => l.nm)).toEqual([nm2]);

    expect((await owner.delete(`/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await wbTags(a)).some((t) => t.id === wbTag.id)).toBe(false);
    expect((await tagRows(a.id)).some((t) => t.name === 'Скидка дня')).toBe(false);
  });

  it("applies WB's limits before asking WB: 15-character names, 15 tags per seller, the card's account", async () => {
    const a = await wbAccount();
    const long = await create({ name: 'Шестнадцать букв', color: 'D1CFD7', accountId: a.id });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.name![0]).toContain(
      '15 символов',
    );
    const count = (await wbTags(a)).length;
    for (let i = count; i < 15; i++)
      await created({ name: `Т${i}`, color: 'D1CFD7', accountId: a.id });
    const before = await tagRows(a.id);
    const over = await create({ name: 'Лишний', color: 'D1CFD7', accountId: a.id });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toContain('15 ярлыков WB');
    expect(await tagRows(a.id)).toEqual(before);
    expect(await wbTags(a)).toHaveLength(15);

    // A WB tag goes only on the cards of its account.
    const other = await insertAccount(ctx.database, companyId);
    await ctx.database.pool.query(
      `INSERT INTO products (company_id, account_id, nm_id, raw) VALUES ($1, $2, 777, '{}')`,
      [companyId, other.id],
    );
    const tag = (await list()).tags.find((t) => t.accountId === a.id)!;
    const res = await owner.post(`/api/tags/${tag.id}/products`, {
      add: [{ accountId: other.id, nmId: 777 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('только на товары этого кабинета');
  });

  it("changes nothing here when WB refuses, and says why in WB's words", async () => {
    const a = await wbAccount();
    // A tag made on WB after the last sync: WB refuses its name again.
    await a.wb.content.createTag({ name: 'С сайта', color: 'D1CFD7' });
    const before = await tagRows(a.id);
    const dup = await create({ name: 'С сайта', color: 'E4EAFF', accountId: a.id });
    expect(dup.statusCode, dup.body).toBe(422);
    expect(dup.json<{ code: string; message: string }>()).toMatchObject({
      code: 'WB_REJECTED',
      message: expect.stringContaining('Ярлык с таким именем уже существует'),
    });
    expect(await tagRows(a.id)).toEqual(before);

    // Renaming a tag deleted on WB meanwhile: WB answers 200 with error: true.
    const tag = await created({ name: 'Исчезнет', color: 'D1CFD7', accountId: a.id });
    await a.wb.content.deleteTag(tag.wbTagId!);
    const rename = await owner.patch(`/api/tags/${tag.id}`, { name: 'Новое имя' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json<{ message: string }>().message).toContain('Неправильный запрос');
    expect((await tagRows(a.id)).find((t) => t.wb_tag_id === String(tag.wbTagId))?.name).toBe(
      'Исчезнет',
    );
    // Deleting it: WB says it is gone already — the goal is reached, so it goes here too.
    expect((await owner.delete(`/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await tagRows(a.id)).some((t) => t.name === 'Исчезнет')).toBe(false);

    // WB down (5xx on every attempt): 503, nothing changed here nor on WB.
    const keep = await created({ name: 'Стойкий', color: 'D1CFD7', accountId: a.id });
    const [nm] = await productsOf(a.id);
    const wbBefore = await wbTags(a);
    const cardBefore = await cardTags(a, nm!);
    sandbox.control.setFaults([
      { endpoint: '* /content/content/v2/tag*', kind: '5xx', count: 100, status: 503 },
    ]);
    try {
      const snapshot = await tagRows(a.id);
      const down = [
        await create({ name: 'Новый', color: 'D1CFD7', accountId: a.id }),
        await owner.patch(`/api/tags/${keep.id}`, { name: 'Другое' }),
        await owner.delete(`/api/tags/${keep.id}`),
        await owner.post(`/api/tags/${keep.id}/products`, { add: [{ accountId: a.id, nmId: nm }] }),
      ];
      for (const res of down) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json<{ message: string }>().message).toContain('ничего не изменилось');
      }
      expect(await tagRows(a.id)).toEqual(snapshot);
      expect(await links(keep.id)).toEqual([]);
      // Nothing changed, nothing audited.
      const { rows: audited } = await ctx.database.pool.query(
        `SELECT action FROM audit_log WHERE entity = 'tag' AND entity_id = $1 AND action <> 'tag.created'`,
        [keep.id],
      );
      expect(audited).toEqual([]);
    } finally {
      sandbox.control.setFaults([]);
    }
    expect(await wbTags(a)).toEqual(wbBefore);
    expect(await cardTags(a, nm!)).toEqual(cardBefore);
  });
});

describe('tokens that cannot change WB tags', () => {
  it.each([
    ['a read-only token', { readOnly: true }, 'readOnlyToken', 'только для чтения'],
    ['a token without Контент', { categories: ['statistics'] }, 'noContent', '«Контент»'],
  ] as const)(
    'shows the tags of an account with %s read-only, refuses changes, keeps own tags editable',
    async (_, options, reason, words) => {
      const a = await wbAccount(options);
      const state = await list();
      expect(state.accounts.find((x) => x.id === a.id)?.readOnly).toBe(reason);
      const tag = state.tags.find((t) => t.accountId === a.id)!;
      expect(tag.readOnly).toBe(reason);
      const before = await tagRows(a.id);
      const wbBefore = await wbTags(a);
      const [nm] = await productsOf(a.id);
      const attempts = [
        await create({ name: 'Нельзя', color: 'D1CFD7', accountId: a.id }),
        await owner.patch(`/api/tags/${tag.id}`, { name: 'Нельзя' }),
        await owner.delete(`/api/tags/${tag.id}`),
        await owner.post(`/api/tags/${tag.id}/products`, { add: [{ accountId: a.id, nmId: nm }] }),
      ];
      for (const res of attempts) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json<{ code: string; message: string }>()).toMatchObject({
          code: 'TAG_READ_ONLY',
          message: expect.stringContaining(words),
        });
      }
      expect(await tagRows(a.id)).toEqual(before);
      expect(await wbTags(a)).toEqual(wbBefore);
      // The seller's own tags stay editable whatever the tokens.
      const own = await created({ name: `Своё ${reason.slice(0, 6)}`, color: 'D1CFD7' });
      const linked = await owner.post(`/api/tags/${own.id}/products`, {
        add: [{ accountId: a.id, nmId: nm }],
      });
      expect(linked.statusCode).toBe(200);
    },
  );

  it('explains an account without a token', async () => {
    const a = await insertAccount(ctx.database, companyId);
    await ctx.database.pool.query(
      `INSERT INTO tags (company_id, account_id, wb_tag_id, name, color)
       VALUES ($1, $2, 42, 'Старый', 'D1CFD7')`,
      [companyId, a.id],
    );
    const state = await list();
    expect(state.accounts.find((x) => x.id === a.id)?.readOnly).toBe('noToken');
    const tag = state.tags.find((t) => t.accountId === a.id)!;
    const res = await owner.patch(`/api/tags/${tag.id}`, { color: 'FEE0E0' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('нет действующего токена');
  });

  it('rolls back when WB itself refuses a token stored as writable', async () => {
    // The stored flags say "writable"; WB knows better (bit 30): 403, nothing changes.
    const a = await wbAccount({ readOnly: true, dbReadOnly: false });
    const before = await tagRows(a.id);
    const res = await create({ name: 'Запрет', color: 'D1CFD7', accountId: a.id });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ message: string }>().message).toContain('WB не принял токен кабинета (403)');
    expect(await tagRows(a.id)).toEqual(before);
  });
});
