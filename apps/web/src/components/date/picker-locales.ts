import { ruRU } from '@mui-x-date-pickers-locale/ruRU.mjs';

type PickersLocalization = typeof ruRU;

/** MUI X date-picker texts per language (no Arabic pack exists: English is used). */
const LOADERS: Record<string, () => Promise<PickersLocalization>> = {
  bg: () => import('@mui-x-date-pickers-locale/bgBG.mjs').then((m) => m.bgBG),
  cs: () => import('@mui-x-date-pickers-locale/csCZ.mjs').then((m) => m.csCZ),
  da: () => import('@mui-x-date-pickers-locale/daDK.mjs').then((m) => m.daDK),
  de: () => import('@mui-x-date-pickers-locale/deDE.mjs').then((m) => m.deDE),
  el: () => import('@mui-x-date-pickers-locale/elGR.mjs').then((m) => m.elGR),
  en: () => import('@mui-x-date-pickers-locale/enUS.mjs').then((m) => m.enUS),
  es: () => import('@mui-x-date-pickers-locale/esES.mjs').then((m) => m.esES),
  fa: () => import('@mui-x-date-pickers-locale/faIR.mjs').then((m) => m.faIR),
  fi: () => import('@mui-x-date-pickers-locale/fiFI.mjs').then((m) => m.fiFI),
  fr: () => import('@mui-x-date-pickers-locale/frFR.mjs').then((m) => m.frFR),
  he: () => import('@mui-x-date-pickers-locale/heIL.mjs').then((m) => m.heIL),
  hr: () => import('@mui-x-date-pickers-locale/hrHR.mjs').then((m) => m.hrHR),
  hu: () => import('@mui-x-date-pickers-locale/huHU.mjs').then((m) => m.huHU),
  is: () => import('@mui-x-date-pickers-locale/isIS.mjs').then((m) => m.isIS),
  it: () => import('@mui-x-date-pickers-locale/itIT.mjs').then((m) => m.itIT),
  ja: () => import('@mui-x-date-pickers-locale/jaJP.mjs').then((m) => m.jaJP),
  ko: () => import('@mui-x-date-pickers-locale/koKR.mjs').then((m) => m.koKR),
  no: () => import('@mui-x-date-pickers-locale/nbNO.mjs').then((m) => m.nbNO),
  nl: () => import('@mui-x-date-pickers-locale/nlNL.mjs').then((m) => m.nlNL),
  pl: () => import('@mui-x-date-pickers-locale/plPL.mjs').then((m) => m.plPL),
  pt: () => import('@mui-x-date-pickers-locale/ptPT.mjs').then((m) => m.ptPT),
  ro: () => import('@mui-x-date-pickers-locale/roRO.mjs').then((m) => m.roRO),
  sk: () => import('@mui-x-date-pickers-locale/skSK.mjs').then((m) => m.skSK),
  sv: () => import('@mui-x-date-pickers-locale/svSE.mjs').then((m) => m.svSE),
  tr: () => import('@mui-x-date-pickers-locale/trTR.mjs').then((m) => m.trTR),
  uk: () => import('@mui-x-date-pickers-locale/ukUA.mjs').then((m) => m.ukUA),
  vi: () => import('@mui-x-date-pickers-locale/viVN.mjs').then((m) => m.viVN),
  zh: () => import('@mui-x-date-pickers-locale/zhCN.mjs').then((m) => m.zhCN),
};

export type PickersLocaleText = NonNullable<
  PickersLocalization['components']['MuiLocalizationProvider']['defaultProps']['localeText']
>;

const textOf = (l: PickersLocalization) =>
  l.components.MuiLocalizationProvider.defaultProps.localeText;

export const PICKERS_TEXT_RU: PickersLocaleText = textOf(ruRU);

export async function loadPickersText(language: string): Promise<PickersLocaleText> {
  if (language === 'ru') return PICKERS_TEXT_RU;
  return textOf(await (LOADERS[language] ?? LOADERS.en!)());
}
