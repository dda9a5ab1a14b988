import {
  categoriesFromMask,
  hasBit,
  WB_READ_ONLY_BIT,
  WB_TOKEN_TYPES,
  type WbCategory,
  type WbTokenType,
} from './categories';

/** What the product needs from a WB token's payload (docs/wb-notes.md#tokens). */
export interface WbTokenInfo {
  /** Token ID (`id`, a UUID). */
  id: string;
  /** Seller (cabinet) ID (`sid`), the same as `sid` of `GET /api/v1/seller-info`. */
  sellerId: string;
  /** Expiry (`exp`, Unix seconds). */
  expiresAt: Date;
  type: WbTokenType;
  categories: WbCategory[];
  /** The raw category bit mask `s` (kept to re-derive categories WB adds later). */
  scopeMask: number;
  /** Bit 30 of `s`. */
  readOnly: boolean;
  /** The service ID of a service token (`for: "asid:{ID}"`); absent for other types. */
  forService?: string;
  /** `t: true` marks a test (WB sandbox) token. */
  test: boolean;
}

export type WbTokenErrorCode = 'malformed' | 'invalid-payload' | 'unsupported-type';

/** A token that cannot be read. The message never contains the token itself. */
export class WbTokenError extends Error {
  override readonly name = 'WbTokenError';
  constructor(
    readonly code: WbTokenErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * Reads a WB token's payload without verifying its signature: the client cannot (WB keeps the
 * key) and does not need to, since WB verifies every request (docs/wb-notes.md#tokens).
 */
export function decodeWbToken(token: string): WbTokenInfo {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) {
    throw new WbTokenError('malformed', 'A WB token is a JWT of three dot-separated parts');
  }
  const payloadPart = parts[1] ?? '';
  if (!BASE64URL.test(payloadPart)) {
    throw new WbTokenError('malformed', 'The token payload is not base64url');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw new WbTokenError('malformed', 'The token payload is not JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new WbTokenError('malformed', 'The token payload is not a JSON object');
  }
  return fromPayload(payload as Record<string, unknown>);
}

function fromPayload(p: Record<string, unknown>): WbTokenInfo {
  const id = p.id;
  const sid = p.sid;
  const exp = p.exp;
  const acc = p.acc;
  const s = p.s ?? 0;
  if (typeof id !== 'string' || id === '') throw invalid('id');
  if (typeof sid !== 'string' || sid === '') throw invalid('sid');
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= 0) throw invalid('exp');
  if (typeof acc !== 'number') throw invalid('acc');
  if (typeof s !== 'number' || !Number.isSafeInteger(s) || s < 0) throw invalid('s');
  const type = WB_TOKEN_TYPES.find((t) => t.acc === acc)?.key;
  if (!type) {
    throw new WbTokenError('unsupported-type', `Unknown WB token type acc=${String(acc)}`);
  }
  const info: WbTokenInfo = {
    id,
    sellerId: sid,
    expiresAt: new Date(exp * 1000),
    type,
    categories: categoriesFromMask(s),
    scopeMask: s,
    readOnly: hasBit(s, WB_READ_ONLY_BIT),
    test: p.t === true,
  };
  // `for` is `self` for personal tokens and `asid:{service ID}` for service tokens
  // (docs/wb-notes.md#tokens).
  if (typeof p.for === 'string' && p.for.startsWith('asid:')) {
    info.forService = p.for.slice('asid:'.length);
  }
  return info;
}

function invalid(claim: string): WbTokenError {
  return new WbTokenError('invalid-payload', `The token payload has no valid "${claim}" claim`);
}

/** True when the token has expired at `now` (WB tokens live 180 days, docs/wb-notes.md#tokens). */
export function isWbTokenExpired(info: Pick<WbTokenInfo, 'expiresAt'>, now = new Date()): boolean {
  return info.expiresAt.getTime() <= now.getTime();
}
