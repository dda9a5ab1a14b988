import { defineSlice } from './slice';

/** Order display settings of the orders feed (seed §3, defaults from §9). */
export interface OrderSettingsOptions {
  /** Cards per row. */
  countRow: number;
  /** Font size of a card, px. */
  fontSize: number;
  /** Image width, px; empty = as wide as the card. */
  imgWidth: string;
  /** Image height, px. */
  imgHeight: string;
}

export const DEFAULT_ORDER_SETTINGS: OrderSettingsOptions = {
  countRow: 1,
  fontSize: 13,
  imgWidth: '',
  imgHeight: '180',
};

export interface OrderState {
  settingsOptions: OrderSettingsOptions;
}

export const orderSlice = defineSlice(
  'order',
  (): OrderState => ({ settingsOptions: DEFAULT_ORDER_SETTINGS }),
  {
    /** Replaces the settings as a whole. */
    setSettingsOptions: (
      _state: OrderState,
      settingsOptions: OrderSettingsOptions,
    ): OrderState => ({
      settingsOptions,
    }),
  },
);

export const { setSettingsOptions } = orderSlice.actions;
