import * as z from 'zod/mini';
import { instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { TRANSPORTATION_STATUSES } from './transportations.contract';

/** The grids of /transportations and /logistics-groups (docs/domain.md#transportations). */

const col = (key: string, type: ColumnDef['type'], header: string, width: number) =>
  ({ key, type, sortable: true, filterable: true, header, width }) as const;
const qty = (key: string, header: string) =>
  ({ ...col(key, 'number', header, 100), integer: true, total: true }) as const;
const access = { permission: { subject: 'transportation', action: 'view' } } as const;
const statusCol = {
  ...col('status', 'enum', 'Статус', 140),
  options: TRANSPORTATION_STATUSES,
  optionLabels: 'transportations:statuses',
} as const;

export const TRANSPORTATION_COLUMNS = [
  { ...col('number', 'number', '№', 90), integer: true, display: 'id' },
  col('plannedDate', 'date', 'Плановая дата', 130),
  statusCol,
  col('warehouse', 'text', 'Со склада', 160),
  col('wbWarehouse', 'text', 'На склад WB', 160),
  qty('boxes', 'Коробов'),
  qty('pallets', 'Паллет'),
  qty('units', 'Единиц'),
  { ...col('volume', 'number', 'Объём, л', 110), total: true },
  { ...col('weight', 'number', 'Вес, кг', 110), total: true, visible: false },
  { ...col('cost', 'money', 'Стоимость', 130), currency: 'RUB', total: true },
  col('carrier', 'text', 'Перевозчик', 160),
  col('wbSupply', 'text', 'Поставка WB', 130),
  col('logisticsGroup', 'text', 'Логистическая группа', 180),
  qty('shortage', 'Недостача'),
  { ...col('shippedAt', 'date', 'Отгружена', 140), visible: false },
  { ...col('account', 'text', 'Кабинет', 160), visible: false },
  { ...col('createdAt', 'date', 'Создана', 150), visible: false },
] as const satisfies readonly ColumnDef[];

export const transportationRowSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  year: z.int(),
  plannedDate: z.string(),
  status: z.enum(TRANSPORTATION_STATUSES),
  warehouse: z.string(),
  wbWarehouse: z.string(),
  boxes: z.int(),
  pallets: z.int(),
  units: z.int(),
  volume: z.nullable(z.number()),
  weight: z.nullable(z.number()),
  cost: z.nullable(z.string()),
  carrier: z.nullable(z.string()),
  wbSupply: z.nullable(z.string()),
  logisticsGroup: z.nullable(z.string()),
  shortage: z.int(),
  shippedAt: z.nullable(instantSchema),
  account: z.string(),
  createdAt: instantSchema,
});
export type TransportationRow = z.infer<typeof transportationRowSchema>;

export const transportationsList = defineList({
  key: 'transportations',
  path: '/api/transportations',
  tag: 'transportations',
  summary: 'Own shipments to WB warehouses',
  access,
  tenant: 'company',
  row: transportationRowSchema,
  columns: TRANSPORTATION_COLUMNS,
  export: {
    action: 'transportations.export',
    entity: 'transportation',
    file: 'transportations',
    sheet: 'Перевозки',
  },
});

export const LOGISTICS_GROUP_COLUMNS = [
  col('name', 'text', 'Название', 200),
  col('date', 'date', 'Дата', 120),
  statusCol,
  col('carrier', 'text', 'Перевозчик', 160),
  col('vehicle', 'text', 'Транспорт', 140),
  qty('transportations', 'Перевозок'),
  { ...col('volume', 'number', 'Объём, л', 110), total: true },
  { ...col('weight', 'number', 'Вес, кг', 110), total: true },
  { ...col('cost', 'money', 'Стоимость', 130), currency: 'RUB', total: true },
  { ...col('createdAt', 'date', 'Создана', 150), visible: false },
] as const satisfies readonly ColumnDef[];

export const logisticsGroupRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  date: z.string(),
  status: z.enum(TRANSPORTATION_STATUSES),
  carrier: z.nullable(z.string()),
  vehicle: z.nullable(z.string()),
  transportations: z.int(),
  volume: z.nullable(z.number()),
  weight: z.nullable(z.number()),
  cost: z.nullable(z.string()),
  createdAt: instantSchema,
});
export type LogisticsGroupRow = z.infer<typeof logisticsGroupRowSchema>;

export const logisticsGroupsList = defineList({
  key: 'logisticsGroups',
  path: '/api/logistics-groups',
  tag: 'transportations',
  summary: 'Trips carrying several transportations',
  access,
  tenant: 'company',
  row: logisticsGroupRowSchema,
  columns: LOGISTICS_GROUP_COLUMNS,
  export: {
    action: 'logistics_groups.export',
    entity: 'logistics_group',
    file: 'logistics-groups',
    sheet: 'Логистические группы',
  },
});
