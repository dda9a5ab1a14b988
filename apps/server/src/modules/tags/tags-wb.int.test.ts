/**
 * /api/tags with WB tags pushed to the WB sandbox over HTTP: created/renamed/linked/deleted on WB
 * first, WB's limits applied before asking, WB's refusals and outages (nothing changes here).
 */
import type { LinkTagResult, Tag } from '@wb/shared/tags/tags.contract';
import { describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/connections';
import { cardTags, tagsWorld, wbTags } from '../../../test/fixtures/tags';

const w = tagsWorld();

describe('WB tags pushed to WB', () => {
  it('creates, renames, recolours, links, unlinks and deletes on WB, then here', async () => {
    const a = await w.wbAccount();
    const onWb = await wbTags(a);
    expect((await w.list()).accounts.find((x) => x.id === a.id)).toMatchObject({
      tagCount: onWb.length,
      readOnly: null,
    });

    const tag = await w.created({ name: 'Акция', color: 'FFECC7', accountId: a.id });
    const wbTag = (await wbTags(a)).find((t) => t.name === 'Акция')!;
    expect(wbTag.color).toBe('FFECC7');
    expect(tag).toMatchObject({ accountId: a.id, wbTagId: wbTag.id, readOnly: null });

    const renamed = await w.owner.patch(`/api/tags/${tag.id}`, { name: 'Скидка дня' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const recoloured = await w.owner.patch(`/api/tags/${tag.id}`, { color: 'FEE0E0' });
    expect(recoloured.json<Tag>()).toMatchObject({ name: 'Скидка дня', color: 'FEE0E0' });
    expect((await wbTags(a)).find((t) => t.id === wbTag.id)).toMatchObject({
      name: 'Скидка дня',
      color: 'FEE0E0',
    });

    const [nm1, nm2] = await w.productsOf(a.id);
    const before1 = await cardTags(a, nm1!);
    const linked = await w.owner.post(`/api/tags/${tag.id}/products`, {
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
    expect((await w.links(tag.id)).map((l) => l.nm)).toEqual([nm1, nm2].sort());

    const unlinked = await w.owner.post(`/api/tags/${tag.id}/products`, {
      remove: [{ accountId: a.id, nmId: nm1 }],
    });
    expect(unlinked.json<LinkTagResult>()).toMatchObject({ linked: 0, unlinked: 1 });
    expect(await cardTags(a, nm1!)).toEqual(before1);
    expect((await w.links(tag.id)).map((l) => l.nm)).toEqual([nm2]);

    expect((await w.owner.delete(`/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await wbTags(a)).some((t) => t.id === wbTag.id)).toBe(false);
    expect((await w.tagRows(a.id)).some((t) => t.name === 'Скидка дня')).toBe(false);
  });

  it("applies WB's limits before asking WB: 15-character names, 15 tags per seller, the card's account", async () => {
    const a = await w.wbAccount();
    const long = await w.create({ name: 'Шестнадцать букв', color: 'D1CFD7', accountId: a.id });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.name![0]).toContain(
      '15 символов',
    );
    const count = (await wbTags(a)).length;
    for (let i = count; i < 15; i++)
      await w.created({ name: `Т${i}`, color: 'D1CFD7', accountId: a.id });
    const before = await w.tagRows(a.id);
    const over = await w.create({ name: 'Лишний', color: 'D1CFD7', accountId: a.id });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toContain('15 ярлыков WB');
    expect(await w.tagRows(a.id)).toEqual(before);
    expect(await wbTags(a)).toHaveLength(15);

    // A WB tag goes only on the cards of its account.
    const other = await insertAccount(w.ctx.database, w.companyId);
    await w.ctx.database.pool.query(
      `INSERT INTO products (company_id, account_id, nm_id, raw) VALUES ($1, $2, 777, '{}')`,
      [w.companyId, other.id],
    );
    const tag = (await w.list()).tags.find((t) => t.accountId === a.id)!;
    const res = await w.owner.post(`/api/tags/${tag.id}/products`, {
      add: [{ accountId: other.id, nmId: 777 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('только на товары этого кабинета');
  });

  it("changes nothing here when WB refuses, and says why in WB's words", async () => {
    const a = await w.wbAccount();
    // A tag made on WB after the last sync: WB refuses its name again.
    await a.wb.content.createTag({ name: 'С сайта', color: 'D1CFD7' });
    const before = await w.tagRows(a.id);
    const dup = await w.create({ name: 'С сайта', color: 'E4EAFF', accountId: a.id });
    expect(dup.statusCode, dup.body).toBe(422);
    expect(dup.json<{ code: string; message: string }>()).toMatchObject({
      code: 'WB_REJECTED',
      message: expect.stringContaining('Ярлык с таким именем уже существует'),
    });
    expect(await w.tagRows(a.id)).toEqual(before);

    // Renaming a tag deleted on WB meanwhile: WB answers 200 with error: true.
    const tag = await w.created({ name: 'Исчезнет', color: 'D1CFD7', accountId: a.id });
    await a.wb.content.deleteTag(tag.wbTagId!);
    const rename = await w.owner.patch(`/api/tags/${tag.id}`, { name: 'Новое имя' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json<{ message: string }>().message).toContain('Неправильный запрос');
    expect((await w.tagRows(a.id)).find((t) => t.wb_tag_id === String(tag.wbTagId))?.name).toBe(
      'Исчезнет',
    );
    // Deleting it: WB says it is gone already — the goal is reached, so it goes here too.
    expect((await w.owner.delete(`/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await w.tagRows(a.id)).some((t) => t.name === 'Исчезнет')).toBe(false);

    // WB down (5xx on every attempt): 503, nothing changed here nor on WB.
    const keep = await w.created({ name: 'Стойкий', color: 'D1CFD7', accountId: a.id });
    const [nm] = await w.productsOf(a.id);
    const wbBefore = await wbTags(a);
    const cardBefore = await cardTags(a, nm!);
    w.sandbox.control.setFaults([
      { endpoint: '* /content/content/v2/tag*', kind: '5xx', count: 100, status: 503 },
    ]);
    try {
      const snapshot = await w.tagRows(a.id);
      const down = [
        await w.create({ name: 'Новый', color: 'D1CFD7', accountId: a.id }),
        await w.owner.patch(`/api/tags/${keep.id}`, { name: 'Другое' }),
        await w.owner.delete(`/api/tags/${keep.id}`),
        await w.owner.post(`/api/tags/${keep.id}/products`, {
          add: [{ accountId: a.id, nmId: nm }],
        }),
      ];
      for (const res of down) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json<{ message: string }>().message).toContain('ничего не изменилось');
      }
      expect(await w.tagRows(a.id)).toEqual(snapshot);
      expect(await w.links(keep.id)).toEqual([]);
      // Nothing changed, nothing audited.
      const { rows: audited } = await w.ctx.database.pool.query(
        `SELECT action FROM audit_log WHERE entity = 'tag' AND entity_id = $1 AND action <> 'tag.created'`,
        [keep.id],
      );
      expect(audited).toEqual([]);
    } finally {
      w.sandbox.control.setFaults([]);
    }
    expect(await wbTags(a)).toEqual(wbBefore);
    expect(await cardTags(a, nm!)).toEqual(cardBefore);
  });
});
