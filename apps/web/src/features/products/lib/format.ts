import { decimalSeparator } from '../../../components/format/formatter';

/**
 * A decimal string from the server ("3.1500") as an input's text ("3,15"): trailing zeros
 * dropped, the separator of the language, no grouping; the value is never turned into a float.
 */
export function formatDecimal(value: string, language: string): string {
  const trimmed = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  return trimmed.replace('.', decimalSeparator(language));
}
