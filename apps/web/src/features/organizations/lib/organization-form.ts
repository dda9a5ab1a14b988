import {
  TAX_DEFAULTS,
  TAX_SYSTEMS,
  type Organization,
  type OrganizationForm,
  type OrganizationInput,
  type TaxSystem,
} from '@wb/shared/connections/organizations.contract';
import { decimalSeparator } from '../../../components/format/formatter';

/** ООО and АО: a КПП, an ОГРН of 13 digits, an ИНН of 10. */
export const isLegalEntity = (form: OrganizationForm) => form === 'ooo' || form === 'ao';

/** Which state registration number the form asks for: ОГРН, ОГРНИП or none (самозанятый). */
export function registrationKind(form: OrganizationForm): 'ogrn' | 'ogrnip' | null {
  if (isLegalEntity(form)) return 'ogrn';
  return form === 'ip' ? 'ogrnip' : null;
}

/** The tax systems a legal form may use (НПД only for ИП and the self-employed, who use only it). */
export function taxSystemsFor(form: OrganizationForm): readonly TaxSystem[] {
  if (form === 'selfEmployed') return ['npd'];
  if (isLegalEntity(form)) return TAX_SYSTEMS.filter((s) => s !== 'npd');
  return TAX_SYSTEMS;
}

export const EMPTY_BANK: NonNullable<OrganizationInput['bank']> = {
  bankName: '',
  bik: '',
  settlementAccount: '',
  correspondentAccount: null,
};

const NEW_ORGANIZATION: OrganizationInput = {
  form: 'ooo',
  name: '',
  inn: '',
  kpp: null,
  ogrn: null,
  taxSystem: 'usnIncome',
  taxRate: TAX_DEFAULTS.usnIncome.taxRate,
  vatRate: TAX_DEFAULTS.usnIncome.vatRate,
  address: null,
  bank: null,
};

/** The form's values: a new organization (ООО on УСН «доходы») or a copy of a stored one. */
export function toFormValues(organization?: Organization): OrganizationInput {
  if (!organization) return NEW_ORGANIZATION;
  const { form, name, inn, kpp, ogrn, taxSystem, taxRate, vatRate, address, bank } = organization;
  return { form, name, inn, kpp, ogrn, taxSystem, taxRate, vatRate, address, bank };
}

/**
 * What changes with the legal form: fields it does not have are cleared, and a tax system it
 * cannot use is replaced by the first one it can (with that system's usual rates).
 */
export function adjustForForm(
  values: Pick<OrganizationInput, 'taxSystem'>,
  form: OrganizationForm,
): Partial<OrganizationInput> {
  const patch: Partial<OrganizationInput> = { form };
  if (!isLegalEntity(form)) patch.kpp = null;
  if (registrationKind(form) === null) patch.ogrn = null;
  const allowed = taxSystemsFor(form);
  if (!allowed.includes(values.taxSystem)) Object.assign(patch, taxPatch(allowed[0]!));
  return patch;
}

/** Picking a tax system fills in its usual rates (the user may change them). */
export function taxPatch(taxSystem: TaxSystem): Partial<OrganizationInput> {
  return { taxSystem, ...TAX_DEFAULTS[taxSystem] };
}

/** A decimal string as typed in a percent field: a comma becomes the decimal point. */
export const normalizePercent = (value: string) => value.replace(',', '.').replace(/\s/g, '');

/**
 * A percentage from the server ("7.5") for display ("7,5 %" in Russian). Only the decimal
 * separator changes: the value is never turned into a float.
 */
export function formatPercent(value: string, language: string): string {
  const separator = decimalSeparator(language);
  return `${value.replace('.', separator)}\u00a0%`;
}

/** Every field of the form that a server error may name. */
export const ORGANIZATION_FIELDS = [
  'form',
  'name',
  'inn',
  'kpp',
  'ogrn',
  'taxSystem',
  'taxRate',
  'vatRate',
  'address',
  'bank',
  'bank.bankName',
  'bank.bik',
  'bank.settlementAccount',
  'bank.correspondentAccount',
] as const;

/**
 * The shared schema's messages are written in Russian and say exactly what is wrong; in other
 * interface languages each field gets its translated rule instead.
 */
export function fieldMessages(
  t: (key: string) => string,
  language: string,
): Record<string, string> {
  if (language.startsWith('ru')) return {};
  const keys = {
    name: 'name',
    inn: 'inn',
    kpp: 'kpp',
    ogrn: 'ogrn',
    taxSystem: 'taxSystem',
    taxRate: 'percent',
    vatRate: 'percent',
    'bank.bik': 'bik',
    'bank.settlementAccount': 'settlementAccount',
    'bank.correspondentAccount': 'correspondentAccount',
  };
  return Object.fromEntries(
    Object.entries(keys).map(([path, key]) => [path, t(`messages.${key}`)]),
  );
}
