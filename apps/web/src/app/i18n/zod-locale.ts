import type { config } from 'zod/v4/core';

/** zod's own messages per language; validation texts follow the interface language. */
const LOADERS: Record<
  string,
  () => Promise<{ default: () => Partial<Parameters<typeof config>[0]> }>
> = {
  ar: () => import('zod/v4/locales/ar.js'),
  bg: () => import('zod/v4/locales/bg.js'),
  cs: () => import('zod/v4/locales/cs.js'),
  da: () => import('zod/v4/locales/da.js'),
  de: () => import('zod/v4/locales/de.js'),
  el: () => import('zod/v4/locales/el.js'),
  en: () => import('zod/v4/locales/en.js'),
  es: () => import('zod/v4/locales/es.js'),
  fa: () => import('zod/v4/locales/fa.js'),
  fi: () => import('zod/v4/locales/fi.js'),
  fr: () => import('zod/v4/locales/fr.js'),
  he: () => import('zod/v4/locales/he.js'),
  hr: () => import('zod/v4/locales/hr.js'),
  hu: () => import('zod/v4/locales/hu.js'),
  is: () => import('zod/v4/locales/is.js'),
  it: () => import('zod/v4/locales/it.js'),
  ja: () => import('zod/v4/locales/ja.js'),
  ko: () => import('zod/v4/locales/ko.js'),
  no: () => import('zod/v4/locales/no.js'),
  nl: () => import('zod/v4/locales/nl.js'),
  pl: () => import('zod/v4/locales/pl.js'),
  pt: () => import('zod/v4/locales/pt.js'),
  ro: () => import('zod/v4/locales/ro.js'),
  ru: () => import('zod/v4/locales/ru.js'),
  sk: () => import('zod/v4/locales/sk.js'),
  sv: () => import('zod/v4/locales/sv.js'),
  tr: () => import('zod/v4/locales/tr.js'),
  uk: () => import('zod/v4/locales/uk.js'),
  vi: () => import('zod/v4/locales/vi.js'),
  zh: () => import('zod/v4/locales/zh-CN.js'),
};

let latest: string | null = null;

/**
 * Loads zod's messages for a language (each one a small chunk) and makes them current. zod
 * itself is loaded here too, not imported: the start-up bundle does not carry it (the forms that
 * validate with it load it anyway, docs/budgets.md#bundle-size). The last language asked wins.
 */
export async function applyZodLocale(language: string): Promise<void> {
  latest = language;
  const load = LOADERS[language] ?? LOADERS.en!;
  const [zod, locale] = await Promise.all([import('./zod-config'), load()]);
  if (latest === language) zod.config(locale.default());
}
