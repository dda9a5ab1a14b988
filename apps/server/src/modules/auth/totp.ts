import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Селлер-офис WB';
const PERIOD_S = 30;

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

export async function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** Accepts the current code and one step either side (clock drift of ±30 s). */
export function verifyTotp(secretBase32: string, code: string, timestamp = Date.now()): boolean {
  return totpStep(secretBase32, code, timestamp) !== null;
}

/**
 * The time step (30-second periods since the epoch) a code belongs to, within the ±1 step drift
 * window, or null when it matches none. A code is used once: callers claim its step
 * (`claimTotpStep`), so the same code cannot open a second session (docs/budgets.md#mfa).
 */
export function totpStep(
  secretBase32: string,
  code: string,
  timestamp = Date.now(),
): number | null {
  const delta = totp(secretBase32, 'check').validate({ token: code, window: 1, timestamp });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_S) + delta;
}

/** The code an authenticator shows now (for tests and the demo script). */
export function currentTotp(secretBase32: string, timestamp = Date.now()): string {
  return totp(secretBase32, 'now').generate({ timestamp });
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten one-time recovery codes like `k3m9q-xw2pa`. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are compared without dash and case. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace('-', '').toLowerCase()).digest('hex');
}
