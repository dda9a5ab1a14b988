import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../app/session/me';
import { createFormat, DEFAULT_DATE_FORMAT } from './formatter';

/**
 * The formatters of the signed-in user: the interface language and the date format of their
 * personal settings (the default before they are known).
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const { data: dateFormat = DEFAULT_DATE_FORMAT } = useQuery({
    ...meQuery,
    select: (me) => me.settings.dateFormat,
    enabled: false,
  });
  return useMemo(
    () => createFormat({ language: i18n.language, dateFormat }),
    [i18n.language, dateFormat],
  );
}
