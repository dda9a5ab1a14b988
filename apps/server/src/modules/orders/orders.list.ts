import { type ordersList, type OrderStatus } from '@wb/shared';
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

/** wb_orders of one company as the /orders grid (x = wb_orders; products and cabinets: productSliceJoins). */
export const ordersSource: ListSource<typeof ordersList> = {
  columns: {
    date: { expr: sql`x.date`, sqlType: 'timestamptz', notNull: true },
    photo: { expr: sql`(p.photos -> 0 ->> 'c246x328')`, sqlType: 'text', joins: P },
    title: { expr: sql`p.title`, sqlType: 'text', joins: P },
    vendorCode: { expr: sql`x.supplier_article`, sqlType: 'text' },
    nmId: { expr: sql`x.nm_id`, sqlType: 'bigint' },
    // As shown: an item without sizes (WB's "0") is «Без размера» in filters and the export too.
    size: { expr: sizeLabelSql(sql`x.tech_size`), sqlType: 'text' },
    warehouse: { expr: sql`x.warehouse_name`, sqlType: 'text' },
    district: { expr: sql`x.oblast_okrug_name`, sqlType: 'text' },
    region: { expr: sql`x.region_name`, sqlType: 'text' },
    totalPrice: { expr: sql`x.total_price`, sqlType: 'numeric' },
    discount: { expr: sql`x.discount_percent`, sqlType: 'numeric' },
    spp: { expr: sql`x.spp`, sqlType: 'numeric' },
    priceWithDisc: { expr: sql`x.price_with_disc`, sqlType: 'numeric' },
    finishedPrice: { expr: sql`x.finished_price`, sqlType: 'numeric' },
    // Stored and indexed (wb_orders.effective_status, migration 0012).
    status: { expr: sql`x.effective_status`, sqlType: 'text', notNull: true },
    account: { expr: sql`a.name`, sqlType: 'text', notNull: true, joins: ['accounts'] },
    ...productSliceColumns(),
    isCancel: { expr: sql`(x.is_cancel)::text`, sqlType: 'text', notNull: true },
    srid: { expr: sql`x.srid`, sqlType: 'text', notNull: true },
  },
  from: sql`wb_orders x`,
  joins: productSliceJoins(),
  uncachedFilters: EDITED_SLICES,
  tenant: sql`x.company_id`,
  tiebreak: [
    { expr: sql`x.account_id`, sqlType: 'uuid' },
    { expr: sql`x.srid`, sqlType: 'text' },
  ],
  defaultSort: [{ field: 'date', dir: 'desc' }],
  extra: { accountId: { expr: sql`x.account_id` } },
  // Orders, their statuses (the feed, sales), product titles and cabinet names change only by a
  // sync page (each bumps its sync_state row) or by editing a cabinet.
  dataVersion: ({ tenant }) => syncedDataVersion(tenant),
  mapRow: (r) => ({
    id: `${String(r.accountId)}:${String(r.srid)}`,
    srid: String(r.srid),
    accountId: String(r.accountId),
    date: new Date(r.date as string | Date).toISOString(),
    photo: textOrNull(r.photo),
    title: textOrNull(r.title),
    vendorCode: textOrNull(r.vendorCode),
    nmId: r.nmId === null ? null : Number(r.nmId),
    size: textOrNull(r.size),
    warehouse: textOrNull(r.warehouse),
    district: textOrNull(r.district),
    region: textOrNull(r.region),
    totalPrice: textOrNull(r.totalPrice),
    discount: textOrNull(r.discount),
    spp: textOrNull(r.spp),
    priceWithDisc: textOrNull(r.priceWithDisc),
    finishedPrice: textOrNull(r.finishedPrice),
    status: r.status as OrderStatus,
    account: String(r.account),
    ...productSliceValues(r),
    isCancel: r.isCancel === 'true',
  }),
};
