import { type ordersList, type OrderStatus } from '@wb/shared';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';
import { sizeLabelSql } from '../../lib/size-label';

const P = ['products'] as const;

/** wb_orders of one company as the /orders grid (o = wb_orders, p = products, a = wb_accounts). */
export const ordersSource: ListSource<typeof ordersList> = {
  columns: {
    date: { expr: sql`o.date`, sqlType: 'timestamptz', notNull: true },
    photo: { expr: sql`(p.photos -> 0 ->> 'c246x328')`, sqlType: 'text', joins: P },
    title: { expr: sql`p.title`, sqlType: 'text', joins: P },
    vendorCode: { expr: sql`o.supplier_article`, sqlType: 'text' },
    nmId: { expr: sql`o.nm_id`, sqlType: 'bigint' },
    // As shown: an item without sizes (WB's "0") is «Без размера» in filters and the export too.
    size: { expr: sizeLabelSql(sql`o.tech_size`), sqlType: 'text' },
    warehouse: { expr: sql`o.warehouse_name`, sqlType: 'text' },
    district: { expr: sql`o.oblast_okrug_name`, sqlType: 'text' },
    region: { expr: sql`o.region_name`, sqlType: 'text' },
    totalPrice: { expr: sql`o.total_price`, sqlType: 'numeric' },
    discount: { expr: sql`o.discount_percent`, sqlType: 'numeric' },
    spp: { expr: sql`o.spp`, sqlType: 'numeric' },
    finishedPrice: { expr: sql`o.finished_price`, sqlType: 'numeric' },
    // Stored and indexed (wb_orders.effective_status, migration 0012).
    status: { expr: sql`o.effective_status`, sqlType: 'text', notNull: true },
    account: { expr: sql`a.name`, sqlType: 'text', notNull: true, joins: ['accounts'] },
    srid: { expr: sql`o.srid`, sqlType: 'text', notNull: true },
  },
  from: sql`wb_orders o`,
  joins: {
    products: sql`LEFT JOIN products p ON p.account_id = o.account_id AND p.nm_id = o.nm_id`,
    accounts: sql`JOIN wb_accounts a ON a.id = o.account_id`,
  },
  tenant: sql`o.company_id`,
  tiebreak: [
    { expr: sql`o.account_id`, sqlType: 'uuid' },
    { expr: sql`o.srid`, sqlType: 'text' },
  ],
  defaultSort: [{ field: 'date', dir: 'desc' }],
  extra: { accountId: { expr: sql`o.account_id` } },
  // Orders, their statuses (the feed, sales), product titles and cabinet names change only by a
  // sync page (each bumps its sync_state row) or by editing a cabinet.
  dataVersion: ({ tenant }) => sql`concat_ws('|',
    (SELECT max(updated_at) FROM sync_state WHERE company_id = ${tenant}),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM wb_accounts
      WHERE company_id = ${tenant}))`,
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
    finishedPrice: textOrNull(r.finishedPrice),
    status: r.status as OrderStatus,
    account: String(r.account),
  }),
};
