import {
  SRID_MAX_LENGTH,
  toDec,
  wbProductUrl,
  type OrderDetail,
  type OrderRealizationRow,
  type OrderStatus,
  type OrderTimelineEvent,
} from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { payoutTerm } from '../finance/finance-daily';

type Row = Record<string, unknown>;

const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' ? v.toString() : null;
const instant = (v: unknown) => (v === null || v === undefined ? null : iso(v));
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The order line with its product (o = wb_orders, p = products, a = wb_accounts). */
async function orderOf(db: Db, companyId: string, srid: string): Promise<Row | undefined> {
  const { rows } = await db.execute<Row>(sql`
    SELECT o.srid, o.account_id, a.name AS account, o.date, o.effective_status AS status,
           o.status AS feed_status, o.status_at, o.is_cancel, o.cancel_date, o.last_change_date,
           o.tech_size, o.barcode, o.warehouse_name, o.country_name, o.oblast_okrug_name,
           o.region_name, o.income_id, o.sticker, o.g_number, o.total_price,
           o.discount_percent, o.spp, o.finished_price, o.price_with_disc, o.nm_id, o.subject,
           p.title, coalesce(p.vendor_code, o.supplier_article) AS vendor_code,
           coalesce(p.brand, o.brand) AS brand,
           coalesce(p.photos -> 0 ->> 'c516x688', p.photos -> 0 ->> 'big',
                    p.photos -> 0 ->> 'c246x328') AS photo
      FROM wb_orders o
      JOIN wb_accounts a ON a.id = o.account_id
      LEFT JOIN products p ON p.account_id = o.account_id AND p.nm_id = o.nm_id
     WHERE o.company_id = ${companyId}::uuid AND o.srid = ${srid}
     ORDER BY o.account_id
     LIMIT 1`);
  return rows[0];
}

/**
 * The order's life: created at the order date, then every status the order feed reported (its
 * own `created` rows are that first step); without the feed, what statistics tell — the cancel
 * date, each sale (`S…`, buyout) and return (`R…`).
 */
async function timelineOf(db: Db, order: Row): Promise<OrderTimelineEvent[]> {
  const accountId = String(order.account_id);
  const srid = String(order.srid);
  const created: OrderTimelineEvent = { status: 'created', at: iso(order.date), source: 'order' };
  const feed = await db.execute<{ status: string; at: Date | string }>(sql`
    SELECT status, at FROM order_status_history
     WHERE account_id = ${accountId}::uuid AND srid = ${srid} AND status <> 'created'
     ORDER BY at, status`);
  if (feed.rows.length > 0) {
    return [
      created,
      ...feed.rows.map((r) => ({ status: r.status, at: iso(r.at), source: 'feed' as const })),
    ];
  }
  const derived: OrderTimelineEvent[] = [];
  if (order.is_cancel === true) {
    const at = order.cancel_date ?? order.last_change_date;
    derived.push({ status: 'cancel', at: iso(at), source: 'statistics' });
  }
  const sales = await db.execute<{ sale_id: string; date: Date | string }>(sql`
    SELECT sale_id, date FROM wb_sales
     WHERE account_id = ${accountId}::uuid AND srid = ${srid}
       AND (sale_id LIKE 'S%' OR sale_id LIKE 'R%')
     ORDER BY date, sale_id`);
  for (const s of sales.rows) {
    const status = s.sale_id.startsWith('R') ? 'return' : 'buyout';
    derived.push({ status, at: iso(s.date), source: 'statistics' });
  }
  derived.sort((a, b) => a.at.localeCompare(b.at));
  return [created, ...derived];
}

const MONEY_TOTALS = [
  'retailPriceWithDisc',
  'commission',
  'forPay',
  'delivery',
  'penalty',
  'payout',
] as const;

/**
 * Every realization-report row of the srid, with their sums (index account_id, srid; an
 * operation is never booked before the order, so earlier days are not even looked at).
 */
async function realizationOf(db: Db, order: Row): Promise<OrderDetail['realization']> {
  const { rows } = await db.execute<Row>(sql`
    SELECT r.rrd_id, r.report_id, to_char(r.rr_date, 'YYYY-MM-DD') AS operation_date,
           r.seller_oper_name, r.document_type, r.retail_price_with_disc,
           r.ppvz_sales_commission, r.for_pay, r.delivery_service, r.penalty,
           (${sql.raw(payoutTerm('r'))}) AS payout
      FROM realization_rows r
     WHERE r.account_id = ${String(order.account_id)}::uuid
       AND r.rr_date >= (${iso(order.date)}::timestamptz AT TIME ZONE 'Europe/Moscow')::date - 1
       AND r.srid = ${String(order.srid)}
     ORDER BY r.rr_date, r.rrd_id`);
  const items: OrderRealizationRow[] = rows.map((r) => ({
    rrdId: String(r.rrd_id),
    reportId: String(r.report_id),
    operationDate: text(r.operation_date),
    operation: text(r.seller_oper_name),
    documentType: text(r.document_type),
    retailPriceWithDisc: text(r.retail_price_with_disc),
    commission: text(r.ppvz_sales_commission),
    forPay: text(r.for_pay),
    delivery: text(r.delivery_service),
    penalty: text(r.penalty),
    payout: String(r.payout),
  }));
  const totals = Object.fromEntries(
    MONEY_TOTALS.map((key) => [
      key,
      items.reduce((sum, item) => sum.plus(item[key] ?? 0), toDec(0)).toFixed(),
    ]),
  ) as Record<(typeof MONEY_TOTALS)[number], string>;
  return { rows: items, totals };
}

/** One order line of the company by its srid; 404 when unknown, malformed or another company's. */
export async function getOrder(db: Db, companyId: string, srid: string): Promise<OrderDetail> {
  // A NUL byte cannot reach PostgreSQL text: such an srid, like an absurdly long one, is no order.
  if (srid === '' || srid.length > SRID_MAX_LENGTH || srid.includes('\u0000')) {
    throw notFound('Заказ не найден');
  }
  const order = await orderOf(db, companyId, srid);
  if (!order) throw notFound('Заказ не найден');
  const nmId = num(order.nm_id);
  const [timeline, realization] = await Promise.all([
    timelineOf(db, order),
    realizationOf(db, order),
  ]);
  return {
    srid: String(order.srid),
    accountId: String(order.account_id),
    account: String(order.account),
    date: iso(order.date),
    status: order.status as OrderStatus,
    feedStatus: text(order.feed_status),
    feedStatusAt: instant(order.status_at),
    isCancel: order.is_cancel === true,
    cancelDate: instant(order.cancel_date),
    size: text(order.tech_size),
    barcode: text(order.barcode),
    warehouse: text(order.warehouse_name),
    country: text(order.country_name),
    district: text(order.oblast_okrug_name),
    region: text(order.region_name),
    incomeId: num(order.income_id),
    sticker: text(order.sticker),
    gNumber: text(order.g_number),
    totalPrice: text(order.total_price),
    discount: text(order.discount_percent),
    spp: text(order.spp),
    finishedPrice: text(order.finished_price),
    priceWithDisc: text(order.price_with_disc),
    product: {
      nmId,
      title: text(order.title),
      vendorCode: text(order.vendor_code),
      brand: text(order.brand),
      subject: text(order.subject),
      photo: text(order.photo),
      wbUrl: nmId === null ? null : wbProductUrl(nmId),
    },
    timeline,
    realization,
  };
}
