/**
 * WB API tokens as the sandbox issues and checks them: JWTs (HS256, the sandbox's key) with WB's
 * payload fields — `id`, `sid`, `exp`, `acc` (1 basic, 2 test, 3 personal, 4 service), `s`
 * (category bits, bit 30 = read-only), `for`, `t`, `iat` (docs/wb-notes.md#tokens).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export const CATEGORY_BITS = {
  content: 1,
  analytics: 2,
  prices: 3,
  marketplace: 4,
  statistics: 5,
  promotion: 6,
  feedbacks: 7,
  chat: 9,
  supplies: 10,
  returns: 11,
  documents: 12,
  finance: 13,
  users: 16,
} as const;

export type Category = keyof typeof CATEGORY_BITS;
export const READ_ONLY_BIT = 30;
export const ACC_BASIC = 1;
export const ACC_TEST = 2;
export const ACC_PERSONAL = 3;
export const ACC_SERVICE = 4;

export interface TokenPayload {
  id: string;
  sid: string;
  exp: number;
  acc: number;
  s: number;
  for?: string;
  t?: boolean;
  iat: number;
}

export interface IssueOptions {
  sid: string;
  categories?: readonly string[];
  readOnly?: boolean;
  acc?: number;
  expiresInDays?: number;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function categoryMask(categories: readonly string[], readOnly: boolean): number {
  let s = 0;
  for (const c of categories) {
    const bit = CATEGORY_BITS[c as Category];
    if (bit === undefined) throw new Error(`unknown token category: ${c}`);
    s |= 1 << bit;
  }
  if (readOnly) s |= 1 << READ_ONLY_BIT;
  return s >>> 0;
}

export function hasBit(s: number, bit: number): boolean {
  return ((s >>> bit) & 1) === 1;
}

export function signToken(key: Buffer, payload: TokenPayload): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', key).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** A token as WB issues it: 180 days, personal unless asked otherwise, all categories by default. */
export function issueToken(key: Buffer, opts: IssueOptions, nowMs: number): string {
  const acc = opts.acc ?? ACC_PERSONAL;
  const iat = Math.floor(nowMs / 1000);
  const payload: TokenPayload = {
    id: randomUUID(),
    sid: opts.sid,
    exp: iat + Math.round((opts.expiresInDays ?? 180) * 86400),
    acc,
    s: categoryMask(opts.categories ?? Object.keys(CATEGORY_BITS), opts.readOnly ?? false),
    iat,
  };
  if (acc === ACC_PERSONAL) payload.for = 'self';
  if (acc === ACC_SERVICE) payload.for = 'asid:1001';
  if (acc === ACC_TEST) payload.t = true;
  return signToken(key, payload);
}

export type VerifyResult = { ok: true; payload: TokenPayload } | { ok: false; detail: string };

/** Checks a raw `Authorization` value the way WB's auth gateway does (details in its wording). */
export function verifyToken(key: Buffer, header: string | undefined, nowMs: number): VerifyResult {
  if (!header) return { ok: false, detail: 'empty Authorization header' };
  // WB documents the raw token; a "Bearer " prefix is tolerated (docs/wb-notes.md#tokens, UNSURE
  // there).
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {
      ok: false,
      detail: 'token problem; token is malformed: token contains an invalid number of segments',
    };
  }
  const [head, body, sig] = parts as [string, string, string];
  let header0: { alg?: unknown };
  let payload: TokenPayload;
  try {
    header0 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return {
      ok: false,
      detail: 'token problem; token is malformed: could not JSON decode header or claims',
    };
  }
  if (header0.alg !== 'HS256') {
    return { ok: false, detail: 'token problem; token is unverifiable: signing method is invalid' };
  }
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, detail: 'token problem; token signature is invalid: signature is invalid' };
  }
  if (
    typeof payload.sid !== 'string' ||
    typeof payload.s !== 'number' ||
    typeof payload.exp !== 'number'
  ) {
    return {
      ok: false,
      detail: 'token problem; token has invalid claims: required claims are missing',
    };
  }
  if (payload.exp * 1000 <= nowMs) {
    return { ok: false, detail: 'token problem; token has invalid claims: token is expired' };
  }
  return { ok: true, payload };
}
