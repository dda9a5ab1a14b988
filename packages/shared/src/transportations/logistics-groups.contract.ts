import * as z from 'zod/mini';
import { documentDate, optionalText } from '../contracts/fields';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { moneyInput, TRANSPORTATION_STATUSES } from './transportations.contract';

/**
 * Logistics groups (docs/domain.md#transportations): one trip — a truck, a carrier, a date —
 * carrying several transportations. Its cost is split across them by volume in kopecks that add
 * up exactly (cost-split.ts); its status follows theirs.
 */

export const logisticsGroupInputSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Укажите название'), z.maxLength(200, 'Не длиннее 200 знаков')),
  date: documentDate,
  carrier: optionalText(200),
  vehicle: optionalText(200),
  cost: z.optional(z.nullable(moneyInput)),
  comment: optionalText(1000),
  /** The transportations the trip carries (replaces the list); cancelled ones are refused. */
  transportationIds: z._default(z.array(z.uuid()).check(z.maxLength(500)), []),
});
export type LogisticsGroupInput = z.input<typeof logisticsGroupInputSchema>;

const memberSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  year: z.int(),
  status: z.enum(TRANSPORTATION_STATUSES),
  wbWarehouse: z.string(),
  volume: z.nullable(z.string()),
  weight: z.nullable(z.string()),
  /** Its share of the group's cost; null when the split is unknown (see costReason). */
  costShare: z.nullable(z.string()),
});

export const logisticsGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  date: z.string(),
  status: z.enum(TRANSPORTATION_STATUSES),
  carrier: z.nullable(z.string()),
  vehicle: z.nullable(z.string()),
  cost: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  volume: z.nullable(z.string()),
  weight: z.nullable(z.string()),
  /** Why the cost is not split (no cost, a transportation without volume…); null when it is. */
  costReason: z.nullable(z.string()),
  transportations: z.array(memberSchema),
  author: z.nullable(z.string()),
  createdAt: instantSchema,
});
export type LogisticsGroup = z.infer<typeof logisticsGroupSchema>;

const tag = 'transportations';
const view = { permission: { subject: 'transportation', action: 'view' }, tag } as const;
const create = { permission: { subject: 'transportation', action: 'create' }, tag } as const;
const edit = { permission: { subject: 'transportation', action: 'edit' }, tag } as const;
const remove = { permission: { subject: 'transportation', action: 'delete' }, tag } as const;

export const getLogisticsGroupContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/logistics-groups/:id',
  summary: 'A logistics group with its transportations and their shares of its cost',
  params: idParams,
  response: logisticsGroupSchema,
});

export const createLogisticsGroupContract = defineContract({
  ...create,
  method: 'POST',
  path: '/api/logistics-groups',
  summary: 'Create a logistics group carrying the given transportations',
  body: logisticsGroupInputSchema,
  response: logisticsGroupSchema,
  status: 201,
});

export const updateLogisticsGroupContract = defineContract({
  ...edit,
  method: 'PUT',
  path: '/api/logistics-groups/:id',
  summary: 'Replace the fields and the transportations of a logistics group',
  params: idParams,
  body: logisticsGroupInputSchema,
  response: logisticsGroupSchema,
});

export const deleteLogisticsGroupContract = defineContract({
  ...remove,
  method: 'DELETE',
  path: '/api/logistics-groups/:id',
  summary: 'Delete a logistics group; its transportations stay, without a group',
  params: idParams,
  response: null,
});

/** The group's status from its transportations': none or all cancelled → cancelled/planned; else the least advanced. */
export function groupStatus(
  statuses: readonly (typeof TRANSPORTATION_STATUSES)[number][],
): (typeof TRANSPORTATION_STATUSES)[number] {
  const live = statuses.filter((s) => s !== 'cancelled');
  if (statuses.length === 0) return 'planned';
  if (live.length === 0) return 'cancelled';
  const order = TRANSPORTATION_STATUSES;
  return live.reduce((min, s) => (order.indexOf(s) < order.indexOf(min) ? s : min), live[0]!);
}
