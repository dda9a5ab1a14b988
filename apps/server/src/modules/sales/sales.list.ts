import type { SaleKind, salesList } from '@wb/shared/sales/sales.contract';
import { sql } from 'drizzle-orm';
import {
  EDITED_SLICES,
  productSliceColumns,
  productSliceJoins,
  productSliceValues,
  textOrNull,
  type ListSource,
} from '../../lib/list-query';
import { sizeLabelSql } from '../../lib/size-label';
import { syncedDataVersion } from '../sync/data-version';

const P = ['products'] as const;

/**
 * wb_sales of one company: buyouts (`S…`) and returns (`R…`) as WB's statistics reported them
 * (x = wb_sales; products and cabinets: productSliceJoins). Amounts as WB sends them: a return's
 * are negative.
 */
export const salesSource: ListSource<typeof salesList> = {
  columns: {
    date: { expr: sql`x.date`, sqlType: 'timestamptz', notNull: true },
    kind: {
      expr: sql`(CASE WHEN x.sale_id LIKE 'R%' THEN 'return' ELSE 'sale' END)`,
      sqlType: 'text',
      notNull: true,
    },
    photo: { expr: sql`(p.photos -> 0 ->> 'c246x328')`, sqlType: 'text', joins: P },
    title: { expr: sql`p.title`, sqlType: 'text', joins: P },
    vendorCode: { expr: sql`x.supplier_article`, sqlType: 'text' },
    nmId: { expr: sql`x.nm_id`, sqlType: 'bigint' },
    // As shown: an item without sizes (WB's "0") is «Без размера» in filters and the export too.
    size: { expr: sizeLabelSql(sql`x.tech_size`), sqlType: 'text' },
    warehouse: { expr: sql`x.warehouse_name`, sqlType: 'text' },
    region: { expr: sql`x.region_name`, sqlType: 'text' },
    priceWithDisc: { expr: sql`x.price_with_disc`, sqlType: 'numeric' },
    finishedPrice: { expr: sql`x.finished_price`, sqlType: 'numeric' },
    forPay: { expr: sql`x.for_pay`, sqlType: 'numeric' },
    account: { expr: sql`a.name`, sqlType: 'text', notNull: true, joins: ['accounts'] },
    ...productSliceColumns(),
    srid: { expr: sql`x.srid`, sqlType: 'text', notNull: true },
    saleId: { expr: sql`x.sale_id`, sqlType: 'text', notNull: true },
  },
  from: sql`wb_sales x`,
  joins: productSliceJoins(),
  tenant: sql`x.company_id`,
  tiebreak: [
    { expr: sql`x.account_id`, sqlType: 'uuid' },
    { expr: sql`x.sale_id`, sqlType: 'text' },
  ],
  defaultSort: [{ field: 'date', dir: 'desc' }],
  extra: { accountId: { expr: sql`x.account_id` } },
  uncachedFilters: EDITED_SLICES,
  // Sales change only by a sync page (each bumps its sync_state row) or by editing a cabinet.
  dataVersion: ({ tenant }) => syncedDataVersion(tenant),
  mapRow: (r) => ({
    id: `${String(r.accountId)}:${String(r.saleId)}`,
    accountId: String(r.accountId),
    date: new Date(r.date as string | Date).toISOString(),
    kind: r.kind as SaleKind,
    photo: textOrNull(r.photo),
    title: textOrNull(r.title),
    vendorCode: textOrNull(r.vendorCode),
    nmId: r.nmId === null ? null : Number(r.nmId),
    size: textOrNull(r.size),
    warehouse: textOrNull(r.warehouse),
    region: textOrNull(r.region),
    priceWithDisc: textOrNull(r.priceWithDisc),
    finishedPrice: textOrNull(r.finishedPrice),
    forPay: textOrNull(r.forPay),
    account: String(r.account),
    ...productSliceValues(r),
    srid: String(r.srid),
    saleId: String(r.saleId),
  }),
};
