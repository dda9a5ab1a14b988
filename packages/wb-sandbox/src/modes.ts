/**
 * WB behaviours switchable through `PUT /__control/modes` (docs/wb-notes.md#hidden-warehouses,
 * 15.08.2026).
 */
export interface Modes {
  /** Hide RF WB-warehouse detail: aggregate "Склад WB", non-RF box/pallet tariffs only. */
  warehouseHidden: boolean;
  /** Acceptance coefficients switched off ("Метод временно отключён"). */
  acceptanceDisabled: boolean;
}

export const DEFAULT_MODES: Modes = { warehouseHidden: false, acceptanceDisabled: false };
