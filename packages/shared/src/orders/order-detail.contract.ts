import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { instantSchema } from '../identity/identity.schemas';
import { ORDER_STATUSES } from './orders.contract';

/** The longest srid the detail accepts; WB's are far shorter, longer ones are simply not found. */
export const SRID_MAX_LENGTH = 200;

/**
 * One step of an order's life: `created` at the order date, then what WB's order feed reported
 * (`buyout`, `cancel`, `return`, `returnDefective`, …) or, without the feed, what statistics
 * tell (`cancel` from the cancel date, `buyout` per sale `S…`, `return` per return `R…`).
 */
export const orderTimelineEventSchema = z.object({
  status: z.string(),
  /** Null for a step known to have happened at an unknown time (`implied`). */
  at: z.nullable(instantSchema),
  /**
   * `implied`: a return implies a buyout before it; shown even when neither the feed nor a sale
   * row gave it (docs/domain.md#orders-and-statuses).
   */
  source: z.enum(['order', 'feed', 'statistics', 'implied']),
});
export type OrderTimelineEvent = z.infer<typeof orderTimelineEventSchema>;

/** One realization-report row of the order (money as decimal strings as WB sent them). */
export const orderRealizationRowSchema = z.object({
  rrdId: z.string(),
  reportId: z.string(),
  /** Дата операции (rr_date), YYYY-MM-DD. */
  operationDate: z.nullable(z.string()),
  /** Обоснование для оплаты (seller_oper_name). */
  operation: z.nullable(z.string()),
  documentType: z.nullable(z.string()),
  retailPriceWithDisc: z.nullable(z.string()),
  commission: z.nullable(z.string()),
  /** К перечислению продавцу (ppvz_for_pay). */
  forPay: z.nullable(z.string()),
  /** Логистика (delivery_rub). */
  delivery: z.nullable(z.string()),
  penalty: z.nullable(z.string()),
  /** The payout (docs/domain.md#payout) of the row, returns negative (as finance computes it). */
  payout: z.string(),
});
export type OrderRealizationRow = z.infer<typeof orderRealizationRowSchema>;

/**
 * Why an order has no realization rows yet, for the Moscow week (Mon–Sun) of its outcome (or of
 * the order while it has none): our sync has not loaded WB's report covering that week yet
 * (`reportNotLoaded`: listed with rows still loading, or not listed yet), or a report covering it
 * is loaded and WB did not include the order (`notInReport`). Null when rows are there.
 */
export const orderRealizationPendingSchema = z.nullable(
  z.object({
    kind: z.enum(['reportNotLoaded', 'notInReport']),
    from: z.string(),
    to: z.string(),
  }),
);

const money = z.nullable(z.string());

export const orderDetailSchema = z.object({
  srid: z.string(),
  accountId: z.uuid(),
  account: z.string(),
  date: instantSchema,
  status: z.enum(ORDER_STATUSES),
  /** The order feed's latest status and its time, null until the feed reports the order. */
  feedStatus: z.nullable(z.string()),
  feedStatusAt: z.nullable(instantSchema),
  isCancel: z.boolean(),
  cancelDate: z.nullable(instantSchema),
  size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  warehouse: z.nullable(z.string()),
  country: z.nullable(z.string()),
  district: z.nullable(z.string()),
  region: z.nullable(z.string()),
  incomeId: z.nullable(z.number()),
  sticker: z.nullable(z.string()),
  gNumber: z.nullable(z.string()),
  totalPrice: money,
  discount: z.nullable(z.string()),
  spp: z.nullable(z.string()),
  finishedPrice: money,
  priceWithDisc: money,
  product: z.object({
    nmId: z.nullable(z.number()),
    title: z.nullable(z.string()),
    vendorCode: z.nullable(z.string()),
    brand: z.nullable(z.string()),
    subject: z.nullable(z.string()),
    photo: z.nullable(z.string()),
    /** The product's page on wildberries.ru, null without an nm_id. */
    wbUrl: z.nullable(z.string()),
  }),
  timeline: z.array(orderTimelineEventSchema),
  realization: z.object({
    pending: orderRealizationPendingSchema,
    rows: z.array(orderRealizationRowSchema),
    totals: z.object({
      retailPriceWithDisc: z.string(),
      commission: z.string(),
      forPay: z.string(),
      delivery: z.string(),
      penalty: z.string(),
      payout: z.string(),
    }),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const wbProductUrl = (nmId: number) =>
  `https://www.wildberries.ru/catalog/${nmId}/detail.aspx`;

/** One order line of the current company by its srid; 404 for unknown or another company's. */
export const getOrderContract = defineContract({
  permission: { subject: 'order', action: 'view' },
  tag: 'orders',
  method: 'GET',
  path: '/api/orders/:srid',
  summary: 'One order line (srid): product, status timeline, prices, geography, realization rows',
  params: z.object({ srid: z.string() }),
  response: orderDetailSchema,
});
