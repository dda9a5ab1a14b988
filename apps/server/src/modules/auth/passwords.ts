import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@wb/shared';

/** argon2id with the OWASP parameters of docs/budgets.md#passwords: m = 19 MiB, t = 2, p = 1. */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing in particular, verified when the e-mail is unknown: sign-in takes the same
 * time whether or not the account exists.
 */
let decoy: Promise<string> | null = null;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoy, password);
  return false;
}

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/**
 * The password policy (NIST 800-63B): length 12..256, not a known common password, not the
 * user's own e-mail or name. No composition rules. Returns a message, or null when acceptable.
 */
export function passwordProblem(
  password: string,
  context: { email?: string; fullName?: string } = {},
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`;
  if (length > PASSWORD_MAX_LENGTH)
    return `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`;
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) {
    return 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой';
  }
  // A word repeated or a simple sequence that slipped past the list.
  if (new Set(lowered).size <= 2) return 'Пароль из одного-двух символов легко подобрать';
  const email = context.email?.toLowerCase();
  if (email && (lowered === email || lowered === email.split('@')[0])) {
    return 'Пароль не должен совпадать с адресом почты';
  }
  if (context.fullName && lowered === context.fullName.toLowerCase()) {
    return 'Пароль не должен совпадать с именем';
  }
  return null;
}
