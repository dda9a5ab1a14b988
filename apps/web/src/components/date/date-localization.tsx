import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDayjsLocale } from './dayjs-locales';
import { loadPickersText, PICKERS_TEXT_RU } from './picker-locales';

/** Date pickers in the interface language: Russian by default (dates in the Russian locale). */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [state, setState] = useState({
    language: 'ru',
    adapterLocale: 'ru',
    text: PICKERS_TEXT_RU,
  });

  useEffect(() => {
    if (state.language === language) return;
    let cancelled = false;
    void Promise.all([loadDayjsLocale(language), loadPickersText(language)]).then(
      ([adapterLocale, text]) => {
        if (!cancelled) setState({ language, adapterLocale, text });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language, state.language]);

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={state.adapterLocale}
      localeText={state.text}
    >
      {children}
    </LocalizationProvider>
  );
}
