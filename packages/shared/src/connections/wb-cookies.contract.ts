import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
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

export const listWbCookiesContract = defineContract({
  method: 'GET',
  path: '/api/wb-cookies',
  summary: 'Seller-portal cookies of the company’s accounts (admin)',
  tag: 'wb-cookies',
  permission: { subject: 'wbCookie', action: 'view' },
  adminOnly: true,
  response: z.object({
    cookies: z.array(wbCookieSchema),
    /** Which portal features are switched on platform-wide. */
    features: portalFeaturesSchema,
  }),
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
