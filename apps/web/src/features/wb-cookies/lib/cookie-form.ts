import { cookieHeaderSchema } from '@wb/shared/connections/wb-cookies.contract';
import type { WbAccount } from '@wb/shared/connections/wb-accounts.contract';
import type { WbCookie } from '@wb/shared/connections/wb-cookies.contract';
import dayjs from 'dayjs';
import * as z from 'zod/mini';

/** The `datetime-local` input's format (local time, minutes). */
export const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * The form: the cookie header as the contract checks it, and the expiry as typed in local time
 * (sent as an ISO instant). The expiry must lie ahead; the server checks that again.
 */
export function cookieFormSchema(messages: { expiresAt: string; future: string }) {
  return z.object({
    cookie: cookieHeaderSchema,
    expiresAt: z.string().check(
      z.refine((v) => v.length > 0 && dayjs(v).isValid(), messages.expiresAt),
      z.refine((v) => !dayjs(v).isValid() || dayjs(v).isAfter(dayjs()), messages.future),
    ),
  });
}
export type CookieFormValues = z.infer<ReturnType<typeof cookieFormSchema>>;

/** A local date-time from the input → the ISO instant the contract expects. */
export const toInstant = (local: string) => dayjs(local).toISOString();

/** An instant → the input's local value. */
export const toLocalInput = (iso: string) => dayjs(iso).format(LOCAL_INPUT_FORMAT);

export const COOKIE_FIELDS = ['cookie', 'expiresAt'] as const;

export interface CookieRow {
  accountId: string;
  accountName: string;
  cookie?: WbCookie;
}

/**
 * One row per cabinet: every cabinet of the list (with or without a cookie), then cabinets known
 * only from their cookies (when the cabinet list is not available to the user).
 */
export function cookieRows(
  cookies: readonly WbCookie[],
  accounts: readonly Pick<WbAccount, 'id' | 'name'>[] | undefined,
): CookieRow[] {
  const rows = new Map<string, CookieRow>();
  for (const a of accounts ?? []) rows.set(a.id, { accountId: a.id, accountName: a.name });
  for (const cookie of cookies) {
    rows.set(cookie.accountId, {
      accountId: cookie.accountId,
      accountName: rows.get(cookie.accountId)?.accountName ?? cookie.accountName,
      cookie,
    });
  }
  return [...rows.values()];
}
