import { userSettingsSchema, type UserSettings } from '@wb/shared/settings/user-settings';
import * as z from 'zod/mini';

/**
 * The personal settings form: the shared schema without the default WB account, which has no
 * place to be chosen from until WB accounts are built (it is neither shown nor sent).
 */
export const settingsFormSchema = z.omit(userSettingsSchema, { defaultWbAccountId: true });
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

export function toFormValues(settings: UserSettings): SettingsFormValues {
  const { defaultWbAccountId: _notEditedHere, ...values } = settings;
  return values;
}

/** Field paths the server may report errors on, for placing them on the form. */
export const SETTINGS_FIELDS = [
  'language',
  'theme',
  'dateFormat',
  'defaultCompanyId',
  'defaultPeriod',
  'orderDisplay',
  'orderDisplay.countRow',
  'orderDisplay.fontSize',
  'orderDisplay.imgWidth',
  'orderDisplay.imgHeight',
  'notifications',
] as const;
