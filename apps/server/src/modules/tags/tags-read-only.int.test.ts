/**
 * /api/tags for WB accounts whose tokens cannot change WB tags (read-only, without «Контент», none,
 * or refused by WB itself): the tags shown read-only, every change refused, own tags still editable.
 */
import { describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/connections';
import { tagsWorld, wbTags } from '../../../test/fixtures/tags';

const w = tagsWorld();

describe('tokens that cannot change WB tags', () => {
  it.each([
    ['a read-only token', { readOnly: true }, 'readOnlyToken', 'только для чтения'],
    ['a token without Контент', { categories: ['statistics'] }, 'noContent', '«Контент»'],
  ] as const)(
    'shows the tags of an account with %s read-only, refuses changes, keeps own tags editable',
    async (_, options, reason, words) => {
      const a = await w.wbAccount(options);
      const state = await w.list();
      expect(state.accounts.find((x) => x.id === a.id)?.readOnly).toBe(reason);
      const tag = state.tags.find((t) => t.accountId === a.id)!;
      expect(tag.readOnly).toBe(reason);
      const before = await w.tagRows(a.id);
      const wbBefore = await wbTags(a);
      const [nm] = await w.productsOf(a.id);
      const attempts = [
        await w.create({ name: 'Нельзя', color: 'D1CFD7', accountId: a.id }),
        await w.owner.patch(`/api/tags/${tag.id}`, { name: 'Нельзя' }),
        await w.owner.delete(`/api/tags/${tag.id}`),
        await w.owner.post(`/api/tags/${tag.id}/products`, {
          add: [{ accountId: a.id, nmId: nm }],
        }),
      ];
      for (const res of attempts) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json<{ code: string; message: string }>()).toMatchObject({
          code: 'TAG_READ_ONLY',
          message: expect.stringContaining(words),
        });
      }
      expect(await w.tagRows(a.id)).toEqual(before);
      expect(await wbTags(a)).toEqual(wbBefore);
      // The seller's own tags stay editable whatever the tokens.
      const own = await w.created({ name: `Своё ${reason.slice(0, 6)}`, color: 'D1CFD7' });
      const linked = await w.owner.post(`/api/tags/${own.id}/products`, {
        add: [{ accountId: a.id, nmId: nm }],
      });
      expect(linked.statusCode).toBe(200);
    },
  );

  it('explains an account without a token', async () => {
    const a = await insertAccount(w.ctx.database, w.companyId);
    await w.ctx.database.pool.query(
      `INSERT INTO tags (company_id, account_id, wb_tag_id, name, color)
       VALUES ($1, $2, 42, 'Старый', 'D1CFD7')`,
      [w.companyId, a.id],
    );
    const state = await w.list();
    expect(state.accounts.find((x) => x.id === a.id)?.readOnly).toBe('noToken');
    const tag = state.tags.find((t) => t.accountId === a.id)!;
    const res = await w.owner.patch(`/api/tags/${tag.id}`, { color: 'FEE0E0' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('нет действующего токена');
  });

  it('rolls back when WB itself refuses a token stored as writable', async () => {
    // The stored flags say "writable"; WB knows better (bit 30): 403, nothing changes.
    const a = await w.wbAccount({ readOnly: true, dbReadOnly: false });
    const before = await w.tagRows(a.id);
    const res = await w.create({ name: 'Запрет', color: 'D1CFD7', accountId: a.id });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ message: string }>().message).toContain('WB не принял токен кабинета (403)');
    expect(await w.tagRows(a.id)).toEqual(before);
  });
});
