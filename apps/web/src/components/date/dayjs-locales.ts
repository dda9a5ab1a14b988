import 'dayjs/locale/ru';

/** dayjs locales other than Russian (bundled), loaded when the language is chosen. */
const LOADERS: Record<string, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar'),
  bg: () => import('dayjs/locale/bg'),
  cs: () => import('dayjs/locale/cs'),
  da: () => import('dayjs/locale/da'),
  de: () => import('dayjs/locale/de'),
  el: () => import('dayjs/locale/el'),
  en: () => Promise.resolve(), // built into dayjs
  es: () => import('dayjs/locale/es'),
  fa: () => import('dayjs/locale/fa'),
  fi: () => import('dayjs/locale/fi'),
  fr: () => import('dayjs/locale/fr'),
  he: () => import('dayjs/locale/he'),
  hr: () => import('dayjs/locale/hr'),
  hu: () => import('dayjs/locale/hu'),
  is: () => import('dayjs/locale/is'),
  it: () => import('dayjs/locale/it'),
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  nb: () => import('dayjs/locale/nb'),
  nl: () => import('dayjs/locale/nl'),
  pl: () => import('dayjs/locale/pl'),
  pt: () => import('dayjs/locale/pt'),
  ro: () => import('dayjs/locale/ro'),
  ru: () => Promise.resolve(),
  sk: () => import('dayjs/locale/sk'),
  sv: () => import('dayjs/locale/sv'),
  tr: () => import('dayjs/locale/tr'),
  uk: () => import('dayjs/locale/uk'),
  vi: () => import('dayjs/locale/vi'),
  'zh-cn': () => import('dayjs/locale/zh-cn'),
};

/** dayjs names Norwegian `nb` and Chinese `zh-cn`. */
function dayjsLocaleName(language: string): string {
  if (language === 'no') return 'nb';
  if (language === 'zh') return 'zh-cn';
  return language;
}

/** Loads the dayjs locale of an interface language; returns the dayjs locale name. */
export async function loadDayjsLocale(language: string): Promise<string> {
  const name = dayjsLocaleName(language);
  const load = LOADERS[name];
  if (!load) return 'en';
  await load();
  return name;
}
