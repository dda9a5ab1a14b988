import { buyoutRate } from '@wb/shared/money/figure-math';
import type { CardStatus, productsList } from '@wb/shared/products/products.contract';
import { TAX_ON_REVENUE } from '@wb/shared/products/unit-economics-defaults';
import { unitMargin } from '@wb/shared/products/unit-margin';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';
import { costAtSql } from '../product-costs/cost-at';
import { ownStockSql } from '../warehouse/own-stock';
import { volumeLitres } from './product.rows';

/** The business "today": cost versions count from Moscow dates. */
export const MSK_TODAY = `(now() AT TIME ZONE 'Europe/Moscow')::date`;

const PRICE = ['price'] as const;
const COST = ['cost'] as const;
const OWN = ['ownStock'] as const;
const MARGIN = ['price', 'cost', 'economics'] as const;
/** The tax systems whose rate is a share of the price (as the calculator's prefill). */
const TAX_SQL = [...TAX_ON_REVENUE].map((t) => `'${t}'`).join(', ');

const isoDate = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v.slice(0, 10) : null;

interface TagRef {
  id: string;
  name: string;
  color: string | null;
}

/** The inputs the economics join gives (numbers as JSON numbers, null when unknown). */
type EconomicsJson = Record<string, number | string | null | undefined>;

/** The unit margin of a row (docs/domain.md#money-figures), or missing with why. */
function marginOf(r: Record<string, unknown>) {
  const e = (r.economics ?? {}) as EconomicsJson;
  const str = (v: number | string | null | undefined) =>
    v === null || v === undefined ? null : String(v);
  const rate = buyoutRate({
    boughtOut: Number(e.boughtOut ?? 0),
    returned: Number(e.returned ?? 0),
    cancelled: Number(e.cancelled ?? 0),
  });
  const { margin, marginPercent } = unitMargin({
    price: textOrNull(r.finalPrice),
    commissionPercent: str(e.commission),
    acquiringPercent: str(e.acquiring) ?? '0',
    deliveryBase: str(e.deliveryBase),
    deliveryLiter: str(e.deliveryLiter),
    storageBase: str(e.storageBase),
    storageLiter: str(e.storageLiter),
    volumeLitres: volumeLitres(e.length, e.width, e.height),
    buyoutPercent: rate.value,
    unitCost: textOrNull(r.cost),
    taxPercent: str(e.tax) ?? '0',
  });
  return {
    margin: margin.value,
    marginPct: marginPercent.value,
    marginMissing: margin.value === null ? margin.missing : null,
  };
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
    // Units on the seller's own warehouses (the warehouse module's ledger), all sizes.
    ownStock: { expr: sql`os.on_hand`, sqlType: 'numeric', notNull: true, joins: OWN },
    ownAvailable: { expr: sql`os.available`, sqlType: 'numeric', notNull: true, joins: OWN },
    cost: { expr: sql`c.unit_cost_rub`, sqlType: 'numeric', joins: COST },
    // The unit margin (docs/domain.md#money-figures): computed per row by the product page's
    // calculator in mapRow from the inputs below, so neither sorted nor filtered in SQL.
    margin: { expr: sql`NULL::numeric`, sqlType: 'numeric' },
    marginPct: { expr: sql`NULL::numeric`, sqlType: 'numeric' },
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
    /*
     * The unit economics' inputs, as the product page prefills them (product.economics.ts): the
     * subject's FBW commission today, the acquiring rate of 90 days of reports, the box tariff
     * of the warehouse holding most of the card's WB stock (else the first by name), the buyout
     * outcomes of the orders of the last 30 days and the organization's tax. Raw SQL: the
     * tariffs, finance and organizations modules export no reads for a grid.
     */
    economics: sql`LEFT JOIN LATERAL (
      SELECT (SELECT wc.fbw FROM wb_commissions wc
               WHERE wc.subject_id = p.subject_id AND wc.valid_from <= ${sql.raw(MSK_TODAY)}
               ORDER BY wc.valid_from DESC LIMIT 1) AS commission,
             (SELECT CASE WHEN sum(f.retail_price_with_disc) > 0 AND sum(f.acquiring_fee) > 0
                          THEN round(sum(f.acquiring_fee) * 100 / sum(f.retail_price_with_disc), 2) END
                FROM finance_daily f
               WHERE f.company_id = p.company_id AND f.account_id = p.account_id
                 AND f.nm_id = p.nm_id AND f.document_type = 'Продажа'
                 AND f.day > ${sql.raw(MSK_TODAY)} - 90 AND f.day <= ${sql.raw(MSK_TODAY)}) AS acquiring,
             t.delivery_base, t.delivery_liter, t.storage_base, t.storage_liter,
             bo.bought_out, bo.returned, bo.cancelled,
             (SELECT CASE WHEN o.tax_system IN (${sql.raw(TAX_SQL)}) THEN o.tax_rate ELSE 0 END
                FROM organizations o WHERE o.id = a2.organization_id) AS tax
        FROM wb_accounts a2
        LEFT JOIN LATERAL (
          SELECT bt.* FROM (SELECT DISTINCT ON (warehouse_name) * FROM wb_box_tariffs
                             WHERE valid_from <= ${sql.raw(MSK_TODAY)}
                             ORDER BY warehouse_name, valid_from DESC) bt
            LEFT JOIN (SELECT st.warehouse_name, sum(st.quantity) AS q FROM wb_stocks st
                        WHERE st.account_id = p.account_id AND st.nm_id = p.nm_id AND st.source = 'wb'
                        GROUP BY st.warehouse_name) s ON s.warehouse_name = bt.warehouse_name
           ORDER BY coalesce(s.q, 0) > 0 DESC, s.q DESC NULLS LAST, bt.warehouse_name
           LIMIT 1) t ON true
        LEFT JOIN LATERAL (
          SELECT (count(*) FILTER (WHERE o.effective_status = 'boughtOut'))::int AS bought_out,
                 (count(*) FILTER (WHERE o.effective_status = 'returned'))::int AS returned,
                 (count(*) FILTER (WHERE o.effective_status = 'cancelled'))::int AS cancelled
            FROM wb_orders o
           WHERE o.company_id = p.company_id AND o.nm_id = p.nm_id AND o.account_id = p.account_id
             AND o.date >= ((${sql.raw(MSK_TODAY)} - 29)::timestamp AT TIME ZONE 'Europe/Moscow')) bo ON true
       WHERE a2.id = p.account_id) ue ON true`,
    // Own stock of the card: the warehouse module's SQL (own-stock.ts), never its tables here.
    ownStock: sql`LEFT JOIN LATERAL (${sql.raw(ownStockSql('p.company_id', 'p.account_id', 'p.nm_id'))}) os ON true`,
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
    economics: {
      expr: sql`json_build_object('commission', ue.commission, 'acquiring', ue.acquiring,
        'deliveryBase', ue.delivery_base, 'deliveryLiter', ue.delivery_liter,
        'storageBase', ue.storage_base, 'storageLiter', ue.storage_liter,
        'boughtOut', ue.bought_out, 'returned', ue.returned, 'cancelled', ue.cancelled,
        'tax', ue.tax, 'length', p.length, 'width', p.width, 'height', p.height)`,
      joins: MARGIN,
    },
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
    ownStock: Number(r.ownStock),
    ownAvailable: Number(r.ownAvailable),
    cost: textOrNull(r.cost),
    costOriginal: textOrNull(r.costOriginal),
    costCurrency: textOrNull(r.costCurrency)?.trim() ?? null,
    costValidFrom: isoDate(r.costValidFrom),
    ...marginOf(r),
    account: String(r.account),
    cardStatus: r.cardStatus as CardStatus,
  }),
};
