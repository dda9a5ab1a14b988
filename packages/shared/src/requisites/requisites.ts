/**
 * Checksums of Russian company requisites. Each returns true only for a well-formed number whose
 * control digits are right: a typo in an ИНН or an account number is caught before it is saved.
 */
const digits = (value: string) => [...value].map(Number);

const weighted = (ds: number[], weights: number[]) =>
  weights.reduce((sum, w, i) => sum + w * ds[i]!, 0);

/** ИНН: 10 digits (organisations) or 12 (individuals, ИП, самозанятые). */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false;
  const d = digits(value);
  if (d.length === 10) {
    return (weighted(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === d[9];
  }
  const c11 = (weighted(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  const c12 = (weighted(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  return c11 === d[10] && c12 === d[11];
}

/** КПП: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}

/** ОГРН (13 digits) or ОГРНИП (15 digits): the last digit is the remainder of the rest. */
export function isValidOgrn(value: string): boolean {
  if (!/^(\d{13}|\d{15})$/.test(value)) return false;
  const body = BigInt(value.slice(0, -1));
  const modulus = value.length === 13 ? 11n : 13n;
  return Number((body % modulus) % 10n) === Number(value.at(-1));
}

/** БИК: 9 digits. */
export function isValidBik(value: string): boolean {
  return /^\d{9}$/.test(value);
}

function accountKeyOk(prefix: string, account: string): boolean {
  const weights = [7, 1, 3];
  const d = digits(prefix + account);
  return d.reduce((sum, x, i) => sum + ((x * weights[i % 3]!) % 10), 0) % 10 === 0;
}

/** Settlement account (р/с, 20 digits): control key together with the bank's БИК. */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && isValidBik(bik) && accountKeyOk(bik.slice(-3), account);
}

/** Correspondent account (к/с, 20 digits): control key with "0" and БИК digits 5–6. */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return (
    /^\d{20}$/.test(account) && isValidBik(bik) && accountKeyOk(`0${bik.slice(4, 6)}`, account)
  );
}
