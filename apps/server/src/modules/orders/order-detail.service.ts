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
import { mskDate } from '@wb/shared';
import { feedStatuses, orderOf, reportsCovering, type OrderRow as Row } from './orders.repository';

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
  const [feed, sales] = await Promise.all([
    feedStatuses(db, accountId, srid),
    salesOfOrder(db, accountId, srid),
  ]);
  const saleDate = sales.find((s) => s.sale_id.startsWith('S'))?.date;
  let steps: OrderTimelineEvent[];
  if (feed.length > 0) {
    steps = feed.map((r) => ({ status: r.status, at: iso(r.at), source: 'feed' as const }));
  } else {
    steps = [];
    if (order.is_cancel === true) {
      const at = order.cancel_date ?? order.last_change_date;
      steps.push({ status: 'cancel', at: iso(at), source: 'statistics' });
    }
    for (const s of sales) {
      const status = s.sale_id.startsWith('R') ? 'return' : 'buyout';
      steps.push({ status, at: iso(s.date), source: 'statistics' });
    }
    steps.sort((a, b) => a.at!.localeCompare(b.at!));
  }
  // A return implies a buyout before it: shown with the sale's date when a sale row has it.
  const firstReturn = steps.findIndex(
    (e) => e.status === 'return' || e.status === 'returnDefective',
  );
  if (firstReturn >= 0 && !steps.slice(0, firstReturn).some((e) => e.status === 'buyout')) {
    steps.splice(
      firstReturn,
      0,
      saleDate === undefined
        ? { status: 'buyout', at: null, source: 'implied' }
        : { status: 'buyout', at: iso(saleDate), source: 'statistics' },
    );
  }
  return [created, ...steps];
}

/** Monday and Sunday of the Moscow week of a day. */
function weekOf(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

/**
 * Why the order has no realization rows: the report covering the day of its last step (the
 * outcome; else the order) is not loaded by our sync yet, or it is and WB left the order out.
 */
async function pendingOf(
  db: Db,
  order: Row,
  timeline: OrderTimelineEvent[],
): Promise<OrderDetail['realization']['pending']> {
  const last = [...timeline].reverse().find((e) => e.at !== null)!;
  const day = mskDate(last.at!);
  const reports = await reportsCovering(db, String(order.account_id), day);
  const loaded = reports.find((r) => r.rows_loaded);
  if (loaded) return { kind: 'notInReport', from: loaded.date_from, to: loaded.date_to };
  const listed = reports[0];
  return listed
    ? { kind: 'reportNotLoaded', from: listed.date_from, to: listed.date_to }
    : { kind: 'reportNotLoaded', ...weekOf(day) };
}

const MONEY_TOTALS = [
  'retailPriceWithDisc',
  'commission',
  'forPay',
  'delivery',
  'penalty',
  'payout',
] as const;

/** Every realization-report row of the srid, with their sums; without rows, why not. */
async function realizationOf(
  db: Db,
  order: Row,
  timeline: OrderTimelineEvent[],
): Promise<OrderDetail['realization']> {
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
  const pending = items.length > 0 ? null : await pendingOf(db, order, timeline);
  return { pending, rows: items, totals };
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
  const timeline = await timelineOf(db, order);
  const realization = await realizationOf(db, order, timeline);
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
