/**
 * Money formatting without decimal.js, for the browser's pages (the library stays out of their
 * chunks): the amount is rounded half-up to kopecks on its decimal digits, as decimal.js would.
 */

const NARROW_NBSP = '\u202f';

/** The sign of each currency; the web shows these rather than Intl's narrow symbols. */
export const CURRENCY_SIGNS: Record<string, string> = {
  RUB: '₽',
  USD: '$',
  EUR: '€',
  CNY: '¥',
  KZT: '₸',
  BYN: 'Br',
  AMD: '֏',
  KGS: 'сом',
  UZS: 'сўм',
};

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `"1234.5"`, `"1 234,5"` or a number → `"1234.50"`, rounded half-up to two decimals. */
export function toFixed2(value: string | number): string {
  const text =
    typeof value === 'number'
      ? String(value)
      : value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const m = DECIMAL.exec(text);
  if (!m) throw new Error(`Not a decimal amount: "${String(value)}"`);
  const [, minus, int = '0', frac = ''] = m;
  let digits = `${int}${frac.padEnd(2, '0').slice(0, 2)}`;
  if ((frac[2] ?? '0') >= '5') {
    // +1 kopeck on the digit string (no float).
    const arr = digits.split('');
    let i = arr.length - 1;
    while (i >= 0 && arr[i] === '9') arr[i--] = '0';
    if (i < 0) arr.unshift('1');
    else arr[i] = String(Number(arr[i]) + 1);
    digits = arr.join('');
  }
  digits = digits.replace(/^0+(?=\d{3})/, '');
  const whole = digits.slice(0, -2);
  const cents = digits.slice(-2);
  const zero = /^0*$/.test(digits);
  return `${minus && !zero ? '-' : ''}${whole}.${cents}`;
}

/**
 * Formats money the Russian way: thin-space thousands, comma, two decimals and the currency
 * sign, e.g. `1 234 567,80 ₽`. Works on the decimal string, so no precision is lost.
 */
export function formatMoney(value: string | number, currency = 'RUB'): string {
  const fixed = toFixed2(value);
  const negative = fixed.startsWith('-');
  const [int = '0', frac = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NBSP);
  const sign = CURRENCY_SIGNS[currency] ?? currency;
  return `${negative ? '−' : ''}${grouped},${frac}${NARROW_NBSP}${sign}`;
}
