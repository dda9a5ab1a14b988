import * as z from 'zod/mini';
import type { ColumnDef } from './list-query';

/**
 * What a row of a sold unit (an order, a sale) says about its product and cabinet beyond its
 * own fields: the product card's brand and subject, the seller's own category and tags, the
 * cabinet's organization. Hidden by default; reports' drill-down filters on them, so the rows
 * behind a report's group are exactly those the group summed.
 */
export const PRODUCT_SLICE_COLUMNS = [
  {
    key: 'brand',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Бренд',
    width: 160,
    visible: false,
  },
  {
    key: 'subject',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Предмет',
    width: 180,
    visible: false,
  },
  {
    key: 'category',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Категория',
    width: 180,
    visible: false,
  },
  {
    key: 'tags',
    type: 'tags',
    sortable: false,
    filterable: true,
    header: 'Метки',
    width: 200,
    visible: false,
  },
  {
    key: 'organization',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Организация',
    width: 200,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];

export const productSliceSchema = {
  brand: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  category: z.nullable(z.string()),
  tags: z.array(z.string()),
  organization: z.nullable(z.string()),
};
