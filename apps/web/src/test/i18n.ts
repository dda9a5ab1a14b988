import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import ruCommon from '../locales/ru/common.json';

/** i18n for component tests: the real Russian and English packs, loaded synchronously. */
export async function initTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: 'ru',
    fallbackLng: 'en',
    resources: { ru: { common: ruCommon }, en: { common: enCommon } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}
