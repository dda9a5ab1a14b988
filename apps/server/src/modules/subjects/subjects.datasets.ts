import type { WbParentCategory, WbSubject } from '@wb/wb/clients/content';
import { iterateSubjects } from '@wb/wb/iterators/content';
import { rawRows } from '@wb/wb/iterators/raw';
import { copyMerge, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset } from '../sync/dataset';

/**
 * Page size asked of WB (its maximum, docs/wb-notes.md#subjects); tests lower it to get several
 * pages.
 */
export const SUBJECTS_PAGE_LIMIT = { value: 1000 };

/**
 * Parent categories first (one answer), then subjects by offset. A finished run starts over the
 * next time: WB's reference lists are read whole, daily.
 */
export interface SubjectsCursor {
  phase: 'parents' | 'subjects';
  offset: number;
}

export type SubjectsRow =
  { kind: 'parent'; parent: WbParentCategory } | { kind: 'subject'; subject: WbSubject };

type Col<R> = readonly [name: string, type: string, get: (r: R, raw: unknown) => CopyValue];

const PARENT_COLS: readonly Col<WbParentCategory>[] = [
  ['parent_id', 'integer', (r) => r.id],
  ['name', 'text', (r) => r.name],
  ['is_visible', 'boolean', (r) => r.isVisible],
  ['raw', 'jsonb', (_, raw) => raw as CopyValue],
];
const SUBJECT_COLS: readonly Col<WbSubject>[] = [
  ['subject_id', 'integer', (r) => r.subjectID],
  ['name', 'text', (r) => r.subjectName],
  ['parent_id', 'integer', (r) => r.parentID],
  ['parent_name', 'text', (r) => r.parentName],
  ['raw', 'jsonb', (_, raw) => raw as CopyValue],
];

// Global tables: no tenant columns. `updated_at` changes only with the row (the merge's guard).
const targetOf = <R>(table: string, cols: readonly Col<R>[], key: string): MergeTarget => ({
  table,
  columns: [...cols.map(([n, t]) => [n, t] as const), ['updated_at', 'timestamptz']],
  key: [key],
});
const parentsTarget = targetOf('wb_subject_parents', PARENT_COLS, 'parent_id');
const subjectsTarget = targetOf('wb_subjects', SUBJECT_COLS, 'subject_id');

function cursorOf(value: unknown): SubjectsCursor {
  const c = (value ?? {}) as Partial<SubjectsCursor>;
  const offset = Number.isInteger(c.offset) && c.offset! >= 0 ? c.offset! : 0;
  return c.phase === 'subjects' ? { phase: 'subjects', offset } : { phase: 'parents', offset: 0 };
}

const START: SubjectsCursor = { phase: 'parents', offset: 0 };

/**
 * WB's parent categories and subjects (docs/wb-notes.md#subjects): reference data shared by all.
 */
export const subjectsDataset: SyncDataset<SubjectsCursor, SubjectsRow> = {
  key: 'subjects',
  category: 'content',
  intervalMinutes: 24 * 60,
  initialCursor: () => START,
  async *pages(clients, from, signal) {
    const options = signal ? { signal } : undefined;
    let cursor = cursorOf(from);
    if (cursor.phase === 'parents') {
      const { data, raw } = await clients.content.parentCategories({ locale: 'ru' }, options);
      cursor = { phase: 'subjects', offset: 0 };
      const rows = data.data.map((parent) => ({ kind: 'parent' as const, parent }));
      yield { rows, raw: rawRows(raw, ['data']), cursor, done: false };
    }
    const limit = SUBJECTS_PAGE_LIMIT.value;
    for await (const page of iterateSubjects(
      clients.content,
      { offset: cursor.offset, limit, locale: 'ru' },
      options,
    )) {
      const rows = page.rows.map((subject) => ({ kind: 'subject' as const, subject }));
      const next: SubjectsCursor = page.done ? START : { phase: 'subjects', ...page.cursor };
      yield { rows, raw: page.raw, cursor: next, done: page.done };
    }
  },
  async write(client, _target, page) {
    const now = new Date().toISOString();
    const parents: CopyValue[][] = [];
    const subjects: CopyValue[][] = [];
    page.rows.forEach((row, i) => {
      if (row.kind === 'parent') {
        const raw = page.raw[i] ?? row.parent;
        parents.push([...PARENT_COLS.map(([, , get]) => get(row.parent, raw)), now]);
      } else {
        const raw = page.raw[i] ?? row.subject;
        subjects.push([...SUBJECT_COLS.map(([, , get]) => get(row.subject, raw)), now]);
      }
    });
    return (
      (await copyMerge(client, parentsTarget, parents)) +
      (await copyMerge(client, subjectsTarget, subjects))
    );
  },
};
