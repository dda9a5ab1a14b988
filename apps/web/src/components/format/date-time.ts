import { meQuery } from '../../app/session/me';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo } from 'react';

/** The user's date format when no settings are known yet (Russian style). */
export const DEFAULT_DATE_FORMAT = 'DD.MM.YYYY';

/**
 * An instant as the user's local date and time in the chosen date format, e.g. 05.03.2026 14:07.
 * Timestamps (sign-ins, sessions, invitations) are shown in local time; business dates are not
 * formatted here.
 */
export function formatDateTime(iso: string | null | undefined, dateFormat = DEFAULT_DATE_FORMAT) {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format(`${dateFormat} HH:mm`) : '';
}

/** The date part only of an instant, in local time. */
export function formatDate(iso: string | null | undefined, dateFormat = DEFAULT_DATE_FORMAT) {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format(dateFormat) : '';
}

/** Formatters bound to the signed-in user's date format (personal settings). */
export function useDateFormat() {
  const { data: dateFormat = DEFAULT_DATE_FORMAT } = useQuery({
    ...meQuery,
    select: (me) => me.settings.dateFormat,
    enabled: false,
  });
  return useMemo(
    () => ({
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, dateFormat),
      date: (iso: string | null | undefined) => formatDate(iso, dateFormat),
    }),
    [dateFormat],
  );
}
