import { formatMoney } from '@wb/shared/money/format';
import { useTranslation } from 'react-i18next';

/** The language's decimal separator ("," in Russian). */
export function decimalSeparator(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
    '.'
  );
}

/**
 * A decimal string from the server ("3.1500") for display ("3,15"): trailing zeros dropped, the
 * separator of the language; the value is never turned into a float.
 */
export function formatDecimal(value: string, language: string): string {
  const trimmed = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  return trimmed.replace('.', decimalSeparator(language));
}

export const money = (value: string | null | undefined, currency = 'RUB') =>
  value === null || value === undefined || value === '' ? '—' : formatMoney(value, currency);

/** Formatters of the page in the interface language: decimals, percentages, units. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const decimal = (value: string | null | undefined) =>
    value === null || value === undefined || value === '' ? '—' : formatDecimal(value, language);
  return {
    language,
    decimal,
    percent: (value: string | null | undefined) =>
      value === null || value === undefined ? '—' : `${decimal(value)}\u00a0%`,
    integer: (value: number | null | undefined) =>
      value === null || value === undefined ? '—' : new Intl.NumberFormat(language).format(value),
  };
}
