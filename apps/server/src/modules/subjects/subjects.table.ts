import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * WB parent categories (`object/parent/all`, docs/wb-notes.md#subjects): WB reference data, global.
 */
export const wbSubjectParents = pgTable('wb_subject_parents', {
  parentId: integer('parent_id').primaryKey(),
  name: text('name'),
  isVisible: boolean('is_visible'),
  raw: jsonb('raw').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * WB subjects (предметы, `object/all`) with their parent categories: WB reference data, not per
 * company. No foreign key to the parents: WB's two lists are read at different moments.
 */
export const wbSubjects = pgTable(
  'wb_subjects',
  {
    subjectId: integer('subject_id').primaryKey(),
    name: text('name'),
    parentId: integer('parent_id'),
    parentName: text('parent_name'),
    raw: jsonb('raw'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wb_subjects_parent_idx').on(t.parentId)],
);
