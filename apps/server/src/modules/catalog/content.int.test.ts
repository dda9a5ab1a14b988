/**
 * WB reference subjects and the account's tags against the WB sandbox over HTTP: a sync stores
 * what the client reads, a second run changes nothing, changes on WB are picked up, an
 * interrupted run resumes, and tags belong to the account's company.
 */
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import type { WbClients } from '@wb/wb/factory';
import { iterateCards, iterateSubjects } from '@wb/wb/iterators/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { syncJobs } from '../sync/sync.jobs';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';
import { SUBJECTS_PAGE_LIMIT } from '../subjects/subjects.datasets';

let ctx: TestContext;
let sandbox: Sandbox;
let companyId: string;
const NOW = '2026-11-20T12:00:00+03:00';
const SCALE = { products: 120, days: 15, ordersPerDay: 1 };

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url }, jobs: syncJobs });
  companyId = (await createCompany(ctx.database, ctx.config, 'Контент')).company.id;
  SUBJECTS_PAGE_LIMIT.value = 10;
});

afterAll(async () => {
  SUBJECTS_PAGE_LIMIT.value = 1000;
  await ctx.close();
  await sandbox.close();
});

const deps = () => ({ database: ctx.database, config: ctx.config, limiter: UNLIMITED });

async function account(company = companyId) {
  return connectSandboxSeller(ctx, sandbox, company, {
    seller: { seed: 31, scale: SCALE },
    categories: ['content'],
  });
}

type Key = 'cards' | 'subjects' | 'tags';
const run = (accountId: string, dataset: Key, afterPage?: (n: number) => void) =>
  runDataset(deps(), accountId, dataset, {
    now: new Date(NOW),
    ...(afterPage ? { afterPage } : {}),
  });

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

async function withClients<T>(token: string, fn: (c: WbClients) => Promise<T>): Promise<T> {
  const clients = wbClientsFor(deps(), { token });
  try {
    return await fn(clients);
  } finally {
    await clients.close();
  }
}

const referenceSum = async () =>
  (
    await query<{ sum: string }>(
      `SELECT md5((SELECT string_agg(row(parent_id, name, is_visible, raw, updated_at)::text, ','
                                     ORDER BY parent_id) FROM wb_subject_parents)
                  || (SELECT string_agg(row(subject_id, name, parent_id, parent_name, raw, updated_at)::text,
                                        ',' ORDER BY subject_id) FROM wb_subjects)) AS sum`,
    )
  )[0]!.sum;

describe('subjects sync', () => {
  it('stores every parent category and subject WB lists, once, whoever syncs them', async () => {
    const first = await account();
    const outcome = await run(first.id, 'subjects');
    expect(outcome).toMatchObject({ status: 'succeeded' });
    const { parents, subjects } = await withClients(first.token, async (c) => {
      const parents = (await c.content.parentCategories({ locale: 'ru' })).data.data;
      const subjects = [];
      for await (const page of iterateSubjects(c.content)) subjects.push(...page.rows);
      return { parents, subjects };
    });
    expect(outcome.status === 'succeeded' && outcome.pages).toBe(
      1 + Math.ceil((subjects.length + 1) / SUBJECTS_PAGE_LIMIT.value),
    );
    expect(
      await query('SELECT parent_id AS id, name FROM wb_subject_parents ORDER BY parent_id'),
    ).toEqual(parents.map((p) => ({ id: p.id, name: p.name })).sort((a, b) => a.id - b.id));
    expect(
      await query(
        `SELECT subject_id AS "subjectID", name AS "subjectName", parent_id AS "parentID",
                parent_name AS "parentName" FROM wb_subjects ORDER BY subject_id`,
      ),
    ).toEqual(
      subjects
        .map((s) => ({ ...s }))
        .sort((a, b) => a.subjectID - b.subjectID)
        .map(({ subjectID, subjectName, parentID, parentName }) => ({
          subjectID,
          subjectName,
          parentID,
          parentName,
        })),
    );

    // Again, and from another company's account: nothing changes (reference data is global).
    const before = await referenceSum();
    expect(await run(first.id, 'subjects')).toMatchObject({ rowsUpserted: 0 });
    const other = await createCompany(ctx.database, ctx.config, 'Другая');
    const theirs = await account(other.company.id);
    expect(await run(theirs.id, 'subjects')).toMatchObject({ rowsUpserted: 0 });
    expect(await referenceSum()).toBe(before);
  });

  it('puts back a subject that differs from WB and resumes an interrupted run', async () => {
    const acc = await account();
    await ctx.database.pool.query(
      `UPDATE wb_subjects SET name = 'Устарело', raw = '{}'
        WHERE subject_id = (SELECT max(subject_id) FROM wb_subjects)`,
    );
    const stop = (page: number) => {
      if (page === 2) throw new Error('worker killed');
    };
    const failed = await run(acc.id, 'subjects', stop);
    expect(failed).toMatchObject({ status: 'failed', pages: 2 });
    const rest = await run(acc.id, 'subjects');
    expect(rest).toMatchObject({ status: 'succeeded' });
    // The changed subject is rewritten, by one run or the other, and nothing else is.
    const upserted = (o: typeof rest) =>
      o.status === 'succeeded' || o.status === 'failed' ? o.rowsUpserted : -1;
    expect(upserted(failed) + upserted(rest)).toBe(1);
    const [first] = await query<{ full: number }>(
      `SELECT max(pages) AS full FROM sync_runs WHERE dataset = 'subjects' AND status = 'succeeded'
         AND account_id <> $1`,
      [acc.id],
    );
    expect(rest.status === 'succeeded' && rest.pages).toBe(first!.full - 2);
    expect(
      await query(`SELECT count(*)::int AS n FROM wb_subjects WHERE name = 'Устарело'`),
    ).toEqual([{ n: 0 }]);
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
      [companyId],
    );
    const [linked] = await query<{ nm_id: string }>(
      'SELECT nm_id::text FROM product_tags WHERE account_id = $1 LIMIT 1',
      [acc.id],
    );
    await ctx.database.pool.query(
      'INSERT INTO product_tags (company_id, account_id, nm_id, tag_id) VALUES ($1, $2, $3, $4)',
      [companyId, acc.id, linked!.nm_id, own!.id],
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
    await ctx.database.pool.query(
      `DELETE FROM product_tags pt USING tags g
        WHERE g.id = pt.tag_id AND g.wb_tag_id IS NOT NULL AND pt.account_id = $1 AND pt.nm_id = $2`,
      [acc.id, card!.nm_id],
    );
    await ctx.database.pool.query(
      `INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
       SELECT $1, $2, p.nm_id, g.id FROM products p, tags g
        WHERE p.account_id = $2 AND g.account_id = $2
          AND NOT EXISTS (SELECT FROM product_tags x WHERE x.account_id = $2 AND x.nm_id = p.nm_id
                            AND x.tag_id = g.id)
        ORDER BY p.nm_id LIMIT 1`,
      [companyId, acc.id],
    );
    await ctx.database.pool.query(
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

    const other = await createCompany(ctx.database, ctx.config, 'Чужие ярлыки');
    const theirs = await account(other.company.id);
    expect((await run(theirs.id, 'tags')).status).toBe('succeeded');
    const rows = await query<{ company_id: string; account_id: string }>(
      'SELECT DISTINCT company_id, account_id FROM tags WHERE account_id = ANY($1)',
      [[acc.id, theirs.id]],
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.company_id).toBe(r.account_id === acc.id ? companyId : other.company.id);
    }
    // The other seller's tags are its own rows; ours are untouched.
    expect((await tagState(theirs.id)).tags).toEqual((await wbTagState(theirs.token)).tags);
    expect(await tagState(acc.id)).toEqual(await wbTagState(acc.token));
  });
});
