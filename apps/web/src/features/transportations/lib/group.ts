import type {
  LogisticsGroup,
  LogisticsGroupInput,
} from '@wb/shared/transportations/logistics-groups.contract';

/** The PUT body of a trip as it is stored (its transportations included). */
export const groupInputOf = (g: LogisticsGroup): LogisticsGroupInput => ({
  name: g.name,
  date: g.date,
  carrier: g.carrier,
  vehicle: g.vehicle,
  cost: g.cost,
  comment: g.comment,
  transportationIds: g.transportations.map((m) => m.id),
});
