/**
 * The account's WB tags against the WB sandbox over HTTP: a sync stores the tags and which
 * cards carry them, a second run changes nothing, changes on WB are picked up, the seller's own
 * tags stay, and tags belong to the account's company.
 */
import { iterateCards } from '@wb/wb/iterators/content';
import { describe, expect, it } from 'vitest';
import { contentSyncWorld } from '../../../test/fixtures/content-sync';
import { createCompany } from '../../../test/identity';

const w = contentSyncWorld('Контент');
const { account, run, query, withClients } = w;

describe('tags sync', () => {
  let acc: { id: string; token: string };

  it('stores the WB tags and which cards carry them', async () => {
    acc = await account();
    expect(await run(acc.id, 'cards')).toMatchObject({ status: 'succeeded' });
    expect(await run(acc.id, 'tags')).toMatchObject({ status: 'succeeded' });
    const wb = await wbTagState(acc.token);
    expect(wb.links.length).toBeGreaterThan(5);
    expect(await tagState(acc.id)).toEqual(wb);
    expect(await run(acc.id, 'tags')).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
    expect(await run(acc.id, 'cards')).toMatchObject({ status: 'succeeded', rowsUpserted: 0 });
  });

  it('follows tags created, renamed and deleted on WB; own tags stay', async () => {
    const [own] = await query<{ id: string }>(
      `INSERT INTO tags (company_id, name, color) VALUES ($1, 'Своя', 'FEE0E0') RETURNING id`,
      [w.companyId],
    );
    const [linked] = await query<{ nm_id: string }>(
      'SELECT nm_id::text FROM product_tags WHERE account_id = $1 LIMIT 1',
      [acc.id],
    );
    await w.ctx.database.pool.query(
      'INSERT INTO product_tags (company_id, account_id, nm_id, tag_id) VALUES ($1, $2, $3, $4)',
      [w.companyId, acc.id, linked!.nm_id, own!.id],
    );
    const before = await tagState(acc.id);
    const [gone, renamed] = before.tags;
    await withClients(acc.token, async (c) => {
      await c.content.deleteTag(gone!.id);
      await c.content.updateTag(renamed!.id, { name: 'Новое имя' });
      await c.content.createTag({ name: 'Новинка', color: 'DEF1DD' });
    });
    const outcome = await run(acc.id, 'tags');
    // One added, one renamed, one deleted (its links go with it).
    expect(outcome).toMatchObject({ status: 'succeeded', rowsUpserted: 3 });
    const after = await tagState(acc.id);
    expect(after).toEqual(await wbTagState(acc.token));
    expect(after.links.some((l) => l.endsWith(`:${gone!.id}`))).toBe(false);
    expect(before.links.some((l) => l.endsWith(`:${gone!.id}`))).toBe(true);
    expect(after.tags.find((t) => t.id === renamed!.id)?.name).toBe('Новое имя');
    // The seller's own tag and its link are not WB's to remove.
    expect(
      await query('SELECT count(*)::int AS n FROM product_tags WHERE tag_id = $1', [own!.id]),
    ).toEqual([{ n: 1 }]);
  });

  it('relinks cards read again, and keeps tags within the company', async () => {
    const [card] = await query<{ nm_id: string }>(
      'SELECT nm_id::text FROM product_tags WHERE account_id = $1 ORDER BY nm_id LIMIT 1',
      [acc.id],
    );
    // As if a link were lost and a stale one left: a full re-read of the cards fixes both.
    await w.ctx.database.pool.query(
      `DELETE FROM product_tags pt USING tags g
        WHERE g.id = pt.tag_id AND g.wb_tag_id IS NOT NULL AND pt.account_id = $1 AND pt.nm_id = $2`,
      [acc.id, card!.nm_id],
    );
    await w.ctx.database.pool.query(
      `INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
       SELECT $1, $2, p.nm_id, g.id FROM products p, tags g
        WHERE p.account_id = $2 AND g.account_id = $2
          AND NOT EXISTS (SELECT FROM product_tags x WHERE x.account_id = $2 AND x.nm_id = p.nm_id
                            AND x.tag_id = g.id)
        ORDER BY p.nm_id LIMIT 1`,
      [w.companyId, acc.id],
    );
    await w.ctx.database.pool.query(
      `UPDATE sync_state SET cursor = NULL WHERE account_id = $1 AND dataset = 'cards'`,
      [acc.id],
    );
    expect(await run(acc.id, 'cards')).toMatchObject({ status: 'succeeded' });
    expect(await tagState(acc.id)).toEqual(await wbTagState(acc.token));
    expect(
      await query(
        'SELECT count(*)::int AS n FROM product_tags pt JOIN tags g ON g.id = pt.tag_id WHERE g.account_id IS NULL',
      ),
    ).toEqual([{ n: 1 }]);

    const other = await createCompany(w.ctx.database, w.ctx.config, 'Чужие ярлыки');
    const theirs = await account(other.company.id);
    expect((await run(theirs.id, 'tags')).status).toBe('succeeded');
    const rows = await query<{ company_id: string; account_id: string }>(
      'SELECT DISTINCT company_id, account_id FROM tags WHERE account_id = ANY($1)',
      [[acc.id, theirs.id]],
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.company_id).toBe(r.account_id === acc.id ? w.companyId : other.company.id);
    }
    // The other seller's tags are its own rows; ours are untouched.
    expect((await tagState(theirs.id)).tags).toEqual((await wbTagState(theirs.token)).tags);
    expect(await tagState(acc.id)).toEqual(await wbTagState(acc.token));
  });
});

/** Tags and links of an account: `[wb tag id, name, color]` and `nm:wbTagId` pairs. */
async function tagState(accountId: string) {
  const tags = await query<{ id: number; name: string; color: string }>(
    `SELECT wb_tag_id::int AS id, name, color FROM tags WHERE account_id = $1 ORDER BY wb_tag_id`,
    [accountId],
  );
  const links = await query<{ link: string }>(
    `SELECT pt.nm_id || ':' || g.wb_tag_id AS link FROM product_tags pt JOIN tags g ON g.id = pt.tag_id
      WHERE pt.account_id = $1 AND g.wb_tag_id IS NOT NULL ORDER BY 1`,
    [accountId],
  );
  return { tags, links: links.map((l) => l.link) };
}

/** What WB says: its tag list and the tags every card carries. */
async function wbTagState(token: string) {
  return withClients(token, async (c) => {
    const tags = (await c.content.tags()).data.data
      .map((t) => ({ id: t.id, name: t.name, color: t.color }))
      .sort((a, b) => a.id - b.id);
    const links: string[] = [];
    for await (const page of iterateCards(c.content)) {
      for (const card of page.rows) links.push(...card.tags.map((t) => `${card.nmID}:${t.id}`));
    }
    return { tags, links: links.sort() };
  });
}
