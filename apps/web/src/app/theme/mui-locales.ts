import type { Localization } from '@mui/material/locale';
import { ruRU } from '@mui-material-locale/ruRU.mjs';

/** MUI's component locale per interface language: Russian bundled, each other one its own chunk. */
const LOADERS: Record<string, () => Promise<Localization>> = {
  ar: () => import('@mui-material-locale/arSA.mjs').then((m) => m.arSA),
  bg: () => import('@mui-material-locale/bgBG.mjs').then((m) => m.bgBG),
  cs: () => import('@mui-material-locale/csCZ.mjs').then((m) => m.csCZ),
  da: () => import('@mui-material-locale/daDK.mjs').then((m) => m.daDK),
  de: () => import('@mui-material-locale/deDE.mjs').then((m) => m.deDE),
  el: () => import('@mui-material-locale/elGR.mjs').then((m) => m.elGR),
  en: () => import('@mui-material-locale/enUS.mjs').then((m) => m.enUS),
  es: () => import('@mui-material-locale/esES.mjs').then((m) => m.esES),
  fa: () => import('@mui-material-locale/faIR.mjs').then((m) => m.faIR),
  fi: () => import('@mui-material-locale/fiFI.mjs').then((m) => m.fiFI),
  fr: () => import('@mui-material-locale/frFR.mjs').then((m) => m.frFR),
  he: () => import('@mui-material-locale/heIL.mjs').then((m) => m.heIL),
  hr: () => import('@mui-material-locale/hrHR.mjs').then((m) => m.hrHR),
  hu: () => import('@mui-material-locale/huHU.mjs').then((m) => m.huHU),
  is: () => import('@mui-material-locale/isIS.mjs').then((m) => m.isIS),
  it: () => import('@mui-material-locale/itIT.mjs').then((m) => m.itIT),
  ja: () => import('@mui-material-locale/jaJP.mjs').then((m) => m.jaJP),
  ko: () => import('@mui-material-locale/koKR.mjs').then((m) => m.koKR),
  no: () => import('@mui-material-locale/nbNO.mjs').then((m) => m.nbNO),
  nl: () => import('@mui-material-locale/nlNL.mjs').then((m) => m.nlNL),
  pl: () => import('@mui-material-locale/plPL.mjs').then((m) => m.plPL),
  pt: () => import('@mui-material-locale/ptPT.mjs').then((m) => m.ptPT),
  ro: () => import('@mui-material-locale/roRO.mjs').then((m) => m.roRO),
  sk: () => import('@mui-material-locale/skSK.mjs').then((m) => m.skSK),
  sv: () => import('@mui-material-locale/svSE.mjs').then((m) => m.svSE),
  tr: () => import('@mui-material-locale/trTR.mjs').then((m) => m.trTR),
  uk: () => import('@mui-material-locale/ukUA.mjs').then((m) => m.ukUA),
  vi: () => import('@mui-material-locale/viVN.mjs').then((m) => m.viVN),
  zh: () => import('@mui-material-locale/zhCN.mjs').then((m) => m.zhCN),
};

export { ruRU as MUI_LOCALE_RU };

export async function loadMuiLocale(language: string): Promise<Localization> {
  if (language === 'ru') return ruRU;
  return (LOADERS[language] ?? LOADERS.en!)();
}
