import type {
  logisticsGroupsList,
  transportationsList,
} from '@wb/shared/transportations/transportations-lists.contract';
import type { TransportationStatus } from '@wb/shared/transportations/transportations.contract';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';

const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const moneyOrNull = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : null;
const day = (expr: string) => sql.raw(`(${expr}::timestamp AT TIME ZONE 'Europe/Moscow')`);

/** /transportations (t): boxes, pallets and units from its boxes and items; shortage from WB's acceptance. */
export const transportationsSource: ListSource<typeof transportationsList> = {
  columns: {
    number: { expr: sql`t.number`, sqlType: 'bigint', notNull: true },
    plannedDate: { expr: day('t.planned_date'), sqlType: 'timestamptz', notNull: true },
    status: { expr: sql`t.status`, sqlType: 'text', notNull: true },
    warehouse: { expr: sql`w.name`, sqlType: 'text', notNull: true },
    wbWarehouse: { expr: sql`t.wb_warehouse`, sqlType: 'text', notNull: true },
    boxes: {
      expr: sql`(SELECT count(*) FROM transportation_boxes b WHERE b.transportation_id = t.id)`,
      sqlType: 'numeric',
      notNull: true,
    },
    pallets: {
      expr: sql`(SELECT count(DISTINCT b.pallet_no) FROM transportation_boxes b WHERE b.transportation_id = t.id)`,
      sqlType: 'numeric',
      notNull: true,
    },
    units: {
      expr: sql`(SELECT coalesce(sum(i.quantity), 0) FROM transportation_items i WHERE i.transportation_id = t.id)`,
      sqlType: 'numeric',
      notNull: true,
    },
    volume: { expr: sql`t.volume`, sqlType: 'numeric' },
    weight: { expr: sql`t.weight`, sqlType: 'numeric' },
    cost: { expr: sql`t.cost`, sqlType: 'numeric' },
    carrier: { expr: sql`t.carrier`, sqlType: 'text' },
    wbSupply: {
      expr: sql`coalesce(t.wb_supply_id::text, t.wb_preorder_id::text)`,
      sqlType: 'text',
    },
    logisticsGroup: { expr: sql`g.name`, sqlType: 'text', joins: ['group'] },
    shortage: {
      expr: sql`(SELECT coalesce(sum(greatest(x.shipped - x.accepted, 0)), 0)
                   FROM transportation_acceptance x WHERE x.transportation_id = t.id)`,
      sqlType: 'numeric',
      notNull: true,
    },
    shippedAt: { expr: sql`t.shipped_at`, sqlType: 'timestamptz' },
    account: { expr: sql`a.name`, sqlType: 'text', notNull: true },
    createdAt: { expr: sql`t.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`transportations t JOIN warehouses w ON w.id = t.warehouse_id
            JOIN wb_accounts a ON a.id = t.account_id`,
  joins: { group: sql`LEFT JOIN logistics_groups g ON g.id = t.logistics_group_id` },
  tenant: sql`t.company_id`,
  tiebreak: [{ expr: sql`t.id`, sqlType: 'uuid' }],
  defaultSort: [
    { field: 'plannedDate', dir: 'desc' },
    { field: 'number', dir: 'desc' },
  ],
  extra: {
    id: { expr: sql`t.id` },
    year: { expr: sql`t.year` },
    day: { expr: sql`t.planned_date::text` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    number: Number(r.number),
    year: Number(r.year),
    plannedDate: String(r.day),
    status: r.status as TransportationStatus,
    warehouse: String(r.warehouse),
    wbWarehouse: String(r.wbWarehouse),
    boxes: Number(r.boxes),
    pallets: Number(r.pallets),
    units: Number(r.units),
    volume: numOrNull(r.volume),
    weight: numOrNull(r.weight),
    cost: moneyOrNull(r.cost),
    carrier: textOrNull(r.carrier),
    wbSupply: textOrNull(r.wbSupply),
    logisticsGroup: textOrNull(r.logisticsGroup),
    shortage: Number(r.shortage),
    shippedAt: r.shippedAt ? iso(r.shippedAt) : null,
    account: String(r.account),
    createdAt: iso(r.createdAt),
  }),
};

/** The group's status as groupStatus computes it: the least advanced of its live transportations. */
const GROUP_STATUS = sql`(SELECT CASE
    WHEN count(*) = 0 THEN 'planned'
    WHEN count(*) FILTER (WHERE m.status <> 'cancelled') = 0 THEN 'cancelled'
    ELSE (ARRAY['planned', 'packing', 'shipped', 'delivered', 'accepted'])[
           min(array_position(ARRAY['planned', 'packing', 'shipped', 'delivered', 'accepted'], m.status))]
    END FROM transportations m WHERE m.logistics_group_id = g.id)`;
const live = (expr: string) =>
  sql.raw(
    `(SELECT ${expr} FROM transportations m WHERE m.logistics_group_id = g.id AND m.status <> 'cancelled')`,
  );

/** /logistics-groups (g). */
export const logisticsGroupsSource: ListSource<typeof logisticsGroupsList> = {
  columns: {
    name: { expr: sql`g.name`, sqlType: 'text', notNull: true },
    date: { expr: day('g.date'), sqlType: 'timestamptz', notNull: true },
    status: { expr: GROUP_STATUS, sqlType: 'text', notNull: true },
    carrier: { expr: sql`g.carrier`, sqlType: 'text' },
    vehicle: { expr: sql`g.vehicle`, sqlType: 'text' },
    transportations: { expr: live('count(*)'), sqlType: 'numeric', notNull: true },
    volume: { expr: live('sum(m.volume)'), sqlType: 'numeric' },
    weight: { expr: live('sum(m.weight)'), sqlType: 'numeric' },
    cost: { expr: sql`g.cost`, sqlType: 'numeric' },
    createdAt: { expr: sql`g.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`logistics_groups g`,
  tenant: sql`g.company_id`,
  tiebreak: [{ expr: sql`g.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'date', dir: 'desc' }],
  extra: { id: { expr: sql`g.id` }, day: { expr: sql`g.date::text` } },
  mapRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    date: String(r.day),
    status: r.status as TransportationStatus,
    carrier: textOrNull(r.carrier),
    vehicle: textOrNull(r.vehicle),
    transportations: Number(r.transportations),
    volume: numOrNull(r.volume),
    weight: numOrNull(r.weight),
    cost: moneyOrNull(r.cost),
    createdAt: iso(r.createdAt),
  }),
};
