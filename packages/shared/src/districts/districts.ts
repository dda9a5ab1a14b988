/*
 * Shipping districts (docs/domain.md#shipping-districts): named groups of buyer areas and WB
 * warehouses. Localization, the delivery calculators and the shipment plan compare the district of
 * an order's shipping warehouse with the district of its delivery address.
 */

/** What a district's buyer side lists: federal districts, regions inside them, countries. */
export const DISTRICT_AREA_KINDS = ['federal_district', 'region', 'country'] as const;
export type DistrictAreaKind = (typeof DISTRICT_AREA_KINDS)[number];

/** The country of Russian orders in WB's statistics (`countryName`). */
export const RUSSIA = 'Россия';

/**
 * The names WB gives its Russian warehouses since it hides them (docs/wb-notes.md#hidden-warehouses,
 * 15.08.2026): no district can be told from them, they are not "unmapped".
 */
export const HIDDEN_WAREHOUSE_NAMES: readonly string[] = ['Склад WB', 'Склад WB РФ'];
export const isHiddenWarehouse = (name: string | null | undefined) =>
  name != null && HIDDEN_WAREHOUSE_NAMES.includes(name.trim());

/**
 * A federal district as districts store it: WB writes «Центральный федеральный округ» in
 * statistics and «Центральный» in offices and stock reports (docs/wb-notes.md#warehouses-and-districts).
 */
export function federalDistrictKey(name: string): string {
  return name
    .trim()
    .replace(/\s*федеральный\s+округ$/iu, '')
    .trim();
}

/** A system default: WB's localization groups (docs/wb-notes.md#warehouses-and-districts). */
export interface SystemDistrict {
  key: string;
  name: string;
  shortName: string;
  abroad: boolean;
  federalDistricts: readonly string[];
  countries: readonly string[];
}

export const SYSTEM_DISTRICTS: readonly SystemDistrict[] = [
  {
    key: 'central',
    name: 'Центральный',
    shortName: 'ЦФО',
    abroad: false,
    federalDistricts: ['Центральный'],
    countries: [],
  },
  {
    key: 'north-west',
    name: 'Северо-Западный',
    shortName: 'СЗФО',
    abroad: false,
    federalDistricts: ['Северо-Западный'],
    countries: [],
  },
  {
    key: 'south',
    name: 'Южный и Северо-Кавказский',
    shortName: 'ЮФО+СКФО',
    abroad: false,
    federalDistricts: ['Южный', 'Северо-Кавказский'],
    countries: [],
  },
  {
    key: 'volga',
    name: 'Приволжский',
    shortName: 'ПФО',
    abroad: false,
    federalDistricts: ['Приволжский'],
    countries: [],
  },
  {
    key: 'ural',
    name: 'Уральский',
    shortName: 'УФО',
    abroad: false,
    federalDistricts: ['Уральский'],
    countries: [],
  },
  {
    key: 'east',
    name: 'Дальневосточный и Сибирский',
    shortName: 'СФО+ДФО',
    abroad: false,
    federalDistricts: ['Сибирский', 'Дальневосточный'],
    countries: [],
  },
  {
    key: 'abroad',
    name: 'Зарубежье',
    shortName: 'СНГ',
    abroad: true,
    federalDistricts: [],
    countries: ['Казахстан', 'Беларусь', 'Армения', 'Кыргызстан', 'Узбекистан', 'Таджикистан'],
  },
];
