import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Localization } from '@mui/material/locale';
import { ThemeProvider } from '@mui/material/styles';
import { isRtl } from '@wb/shared/i18n/languages';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';
import { loadRtlCache, ltrCache } from './emotion-cache';
import { loadMuiLocale, MUI_LOCALE_RU } from './mui-locales';
import { createAppTheme } from './theme';

/** The theme mode (seed's theme slice), the writing direction and MUI's locale, as MUI needs them. */
function useAppTheme() {
  const mode = useAppSelector((s) => s.theme.mode);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  const [locale, setLocale] = useState<{ language: string; value: Localization }>({
    language: 'ru',
    value: MUI_LOCALE_RU,
  });
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);

  useEffect(() => {
    if (locale.language === language) return;
    let cancelled = false;
    void loadMuiLocale(language).then((value) => {
      if (!cancelled) setLocale({ language, value });
    });
    return () => {
      cancelled = true;
    };
  }, [language, locale.language]);

  useEffect(() => {
    if (direction === 'rtl' && !rtlCache) void loadRtlCache().then(setRtlCache);
  }, [direction, rtlCache]);

  const effectiveDirection = direction === 'rtl' && rtlCache ? 'rtl' : 'ltr';
  const theme = useMemo(
    () => createAppTheme(mode, effectiveDirection, locale.value),
    [mode, effectiveDirection, locale.value],
  );
  return { theme, cache: effectiveDirection === 'rtl' && rtlCache ? rtlCache : ltrCache };
}

/**
 * The app's theme for MUI components below it. The private area's shell is plain markup
 * (docs/decisions/0002-lean-public-pages.md): its menus and sync status, loaded later, each
 * bring their own scope; the page area has the `AppThemeProvider`.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  const { theme, cache } = useAppTheme();
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** The theme scope and MUI's baseline styles: for the page area and whole-screen dialogs. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeScope>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeScope>
  );
}
