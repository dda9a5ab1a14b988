import type { UserSettings } from '@wb/shared/settings/user-settings';
import { i18n } from '../i18n/i18n';
import { setSettingsOptions } from '../store/order-slice';
import type { AppDispatch } from '../store/store';
import { setThemeMode } from '../store/theme-slice';

/** Personal settings take effect at sign-in on any device (docs/product.md#client-state). */
export function applyUserSettings(settings: UserSettings, dispatch: AppDispatch): void {
  dispatch(setThemeMode(settings.theme));
  dispatch(setSettingsOptions(settings.orderDisplay));
  if (i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
}
