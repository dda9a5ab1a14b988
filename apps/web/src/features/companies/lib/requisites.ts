import type { Company } from '@wb/shared/identity/companies.contract';

/** The requisites of a company, in form order, with their input hints. */
export const REQUISITE_FIELDS = [
  { key: 'legalName', autoComplete: 'organization', wide: true },
  { key: 'inn', inputMode: 'numeric' },
  { key: 'kpp', inputMode: 'numeric' },
  { key: 'ogrn', inputMode: 'numeric' },
  { key: 'phone', autoComplete: 'tel', type: 'tel' },
  { key: 'email', autoComplete: 'email', type: 'email' },
  { key: 'address', autoComplete: 'street-address', wide: true },
] as const satisfies readonly {
  key: keyof Company['requisites'];
  autoComplete?: string;
  inputMode?: 'numeric';
  type?: string;
  wide?: boolean;
}[];
