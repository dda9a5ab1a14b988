import { cookieHeaderSchema } from '@wb/shared/connections/wb-cookies.contract';
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
