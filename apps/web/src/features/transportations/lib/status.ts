import {
  NEXT_STATUSES,
  type TransportationStatus,
} from '@wb/shared/transportations/transportations.contract';

export const STATUS_COLOR = {
  planned: 'default',
  packing: 'info',
  shipped: 'primary',
  delivered: 'secondary',
  accepted: 'success',
  cancelled: 'default',
} as const satisfies Record<TransportationStatus, string>;

export type MoveTo = 'planned' | 'packing' | 'shipped' | 'delivered' | 'cancelled';

/** The moves a person may make from a status, as the shared state machine allows them. */
export const movesFrom = (status: TransportationStatus): MoveTo[] =>
  NEXT_STATUSES[status].filter((s): s is MoveTo => s !== 'accepted');
