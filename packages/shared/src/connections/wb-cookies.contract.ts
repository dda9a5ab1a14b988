import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { portalFeaturesSchema } from '../settings/platform-settings';

/**
 * Seller-portal session cookies (seller.wildberries.ru). They are outside WB's public API: only
 * features switched on in platform settings (`portalFeatures`) may use them, each labelled so.
 */
export const WB_COOKIE_STATUSES = ['active', 'expiring', 'expired', 'rejected'] as const;
export type WbCookieStatus = (typeof WB_COOKIE_STATUSES)[number];

export const wbCookieSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  accountName: z.string(),
  /** Names of the cookies in the stored header (values never leave the server). */
  cookieNames: z.array(z.string()),
  expiresAt: instantSchema,
  status: z.enum(WB_COOKIE_STATUSES),
  lastUsedAt: z.nullable(instantSchema),
  lastError: z.nullable(z.string()),
  updatedAt: instantSchema,
});
export type WbCookie = z.infer<typeof wbCookieSchema>;

/** A `Cookie` header as copied from the browser: `name=value; name2=value2`. */
export const cookieHeaderSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Вставьте cookie'),
  z.maxLength(16_384, 'Слишком длинная строка cookie'),
  z.refine(
    (v) =>
      v
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean)
        .every((p) => /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+=[^\s;,]*$/.test(p)),
    'Ожидается строка вида name=value; name2=value2',
  ),
);

const cookieInput = {
  cookie: cookieHeaderSchema,
  expiresAt: instantSchema,
};

/** A cabinet's cookie state in the grid: `none` — no cookie stored for it. */
export const WB_COOKIE_ROW_STATUSES = ['none', ...WB_COOKIE_STATUSES] as const;

/**
 * /settings/cookies grid: one row per cabinet, with or without a cookie. Keys are fields of
 * `WbCookieRow` (exports read the row by key); cookie values are no column.
 */
export const WB_COOKIE_COLUMNS = [
  {
    key: 'accountName',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Кабинет',
    width: 220,
  },
  {
    key: 'status',
    type: 'enum',
    options: WB_COOKIE_ROW_STATUSES,
    optionLabels: 'wbcookies:statuses',
    sortable: true,
    filterable: true,
    header: 'Состояние',
    width: 170,
  },
  {
    key: 'cookieNames',
    type: 'tags',
    sortable: false,
    filterable: true,
    header: 'Имена cookie',
    width: 280,
  },
  {
    key: 'expiresAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Действуют до',
    width: 170,
  },
  {
    key: 'lastUsedAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Последнее использование',
    width: 260,
  },
  {
    key: 'lastError',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Ошибка',
    width: 240,
    visible: false,
  },
  {
    key: 'updatedAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Сохранены',
    width: 170,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];
export type WbCookieColumnKey = (typeof WB_COOKIE_COLUMNS)[number]['key'];

export const wbCookieRowSchema = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  /** The stored cookie's id; null: none stored (the other cookie fields are empty then). */
  cookieId: z.nullable(z.uuid()),
  status: z.enum(WB_COOKIE_ROW_STATUSES),
  cookieNames: z.array(z.string()),
  expiresAt: z.nullable(instantSchema),
  lastUsedAt: z.nullable(instantSchema),
  lastError: z.nullable(z.string()),
  updatedAt: z.nullable(instantSchema),
});
export type WbCookieRow = z.infer<typeof wbCookieRowSchema>;

/** Who may see the cookies' state: administrators whose role grants it. */
const viewCookies = {
  permission: { subject: 'wbCookie', action: 'view' },
  adminOnly: true,
} as const;

/** The /settings/cookies grid: every cabinet of the company with its cookie's state. */
export const wbCookiesList = defineList({
  key: 'wbCookies',
  path: '/api/wb-cookies',
  tag: 'wb-cookies',
  summary: 'Portal cookie state of each of the company’s accounts (admin; never a cookie value)',
  access: viewCookies,
  tenant: 'company',
  row: wbCookieRowSchema,
  columns: WB_COOKIE_COLUMNS,
  export: {
    action: 'wb_cookies.export',
    entity: 'wb_cookie',
    file: 'wb-cookies',
    sheet: 'Cookie кабинетов',
  },
});

/** Which portal features are switched on platform-wide (the page says what cookies serve). */
export const wbCookieFeaturesContract = defineContract({
  ...viewCookies,
  tag: 'wb-cookies',
  method: 'GET',
  path: '/api/wb-cookies/features',
  summary: 'Portal features switched on platform-wide (admin)',
  response: portalFeaturesSchema,
});

/** One cookie per account: saving again replaces it. */
export const saveWbCookieContract = defineContract({
  method: 'PUT',
  path: '/api/wb-cookies/:id',
  summary: 'Store an account’s portal cookie (admin); id is the account',
  tag: 'wb-cookies',
  permission: { subject: 'wbCookie', action: 'create' },
  adminOnly: true,
  params: idParams,
  body: z.object(cookieInput),
  response: wbCookieSchema,
});

export const deleteWbCookieContract = defineContract({
  method: 'DELETE',
  path: '/api/wb-cookies/:id',
  summary: 'Delete an account’s portal cookie (admin); id is the account',
  tag: 'wb-cookies',
  permission: { subject: 'wbCookie', action: 'delete' },
  adminOnly: true,
  params: idParams,
  response: null,
});
