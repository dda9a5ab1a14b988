import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { DISTRICT_AREA_KINDS } from './districts';

/**
 * /settings/districts (docs/domain.md#shipping-districts): the company's effective districts —
 * the system defaults (read-only) until it copies them, then its own set — their buyer areas and
 * WB warehouses, and what its orders and stocks name that no district covers.
 */

/** Orders and stocks are "seen" over this many days up to today. */
export const DISTRICT_SEEN_DAYS = 30;

const trimmed = (max: number, empty: string) =>
  z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, `Не длиннее ${max} знаков`));

const areaSchema = z.object({
  kind: z.enum(DISTRICT_AREA_KINDS),
  name: trimmed(200, 'Укажите название'),
});
export type DistrictArea = z.infer<typeof areaSchema>;

export const districtInputSchema = z.object({
  name: trimmed(100, 'Укажите название'),
  shortName: trimmed(30, 'Укажите краткое название'),
  abroad: z._default(z.boolean(), false),
  position: z._default(z.int().check(z.minimum(0), z.maximum(1000)), 0),
});
export type DistrictInput = z.input<typeof districtInputSchema>;

/** A district's whole content: its fields, its buyer areas and its warehouses (replaced). */
export const districtContentSchema = z.extend(districtInputSchema, {
  areas: z._default(z.array(areaSchema).check(z.maxLength(500)), []),
  warehouses: z._default(z.array(trimmed(200, 'Укажите склад')).check(z.maxLength(1000)), []),
});
export type DistrictContent = z.input<typeof districtContentSchema>;

/** One area or warehouse added to a district ("add to district…" of an unmapped one). */
export const districtMemberSchema = z.object({
  kind: z.enum([...DISTRICT_AREA_KINDS, 'warehouse']),
  name: trimmed(200, 'Укажите название'),
});
export type DistrictMember = z.input<typeof districtMemberSchema>;

export const districtSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string(),
  abroad: z.boolean(),
  position: z.int(),
  /** A system default: read-only, copy the defaults to edit. */
  system: z.boolean(),
  /** The system default it was copied from (or is). */
  systemKey: z.nullable(z.string()),
  areas: z.array(z.object({ kind: z.enum(DISTRICT_AREA_KINDS), name: z.string() })),
  /** Warehouses listed by name. */
  warehouses: z.array(z.string()),
  /** WB offices that fall into it by their federal district (not listed elsewhere). */
  officeWarehouses: z.array(z.string()),
});
export type District = z.infer<typeof districtSchema>;

export const DISTRICT_COLUMNS = [
  {
    key: 'position',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: false,
    header: '№',
    width: 70,
  },
  { key: 'name', type: 'text', sortable: true, filterable: true, header: 'Округ', width: 240 },
  {
    key: 'shortName',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Кратко',
    width: 120,
  },
  {
    key: 'abroad',
    type: 'enum',
    options: ['true', 'false'],
    optionLabels: { true: 'districts:yes', false: 'districts:no' },
    sortable: true,
    filterable: true,
    header: 'Зарубежье',
    width: 120,
  },
  {
    key: 'areas',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Областей',
    width: 120,
  },
  {
    key: 'warehouses',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Складов',
    width: 120,
  },
  {
    key: 'orders',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Заказов в округ, 30 дн.',
    width: 200,
  },
  {
    key: 'shipped',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Заказов с его складов, 30 дн.',
    width: 250,
  },
  {
    key: 'stock',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Остаток, шт.',
    width: 140,
  },
] as const satisfies readonly ColumnDef[];

export const districtRowSchema = z.object({
  id: z.uuid(),
  position: z.int(),
  name: z.string(),
  shortName: z.string(),
  abroad: z.boolean(),
  system: z.boolean(),
  /** Buyer areas listed (federal districts, regions, countries). */
  areas: z.int(),
  /** Warehouses listed by name plus the WB offices of its federal districts. */
  warehouses: z.int(),
  /** Orders delivered to its areas over the last DISTRICT_SEEN_DAYS days. */
  orders: z.int(),
  /** Orders shipped from its warehouses over the same days. */
  shipped: z.int(),
  /** Units on WB's warehouses of the district now. */
  stock: z.int(),
});
export type DistrictRow = z.infer<typeof districtRowSchema>;

const tag = 'districts';
const view = { permission: { subject: 'district', action: 'view' }, tag } as const;
const create = { permission: { subject: 'district', action: 'create' }, tag } as const;
const edit = { permission: { subject: 'district', action: 'edit' }, tag } as const;
const remove = { permission: { subject: 'district', action: 'delete' }, tag } as const;

export const districtsList = defineList({
  key: 'districts',
  path: '/api/districts',
  tag,
  summary: 'The shipping districts the company uses, with what they cover',
  access: { permission: { subject: 'district', action: 'view' } },
  tenant: 'company',
  row: districtRowSchema,
  columns: DISTRICT_COLUMNS,
  export: { action: 'districts.export', entity: 'district', file: 'districts', sheet: 'Округа' },
});

const seenWarehouseSchema = z.object({
  name: z.string(),
  /** Orders shipped from it over the last DISTRICT_SEEN_DAYS days. */
  orders: z.int(),
  /** Units on it now. */
  stock: z.int(),
});

export const districtsOverviewSchema = z.object({
  /** The company has its own set; false: the system defaults apply (read-only). */
  own: z.boolean(),
  /** The districts of the set in use, by position (what "add to district…" offers). */
  districts: z.array(
    z.object({ id: z.uuid(), name: z.string(), systemKey: z.nullable(z.string()) }),
  ),
  /** Warehouses in its stocks and orders that no district covers. */
  unmappedWarehouses: z.array(seenWarehouseSchema),
  /** Buyer areas of its orders that no district covers. */
  unmappedAreas: z.array(
    z.object({ kind: z.enum(DISTRICT_AREA_KINDS), name: z.string(), orders: z.int() }),
  ),
  /** WB's hidden «Склад WB» (since 15.08.2026): not unmapped, no district can be told; null if unseen. */
  hidden: z.nullable(seenWarehouseSchema),
});
export type DistrictsOverview = z.infer<typeof districtsOverviewSchema>;

export const districtChoicesSchema = z.object({
  /** WB warehouse names: WB's offices and those seen in the company's stocks and orders. */
  warehouses: z.array(z.string()),
  /** Areas: the federal districts, the regions and countries of the company's orders and sets. */
  areas: z.array(z.object({ kind: z.enum(DISTRICT_AREA_KINDS), name: z.string() })),
});
export type DistrictChoices = z.infer<typeof districtChoicesSchema>;

export const districtsOverviewContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/districts/overview',
  summary: 'Whether the company has its own districts, and what no district covers',
  response: districtsOverviewSchema,
});

export const districtChoicesContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/districts/choices',
  summary: 'Warehouse names and buyer areas a district may list',
  response: districtChoicesSchema,
});

export const getDistrictContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/districts/:id',
  summary: 'A district of the company (or a system default) with its areas and warehouses',
  params: idParams,
  response: districtSchema,
});

export const copyDistrictDefaultsContract = defineContract({
  ...create,
  method: 'POST',
  path: '/api/districts/copy-defaults',
  summary: 'Copy the system default districts into the company’s own set, to edit',
  response: z.object({ created: z.int() }),
  status: 201,
});

export const resetDistrictsContract = defineContract({
  ...remove,
  method: 'POST',
  path: '/api/districts/reset',
  summary: 'Delete the company’s own districts: the system defaults apply again',
  response: null,
});

export const createDistrictContract = defineContract({
  ...create,
  method: 'POST',
  path: '/api/districts',
  summary: 'Add a district to the company’s own set',
  body: districtContentSchema,
  response: districtSchema,
  status: 201,
});

export const updateDistrictContract = defineContract({
  ...edit,
  method: 'PUT',
  path: '/api/districts/:id',
  summary: 'Replace a district’s fields, buyer areas and warehouses',
  params: idParams,
  body: districtContentSchema,
  response: districtSchema,
});

export const addDistrictMemberContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/districts/:id/members',
  summary: 'Add one buyer area or warehouse to a district',
  params: idParams,
  body: districtMemberSchema,
  response: districtSchema,
});

export const deleteDistrictContract = defineContract({
  ...remove,
  method: 'DELETE',
  path: '/api/districts/:id',
  summary: 'Delete a district of the company’s own set',
  params: idParams,
  response: null,
});
