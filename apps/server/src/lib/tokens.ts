import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, base64url (43 characters), for links and cookies. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens are stored: SHA-256 hex. Tokens are random, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
