import {
  SRID_MAX_LENGTH,
  toDec,
  wbProductUrl,
  type OrderDetail,
  type OrderRealizationRow,
  type OrderStatus,
  type OrderTimelineEvent,
} from '@wb/shared';
import type { Db } from '../../db/client';
import { orderNotFound } from './orders.errors';
import { realizationRowsOf } from '../finance/finance.repository';
import { salesOfOrder } from '../sales/sales.repository';
import { feedStatuses, orderOf, type OrderRow as Row } from './orders.repository';

const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' ? v.toString() : null;
const instant = (v: unknown) => (v === null || v === undefined ? null : iso(v));
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The order's life: created at the order date, then every status the order feed reported (its
 * own `created` rows are that first step); without the feed, what statistics tell — the cancel
 * date, each sale (`S…`, buyout) and return (`R…`).
 */
async function timelineOf(db: Db, order: Row): Promise<OrderTimelineEvent[]> {
  const accountId = String(order.account_id);
  const srid = String(order.srid);
  const created: OrderTimelineEvent = { status: 'created', at: iso(order.date), source: 'order' };
  const feed = await feedStatuses(db, accountId, srid);
  if (feed.length > 0) {
    return [
      created,
      ...feed.map((r) => ({ status: r.status, at: iso(r.at), source: 'feed' as const })),
    ];
  }
  const derived: OrderTimelineEvent[] = [];
  if (order.is_cancel === true) {
    const at = order.cancel_date ?? order.last_change_date;
    derived.push({ status: 'cancel', at: iso(at), source: 'statistics' });
  }
  for (const s of await salesOfOrder(db, accountId, srid)) {
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

/** Every realization-report row of the srid, with their sums. */
async function realizationOf(db: Db, order: Row): Promise<OrderDetail['realization']> {
  const rows = await realizationRowsOf(
    db,
    String(order.account_id),
    String(order.srid),
    iso(order.date),
  );
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
    throw orderNotFound();
  }
  const order = await orderOf(db, companyId, srid);
  if (!order) throw orderNotFound();
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
