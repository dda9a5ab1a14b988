import type { salesReport } from '@wb/shared/sales/sales-report.contract';
import { sql } from 'drizzle-orm';
import type { ReportSource } from '../../lib/report/source';
import { syncedDataVersion } from '../sync/data-version';

const sum = (column: string) => (w: ReturnType<typeof sql>) =>
  sql`sum(${sql.raw(`d.${column}`)}) FILTER (WHERE ${w})`;

/**
 * The sales report over the sales_daily rollup (d: company × cabinet × product × Moscow day,
 * kept by the statistics sync in the transaction of every page): each grouping reads the
 * product card (p), the seller's category (c) and tags (t), the cabinet (a) and its organization.
 * A product in several tags counts in each of them.
 */
export const salesReportSource: ReportSource<typeof salesReport> = {
  from: sql`sales_daily d`,
  tenant: sql`d.company_id`,
  day: sql`d.day`,
  account: sql`d.account_id`,
  measures: {
    orders: sum('orders_count'),
    ordersSum: sum('orders_sum'),
    cancelled: sum('cancel_count'),
    buyouts: sum('buyouts_count'),
    buyoutsSum: sum('buyouts_sum'),
    returns: sum('returns_count'),
    returnsSum: sum('returns_sum'),
    revenue: (w) => sql`sum(d.buyouts_sum - d.returns_sum) FILTER (WHERE ${w})`,
  },
  groupings: {
    product: {
      key: sql`d.account_id::text || ':' || d.nm_id::text`,
      label: sql`p.title`,
      joins: ['products'],
      product: {
        nmId: sql`d.nm_id`,
        vendorCode: sql`p.vendor_code`,
        photo: sql`(p.photos -> 0 ->> 'c246x328')`,
      },
    },
    brand: { key: sql`coalesce(p.brand, '')`, label: sql`p.brand`, joins: ['products'] },
    subject: {
      key: sql`coalesce(p.subject_id::text, '')`,
      label: sql`p.subject_name`,
      joins: ['products'],
    },
    category: {
      key: sql`coalesce(c.id::text, '')`,
      label: sql`c.name`,
      joins: ['products', 'categories'],
    },
    tag: { key: sql`coalesce(t.id::text, '')`, label: sql`t.name`, joins: ['tags'] },
    organization: {
      key: sql`coalesce(org.id::text, '')`,
      label: sql`org.name`,
      joins: ['accounts', 'organizations'],
    },
    account: { key: sql`d.account_id::text`, label: sql`a.name`, joins: ['accounts'] },
  },
  joins: {
    products: sql`LEFT JOIN products p ON p.account_id = d.account_id AND p.nm_id = d.nm_id`,
    categories: sql`LEFT JOIN categories c ON c.id = p.category_id`,
    tags: sql`LEFT JOIN product_tags pt ON pt.account_id = d.account_id AND pt.nm_id = d.nm_id
      LEFT JOIN tags t ON t.id = pt.tag_id`,
    accounts: sql`JOIN wb_accounts a ON a.id = d.account_id`,
    organizations: sql`LEFT JOIN organizations org ON org.id = a.organization_id`,
  },
  dataVersion: syncedDataVersion,
  editedGroupings: ['category', 'tag', 'organization'],
  grain: {
    alias: 'd',
    keys: ['company_id', 'account_id', 'nm_id'],
    sums: [
      'orders_count',
      'orders_sum',
      'cancel_count',
      'buyouts_count',
      'buyouts_sum',
      'returns_count',
      'returns_sum',
    ],
  },
};
