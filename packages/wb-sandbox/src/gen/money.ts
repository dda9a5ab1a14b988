/**
 * Money is kept as integer kopecks and rendered the way each WB API renders it:
 * finance-api as decimal strings without trailing zeros ("376.99", "258", "0.2"),
 * statistics as JSON numbers (376.99), tariffs as comma decimals with space thousands ("1 039", "11,2").
 */

/** Kopecks → "376.99" / "258" / "-1" / "0.2". */
export function kopToDecimal(kop: number): string {
  const neg = kop < 0;
  const abs = Math.abs(Math.round(kop));
  const rub = Math.floor(abs / 100);
  const k = abs % 100;
  let out = `${rub}`;
  if (k !== 0) out += k % 10 === 0 ? `.${k / 10}` : `.${k < 10 ? '0' : ''}${k}`;
  return neg && abs !== 0 ? `-${out}` : out;
}

/** Kopecks → JSON number text with at most two decimals. */
export function kopToNumber(kop: number): number {
  return Math.round(kop) / 100;
}

/** A number with up to `digits` decimals → WB tariff text: comma decimals, space thousands. */
export function tariffText(value: number, digits = 2): string {
  const fixed = value.toFixed(digits).replace(/\.?0+$/, '');
  const [int = '0', frac] = fixed.split('.');
  const neg = int.startsWith('-');
  const digitsOnly = neg ? int.slice(1) : int;
  const grouped = digitsOnly.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${neg ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

/** Percent of an amount in kopecks, rounded half up to a kopeck. */
export function percentOf(kop: number, percent: number): number {
  return Math.round((kop * percent) / 100);
}
