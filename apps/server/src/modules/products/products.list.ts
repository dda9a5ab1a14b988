import type { CardStatus, productsList } from '@wb/shared/products/products.contract';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';
import { costAtSql } from '../product-costs/cost-at';

/** The business "today": cost versions count from Moscow dates. */
export const MSK_TODAY = `(now() AT TIME ZONE 'Europe/Moscow')::date`;

const PRICE = ['price'] as const;
const COST = ['cost'] as const;
const MARGIN = ['price', 'cost'] as const;

const isoDate = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v.slice(0, 10) : null;

interface TagRef {
  id: string;
  name: string;
  color: string | null;
}

/**
 * Products of one company as the /products grid (p = products, a = wb_accounts,
 * cat = categories, pr = the size with the lowest final price, c = the current cost version).
 */
export const productsSource: ListSource<typeof productsList> = {
  columns: {
    photo: { expr: sql`(p.photos -> 0 ->> 'c246x328')`, sqlType: 'text' },
    nmId: { expr: sql`p.nm_id`, sqlType: 'bigint', notNull: true },
    vendorCode: { expr: sql`p.vendor_code`, sqlType: 'text' },
    title: { expr: sql`p.title`, sqlType: 'text' },
    brand: { expr: sql`p.brand`, sqlType: 'text' },
    subject: { expr: sql`p.subject_name`, sqlType: 'text' },
    category: { expr: sql`cat.name`, sqlType: 'text', joins: ['category'] },
    // Names, alphabetical: what the tags filter matches and the export writes.
    tags: {
      expr: sql`ARRAY(SELECT t.name FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.account_id = p.account_id AND pt.nm_id = p.nm_id ORDER BY t.name, t.id)`,
      sqlType: 'text[]',
    },
    sizes: {
      expr: sql`(SELECT string_agg(coalesce(nullif(s.tech_size, ''), s.wb_size), ', ' ORDER BY s.chrt_id)
      FROM product_sizes s WHERE s.account_id = p.account_id AND s.nm_id = p.nm_id)`,
      sqlType: 'text',
    },
    price: { expr: sql`pr.price`, sqlType: 'numeric', joins: PRICE },
    discount: { expr: sql`pr.discount`, sqlType: 'numeric', joins: PRICE },
    finalPrice: { expr: sql`pr.final_price`, sqlType: 'numeric', joins: PRICE },
    // Units on WB warehouses now (FBW), all sizes; the sellers' own FBS stock is not WB stock.
    wbStock: {
      expr: sql`coalesce((SELECT sum(st.quantity) FROM wb_stocks st
      WHERE st.company_id = p.company_id AND st.account_id = p.account_id
        AND st.nm_id = p.nm_id AND st.source = 'wb'), 0)`,
      sqlType: 'numeric',
      notNull: true,
    },
    cost: { expr: sql`c.unit_cost_rub`, sqlType: 'numeric', joins: COST },
    // Margin estimate = final price − cost (RUB); % of the final price. Nothing else deducted.
    margin: { expr: sql`(pr.final_price - c.unit_cost_rub)`, sqlType: 'numeric', joins: MARGIN },
    marginPct: {
      expr: sql`(CASE WHEN pr.final_price > 0
      THEN round((pr.final_price - c.unit_cost_rub) * 100 / pr.final_price, 2) END)`,
      sqlType: 'numeric',
      joins: MARGIN,
    },
    account: { expr: sql`a.name`, sqlType: 'text', notNull: true, joins: ['accounts'] },
    cardStatus: {
      expr: sql`(CASE WHEN p.in_trash THEN 'trash' ELSE 'active' END)`,
      sqlType: 'text',
      notNull: true,
    },
  },
  from: sql`products p`,
  joins: {
    accounts: sql`JOIN wb_accounts a ON a.id = p.account_id`,
    category: sql`LEFT JOIN categories cat ON cat.id = p.category_id`,
    // The size with the lowest final price (sizes may differ), and whether the others differ.
    price: sql`LEFT JOIN LATERAL (
      SELECT x.price, x.discount, x.final_price,
             (min(x.final_price) OVER () IS DISTINCT FROM max(x.final_price) OVER ()) AS varies
        FROM (SELECT pp.size_id, pp.price, pp.discount,
                     coalesce(pp.discounted_price, round(pp.price * (100 - coalesce(pp.discount, 0)) / 100, 2)) AS final_price
                FROM prices pp WHERE pp.account_id = p.account_id AND pp.nm_id = p.nm_id) x
       ORDER BY x.final_price ASC NULLS LAST, x.size_id
       LIMIT 1) pr ON true`,
    // The product-wide cost version in force today (Moscow), in RUB (cost-at.ts).
    cost: sql`LEFT JOIN LATERAL (${sql.raw(costAtSql('p.account_id', 'p.nm_id', 'NULL', MSK_TODAY))}) c ON true`,
  },
  tenant: sql`p.company_id`,
  tiebreak: [
    { expr: sql`p.account_id`, sqlType: 'uuid' },
    { expr: sql`p.nm_id`, sqlType: 'bigint' },
  ],
  defaultSort: [{ field: 'nmId', dir: 'desc' }],
  extra: {
    accountId: { expr: sql`p.account_id` },
    categoryId: { expr: sql`p.category_id` },
    priceVaries: { expr: sql`coalesce(pr.varies, false)`, joins: PRICE },
    costOriginal: { expr: sql`c.unit_cost`, joins: COST },
    costCurrency: { expr: sql`c.currency`, joins: COST },
    costValidFrom: { expr: sql`c.valid_from::text`, joins: COST },
    tagRefs: {
      expr: sql`coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color)
          ORDER BY t.name, t.id)
        FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
        WHERE pt.account_id = p.account_id AND pt.nm_id = p.nm_id), '[]'::json)`,
    },
  },
  mapRow: (r) => ({
    id: `${String(r.accountId)}:${String(r.nmId)}`,
    accountId: String(r.accountId),
    nmId: Number(r.nmId),
    photo: textOrNull(r.photo),
    vendorCode: textOrNull(r.vendorCode),
    title: textOrNull(r.title),
    brand: textOrNull(r.brand),
    subject: textOrNull(r.subject),
    category: textOrNull(r.category),
    categoryId: textOrNull(r.categoryId),
    tags: (r.tags as string[] | null) ?? [],
    tagRefs: (r.tagRefs as TagRef[] | null) ?? [],
    sizes: textOrNull(r.sizes),
    price: textOrNull(r.price),
    discount: textOrNull(r.discount),
    finalPrice: textOrNull(r.finalPrice),
    priceVaries: r.priceVaries === true,
    wbStock: Number(r.wbStock),
    cost: textOrNull(r.cost),
    costOriginal: textOrNull(r.costOriginal),
    costCurrency: textOrNull(r.costCurrency)?.trim() ?? null,
    costValidFrom: isoDate(r.costValidFrom),
    margin: textOrNull(r.margin),
    marginPct: textOrNull(r.marginPct),
    account: String(r.account),
    cardStatus: r.cardStatus as CardStatus,
  }),
};
