import {
  DEFAULT_LANGUAGE,
  isRtl,
  LANGUAGE_CODES,
  matchLanguage,
  type Language,
} from '@wb/shared/i18n/languages';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { applyZodLocale } from './zod-locale';

/** Local storage key of the interface language chosen before sign-in. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Namespaces: `common` for the shell; each feature adds its own. */
export const NAMESPACES = ['common'] as const;

/** A label pack from the static files (only the packs in use are downloaded). */
async function loadPack(language: string, namespace: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${__LOCALES_BASE__}/${language}/${namespace}.json`);
  if (response.status === 404) return {}; // a namespace this language has no pack for yet
  if (!response.ok) throw new Error(`label pack ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The first language: the one chosen earlier on this device, else the browser's first supported
 * language, else Russian (the product's first language).
 */
export function detectLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  const fromStorage = matchLanguage(stored);
  if (fromStorage && fromStorage === stored) return fromStorage;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Applies a language to the document: `lang` and the writing direction. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export async function initI18n(): Promise<typeof i18n> {
  const language = detectLanguage(readStoredLanguage(), navigator.languages ?? []);
  i18n.on('languageChanged', (lng) => {
    applyDocumentLanguage(lng);
    void applyZodLocale(lng);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Storage blocked: the choice lasts for this session only.
    }
  });
  // Not awaited: zod's messages are needed by the first form submitted, not to paint.
  void applyZodLocale(language);
  await i18n
    .use(resourcesToBackend((lng: string, ns: string) => loadPack(lng, ns)))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGE_CODES],
      // Packs other than ru/en are completed over time; until then English fills the gaps.
      fallbackLng: { ru: [], en: ['ru'], default: ['en', 'ru'] },
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(i18n.language);
  return i18n;
}

export { i18n };
