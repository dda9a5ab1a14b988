import { repeatedRows } from '../contracts/repeated-rows';
import * as z from 'zod/mini';
import { documentDate, optionalText } from '../contracts/fields';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { LINE_MAX_QUANTITY } from '../warehouse/warehouse.contract';

/**
 * Own shipments to WB warehouses (docs/domain.md#transportations): items by box, box and pallet
 * labels, planned → packing → shipped → delivered → accepted, or cancelled, each change with who
 * and when. "Shipped" posts a shipment that takes the units out of the own warehouse; WB's
 * acceptance is read from the linked supply's synced goods.
 */

export const TRANSPORTATION_STATUSES = [
  'planned',
  'packing',
  'shipped',
  'delivered',
  'accepted',
  'cancelled',
] as const;
export type TransportationStatus = (typeof TRANSPORTATION_STATUSES)[number];

/**
 * The statuses a person may move a transportation to from each status ("accepted" comes from WB).
 * Delivered or accepted ones are not cancelled: the goods are WB's now, and a cancel would bring
 * them back to the own warehouse on paper only.
 */
export const NEXT_STATUSES: Record<TransportationStatus, readonly TransportationStatus[]> = {
  planned: ['packing', 'cancelled'],
  packing: ['planned', 'shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  accepted: [],
  cancelled: [],
};

/** Items and boxes are changed while the goods are still at the own warehouse. */
export const isEditable = (s: TransportationStatus) => s === 'planned' || s === 'packing';

export const TRANSPORTATION_MAX_ITEMS = 2000;
export const TRANSPORTATION_MAX_BOXES = 999;

const chrtIdSchema = z.string().check(z.regex(/^\d{1,20}$/, 'Нужен числовой ID размера'));
const boxNo = z
  .int('Номер короба — целое число')
  .check(z.gte(1, 'Номер короба от 1'), z.lte(TRANSPORTATION_MAX_BOXES, 'Не больше 999 коробов'));
/** A decimal amount ≥ 0 with up to `scale` decimals, comma or point. */
const decimal = (scale: number, message: string) =>
  z.string().check(z.trim(), z.regex(new RegExp(`^\\d{1,9}([.,]\\d{1,${scale}})?$`), message));
export const moneyInput = decimal(2, 'Сумма — число не меньше 0, до 2 знаков после запятой');

export const transportationItemInputSchema = z.object({
  nmId: z.int().check(z.gte(1, 'Нужен артикул WB')),
  chrtId: chrtIdSchema,
  boxNo,
  quantity: z
    .int('Количество — целое число')
    .check(z.gte(1, 'Количество от 1'), z.lte(LINE_MAX_QUANTITY, `Не больше ${LINE_MAX_QUANTITY}`)),
});

export const transportationInputSchema = z
  .object({
    accountId: z.uuid('Выберите кабинет WB'),
    warehouseId: z.uuid('Выберите склад'),
    wbWarehouse: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Укажите склад WB'),
        z.maxLength(200, 'Не длиннее 200 знаков'),
      ),
    plannedDate: documentDate,
    carrier: optionalText(200),
    cost: z.optional(z.nullable(moneyInput)),
    /** Litres; empty: summed from the products' dimensions. */
    volume: z.optional(z.nullable(decimal(3, 'Объём — число литров, до 3 знаков после запятой'))),
    /** Kilograms; empty: summed from the products' weights. */
    weight: z.optional(
      z.nullable(decimal(3, 'Вес — число килограммов, до 3 знаков после запятой')),
    ),
    comment: optionalText(1000),
    items: z
      .array(transportationItemInputSchema)
      .check(z.maxLength(TRANSPORTATION_MAX_ITEMS, `Не больше ${TRANSPORTATION_MAX_ITEMS} строк`)),
    /** The pallet of each box that travels on one (a box not listed travels loose). */
    pallets: z._default(
      z.array(z.object({ boxNo, palletNo: boxNo })).check(z.maxLength(TRANSPORTATION_MAX_BOXES)),
      [],
    ),
  })
  .check(
    z.superRefine((o, ctx) => {
      for (const issue of repeatedRows(
        o.items,
        'items',
        (l) => `${l.boxNo}:${l.chrtId}`,
        (l) => `этот размер уже есть в коробе ${l.boxNo}`,
      ))
        ctx.issues.push({ code: 'custom', input: o, ...issue });
      const boxes = new Set(o.items.map((l) => l.boxNo));
      const palleted = new Set<number>();
      o.pallets.forEach((p, i) => {
        if (!boxes.has(p.boxNo) || palleted.has(p.boxNo))
          ctx.issues.push({
            code: 'custom',
            input: o,
            path: ['pallets', i, 'boxNo'],
            message: `Короба ${p.boxNo} нет среди строк или он уже на паллете`,
          });
        palleted.add(p.boxNo);
      });
    }),
  );
export type TransportationInput = z.input<typeof transportationInputSchema>;

export const transitionSchema = z.object({
  status: z.enum(['planned', 'packing', 'shipped', 'delivered', 'cancelled']),
  note: optionalText(500),
});

export const linkSupplySchema = z.object({
  /** WB's supply number (`supplyID`), or its preorder number before WB plans it. */
  supplyId: z.string().check(z.trim(), z.regex(/^\d{1,20}$/, 'Номер поставки WB — только цифры')),
  isPreorder: z._default(z.boolean(), false),
});

const itemSchema = z.object({
  id: z.string(),
  lineNo: z.int(),
  nmId: z.number(),
  chrtId: z.string(),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  boxNo: z.int(),
  quantity: z.int(),
});
export type TransportationItem = z.infer<typeof itemSchema>;

const boxSchema = z.object({
  boxNo: z.int(),
  barcode: z.string(),
  /** The barcode is the package code WB's supply lists for this box. */
  fromWb: z.boolean(),
  palletNo: z.nullable(z.int()),
  units: z.int(),
});

const eventSchema = z.object({
  status: z.enum(TRANSPORTATION_STATUSES),
  at: instantSchema,
  user: z.nullable(z.string()),
  note: z.nullable(z.string()),
});

/** WB's acceptance of one size: shipped units, accepted units, shortage (shipped − accepted). */
const acceptanceLineSchema = z.object({
  nmId: z.number(),
  chrtId: z.string(),
  title: z.nullable(z.string()),
  size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  shipped: z.int(),
  accepted: z.int(),
  /** Above 0 a shortage, below 0 WB accepted more than was shipped. */
  shortage: z.int(),
});

const supplySchema = z.object({
  supplyId: z.nullable(z.string()),
  preorderId: z.nullable(z.string()),
  draftId: z.nullable(z.string()),
  /** The synced supply (null until the supplies sync has read it). */
  synced: z.nullable(
    z.object({
      statusId: z.nullable(z.int()),
      warehouseName: z.nullable(z.string()),
      supplyDate: z.nullable(instantSchema),
      factDate: z.nullable(instantSchema),
      quantity: z.nullable(z.int()),
      acceptedQuantity: z.nullable(z.int()),
    }),
  ),
});

export const transportationSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  year: z.int(),
  status: z.enum(TRANSPORTATION_STATUSES),
  accountId: z.uuid(),
  account: z.string(),
  warehouseId: z.uuid(),
  warehouse: z.string(),
  wbWarehouse: z.string(),
  plannedDate: z.string(),
  carrier: z.nullable(z.string()),
  cost: z.nullable(z.string()),
  volume: z.nullable(z.string()),
  weight: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  author: z.nullable(z.string()),
  logisticsGroup: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** This transportation's share of its logistics group's cost; null with a reason when unknown. */
  groupCostShare: z.nullable(z.string()),
  groupCostReason: z.nullable(z.string()),
  operationId: z.nullable(z.uuid()),
  operationNumber: z.nullable(z.int()),
  units: z.int(),
  items: z.array(itemSchema),
  boxes: z.array(boxSchema),
  pallets: z.int(),
  events: z.array(eventSchema),
  supply: supplySchema,
  acceptance: z.array(acceptanceLineSchema),
  /** Units shipped and not accepted by WB (sum of positive shortages). */
  shortage: z.int(),
  createdAt: instantSchema,
  shippedAt: z.nullable(instantSchema),
  deliveredAt: z.nullable(instantSchema),
  acceptedAt: z.nullable(instantSchema),
  cancelledAt: z.nullable(instantSchema),
});
export type Transportation = z.infer<typeof transportationSchema>;

// The `transportation` subject, as the seed gates /transportations and /logistics-groups.
const tag = 'transportations';
const view = { permission: { subject: 'transportation', action: 'view' }, tag } as const;
const create = { permission: { subject: 'transportation', action: 'create' }, tag } as const;
const edit = { permission: { subject: 'transportation', action: 'edit' }, tag } as const;

export const getTransportationContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/transportations/:id',
  summary: 'A transportation with its items by box, status history, WB supply and acceptance',
  params: idParams,
  response: transportationSchema,
});

export const createTransportationContract = defineContract({
  ...create,
  method: 'POST',
  path: '/api/transportations',
  summary: 'Create a planned transportation with its items by box (numbered per company and year)',
  body: transportationInputSchema,
  response: transportationSchema,
  status: 201,
});

export const updateTransportationContract = defineContract({
  ...edit,
  method: 'PUT',
  path: '/api/transportations/:id',
  summary: 'Replace the fields, items and pallets of a transportation still planned or packing',
  params: idParams,
  body: transportationInputSchema,
  response: transportationSchema,
});

export const transitionTransportationContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/transportations/:id/status',
  summary:
    'Move a transportation to a status: shipped posts its shipment out of the own warehouse, cancelled reverses it. Already there: returned unchanged',
  params: idParams,
  body: transitionSchema,
  response: transportationSchema,
});

export const linkSupplyContract = defineContract({
  ...edit,
  method: 'PUT',
  path: '/api/transportations/:id/wb-supply',
  summary: "Link the transportation to WB's FBW supply by its number",
  params: idParams,
  body: linkSupplySchema,
  response: transportationSchema,
});

export const createSupplyDraftContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/transportations/:id/wb-draft',
  summary:
    "Create a WB supply draft with the transportation's items (by barcode); one already made is returned unchanged",
  params: idParams,
  response: transportationSchema,
});

export const checkAcceptanceContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/transportations/:id/wb-acceptance',
  summary:
    "Record WB's accepted quantities from the linked supply's synced goods; when WB has accepted, the transportation is accepted",
  params: idParams,
  response: transportationSchema,
});

export const transportationLabelsContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/transportations/:id/labels',
  summary: 'Box and pallet labels as a PDF with Code 128 barcodes',
  params: idParams,
  response: z.string(),
});
