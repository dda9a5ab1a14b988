/**
 * WB reference subjects against the WB sandbox over HTTP: a sync stores what the client reads,
 * a second run (from any company's account) changes nothing, a subject changed here is put back
 * and an interrupted run resumes.
 */
import { iterateSubjects } from '@wb/wb/iterators/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSyncWorld } from '../../../test/fixtures/content-sync';
import { createCompany } from '../../../test/identity';
import { SUBJECTS_PAGE_LIMIT } from './subjects.datasets';

const w = contentSyncWorld('Контент');
const { account, run, query, withClients } = w;

beforeAll(() => {
  SUBJECTS_PAGE_LIMIT.value = 10;
});

afterAll(() => {
  SUBJECTS_PAGE_LIMIT.value = 1000;
});

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
    const other = await createCompany(w.ctx.database, w.ctx.config, 'Другая');
    const theirs = await account(other.company.id);
    expect(await run(theirs.id, 'subjects')).toMatchObject({ rowsUpserted: 0 });
    expect(await referenceSum()).toBe(before);
  });

  it('puts back a subject that differs from WB and resumes an interrupted run', async () => {
    const acc = await account();
    await w.ctx.database.pool.query(
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
