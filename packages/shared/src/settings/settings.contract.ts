import { defineContract } from '../contracts/define';
import { platformSettingsPatchSchema, platformSettingsViewSchema } from './platform-settings';
import { userSettingsPatchSchema, userSettingsSchema } from './user-settings';

export const getUserSettingsContract = defineContract({
  method: 'GET',
  path: '/api/settings/user',
  summary: 'My personal settings',
  tag: 'settings',
  signedIn: true,
  response: userSettingsSchema,
});

export const updateUserSettingsContract = defineContract({
  method: 'PATCH',
  path: '/api/settings/user',
  summary: 'Change some of my personal settings',
  tag: 'settings',
  signedIn: true,
  body: userSettingsPatchSchema,
  response: userSettingsSchema,
});

export const getPlatformSettingsContract = defineContract({
  method: 'GET',
  path: '/api/admin/platform-settings',
  summary: 'Platform settings',
  tag: 'admin',
  adminOnly: true,
  response: platformSettingsViewSchema,
});

export const updatePlatformSettingsContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/platform-settings',
  summary: 'Change platform settings',
  tag: 'admin',
  adminOnly: true,
  body: platformSettingsPatchSchema,
  response: platformSettingsViewSchema,
});
