/**
 * /api/tags through the app, own tags: create, list, rename, recolour, link and delete (audited),
 * validation, tenant isolation and permissions. WB tags: tags-wb.int.test.ts and
 * tags-read-only.int.test.ts.
 */
import type { LinkTagResult, Tag, TagProduct } from '@wb/shared/tags/tags.contract';
import { describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/connections';
import { tagsWorld } from '../../../test/fixtures/tags';

const w = tagsWorld();

describe('own tags', () => {
  it('creates, lists with product counts, renames, recolours, links and deletes', async () => {
    const account = await insertAccount(w.ctx.database, w.companyId);
    await w.ctx.database.pool.query(
      `INSERT INTO products (company_id, account_id, nm_id, vendor_code, title, raw)
       VALUES ($1, $2, 101, 'A-101', 'Платье', '{}'), ($1, $2, 102, 'A-102', 'Юбка', '{}')`,
      [w.companyId, account.id],
    );
    const tag = await w.created({ name: '  Новинки ', color: 'DEF1DD' });
    expect(tag).toMatchObject({
      name: 'Новинки',
      color: 'DEF1DD',
      accountId: null,
      wbTagId: null,
      productCount: 0,
      readOnly: null,
    });

    const res = await w.owner.post(`/api/tags/${tag.id}/products`, {
      add: [
        { accountId: account.id, nmId: 101 },
        { accountId: account.id, nmId: 102 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LinkTagResult>()).toEqual({ linked: 2, unlinked: 0, failed: [] });
    expect((await w.list()).tags.find((t) => t.id === tag.id)?.productCount).toBe(2);

    const page = await w.owner.get(`/api/tags/${tag.id}/products?q=юбк`);
    expect(page.json<{ items: TagProduct[]; total: number }>()).toMatchObject({
      total: 1,
      items: [{ nmId: 102, vendorCode: 'A-102', title: 'Юбка', accountName: account.name }],
    });
    const byNm = await w.owner.get(`/api/tags/${tag.id}/products?q=101`);
    expect(byNm.json<{ items: TagProduct[] }>().items.map((p) => p.nmId)).toEqual([101]);

    const unlinked = await w.owner.post(`/api/tags/${tag.id}/products`, {
      remove: [{ accountId: account.id, nmId: 101 }],
    });
    expect(unlinked.json<LinkTagResult>()).toMatchObject({ linked: 0, unlinked: 1 });
    const candidates = await w.owner.get(`/api/tags/${tag.id}/candidates?q=A-10`);
    expect(candidates.json<TagProduct[]>().map((p) => p.nmId)).toEqual([101]);

    const renamed = await w.owner.patch(`/api/tags/${tag.id}`, { name: 'Хиты' });
    expect(renamed.json<Tag>()).toMatchObject({ name: 'Хиты', color: 'DEF1DD', productCount: 1 });
    const recoloured = await w.owner.patch(`/api/tags/${tag.id}`, { color: 'FEE0E0' });
    expect(recoloured.json<Tag>()).toMatchObject({ name: 'Хиты', color: 'FEE0E0' });

    expect((await w.owner.delete(`/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect(await w.links(tag.id)).toEqual([]);
    expect((await w.list()).tags.some((t) => t.id === tag.id)).toBe(false);

    // Every change is in the audit log, with the tag before and after.
    const { rows: log } = await w.ctx.database.pool.query<{
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
    const before = await w.tagRows(null);
    const res = await w.create(body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ message: string; fieldErrors?: Record<string, string[]> }>();
    expect(error.fieldErrors?.[field]?.[0]).toMatch(/[а-яё]/i);
    expect(await w.tagRows(null)).toEqual(before);
  });

  it('refuses a duplicate name (any case) and an empty patch', async () => {
    const tag = await w.created({ name: 'Сезон', color: 'D1CFD7' });
    const dup = await w.create({ name: 'сезон', color: 'E4EAFF' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.name).toEqual([
      'Ярлык с таким названием уже есть',
    ]);
    const other = await w.created({ name: 'Другой', color: 'D1CFD7' });
    expect((await w.owner.patch(`/api/tags/${other.id}`, { name: 'СЕЗОН' })).statusCode).toBe(400);
    expect((await w.owner.patch(`/api/tags/${tag.id}`, {})).statusCode).toBe(400);
    expect((await w.owner.patch(`/api/tags/${tag.id}`, { name: 'Сезон' })).statusCode).toBe(200);
  });

  it('refuses products that are not the company’s, changing nothing', async () => {
    const tag = await w.created({ name: 'Чужие', color: 'D1CFD7' });
    const foreign = await insertAccount(w.ctx.database, w.companyB);
    await w.ctx.database.pool.query(
      `INSERT INTO products (company_id, account_id, nm_id, raw) VALUES ($1, $2, 555, '{}')`,
      [w.companyB, foreign.id],
    );
    const res = await w.owner.post(`/api/tags/${tag.id}/products`, {
      add: [{ accountId: foreign.id, nmId: 555 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Товары не найдены: 555');
    expect(await w.links(tag.id)).toEqual([]);
    expect((await w.owner.post(`/api/tags/${tag.id}/products`, {})).statusCode).toBe(400);
  });
});

describe('tenant isolation and permissions', () => {
  it("never shows or changes another company's tags", async () => {
    const tag = await w.created({ name: 'Секрет', color: 'ECDAFF' });
    expect((await w.list(w.ownerB)).tags.some((t) => t.id === tag.id)).toBe(false);
    expect((await w.ownerB.patch(`/api/tags/${tag.id}`, { name: 'Взлом' })).statusCode).toBe(404);
    expect((await w.ownerB.delete(`/api/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await w.ownerB.get(`/api/tags/${tag.id}/products`)).statusCode).toBe(404);
    expect((await w.ownerB.get(`/api/tags/${tag.id}/candidates`)).statusCode).toBe(404);
    const a = await insertAccount(w.ctx.database, w.companyId);
    expect(
      (await w.ownerB.post(`/api/tags/${tag.id}/products`, { add: [{ accountId: a.id, nmId: 1 }] }))
        .statusCode,
    ).toBe(404);
    // B's own tag cannot take A's WB account.
    const res = await w.create({ name: 'Чужой', color: 'D1CFD7', accountId: a.id }, w.ownerB);
    expect(res.statusCode).toBe(400);
    expect((await w.list()).tags.find((t) => t.id === tag.id)?.name).toBe('Секрет');
  });

  it('lets a viewer read tags but not change them', async () => {
    expect((await w.list(w.analyst)).tags.length).toBeGreaterThan(0);
    expect((await w.create({ name: 'Аналитик', color: 'D1CFD7' }, w.analyst)).statusCode).toBe(403);
    const tag = (await w.list()).tags.find((t) => t.accountId === null)!;
    expect((await w.analyst.patch(`/api/tags/${tag.id}`, { name: 'Нет' })).statusCode).toBe(403);
    expect((await w.analyst.delete(`/api/tags/${tag.id}`)).statusCode).toBe(403);
  });
});
