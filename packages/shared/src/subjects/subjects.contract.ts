import * as z from 'zod/mini';
import { instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';

/**
 * /products/subject (docs/product.md#screens): WB subjects (предметы) with their parent category,
 * WB's commission per sales model (the latest version of `tariffs/commission`,
 * docs/wb-notes.md#commission) and how many of the company's products are of each. `used`: the
 * subjects of the company's products; `all`: every subject WB lists (searchable with the grid's
 * filters).
 */
export const SUBJECT_SCOPES = ['used', 'all'] as const;
export type SubjectScope = (typeof SUBJECT_SCOPES)[number];

const percent = <K extends string>(key: K, header: string, visible = true) =>
  ({ key, type: 'number', sortable: true, filterable: true, header, width: 200, visible }) as const;

export const SUBJECT_COLUMNS = [
  { key: 'name', type: 'text', sortable: true, filterable: true, header: 'Предмет', width: 240 },
  {
    key: 'parentName',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Родительская категория',
    width: 220,
  },
  {
    key: 'productCount',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Товаров',
    width: 130,
  },
  percent('fbw', 'Склад WB (FBW), %'),
  percent('fbs', 'Маркетплейс (FBS), %'),
  percent('dbs', 'Витрина (DBS), %'),
  percent('edbs', 'Витрина экспресс (EDBS), %', false),
  percent('pickup', 'Самовывоз (C&C), %'),
  percent('booking', 'Бронирование, %', false),
  {
    key: 'commissionFrom',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Комиссия действует с',
    width: 200,
    visible: false,
  },
  {
    key: 'subjectId',
    display: 'id',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'ID предмета',
    width: 120,
  },
] as const satisfies readonly ColumnDef[];
export type SubjectColumnKey = (typeof SUBJECT_COLUMNS)[number]['key'];

/** Commission percentages are decimal strings (null: WB has no rate for the model). */
export const subjectRowSchema = z.object({
  subjectId: z.number(),
  name: z.nullable(z.string()),
  parentName: z.nullable(z.string()),
  productCount: z.int(),
  fbw: z.nullable(z.string()),
  fbs: z.nullable(z.string()),
  dbs: z.nullable(z.string()),
  edbs: z.nullable(z.string()),
  pickup: z.nullable(z.string()),
  booking: z.nullable(z.string()),
  /** The first Moscow day of the commission version shown (null: no commission known). */
  commissionFrom: z.nullable(instantSchema),
});
export type SubjectRow = z.infer<typeof subjectRowSchema>;

export const subjectScopeParams = z.object({
  scope: z.enum(SUBJECT_SCOPES, 'Список: used (предметы ваших товаров) или all (все предметы WB)'),
});

/** /products/subject: the subjects of the company's products, or every subject WB lists. */
export const subjectsList = defineList({
  key: 'subjects',
  path: '/api/subjects/:scope',
  tag: 'subjects',
  summary: 'WB subjects (used by the company or all) with commissions and product counts',
  access: { permission: { subject: 'subject', action: 'view' } },
  tenant: 'company',
  params: subjectScopeParams,
  row: subjectRowSchema,
  columns: SUBJECT_COLUMNS,
  export: { action: 'subjects.export', entity: 'subjects', file: 'subjects', sheet: 'Предметы WB' },
});
