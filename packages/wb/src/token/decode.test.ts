import { describe, expect, it } from 'vitest';
import {
  categoriesFromMask,
  maskFromCategories,
  WB_CATEGORIES,
  WB_READ_ONLY_BIT,
} from './categories';
import { decodeWbToken, isWbTokenExpired, WbTokenError } from './decode';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) =>
  `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(payload)}.c2lnbmF0dXJl`;

const base = {
  id: '7f1c6a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
  sid: 'e8923014-e233-4708-898e-3cc86d67ea61',
  exp: 1_800_000_000,
  acc: 3,
  for: 'self',
  // content (1), prices (3), statistics (5), finance (13), read-only (30)
  s: 2 ** 1 + 2 ** 3 + 2 ** 5 + 2 ** 13 + 2 ** 30,
  oid: 123,
};

describe('decodeWbToken', () => {
  it('reads the documented claims of a personal token', () => {
    expect(decodeWbToken(jwt(base))).toEqual({
      id: base.id,
      sellerId: base.sid,
      expiresAt: new Date(1_800_000_000_000),
      type: 'personal',
      categories: ['content', 'prices', 'statistics', 'finance'],
      scopeMask: base.s,
      readOnly: true,
      test: false,
    });
  });

  it('maps every token type and the service of a service token', () => {
    expect(decodeWbToken(jwt({ ...base, acc: 1 })).type).toBe('basic');
    const test = decodeWbToken(jwt({ ...base, acc: 2, t: true }));
    expect([test.type, test.test]).toEqual(['test', true]);
    const service = decodeWbToken(jwt({ ...base, acc: 4, for: 'asid:42' }));
    expect([service.type, service.forService]).toEqual(['service', '42']);
  });

  it('decodes every category bit and the read-only bit', () => {
    const all = WB_CATEGORIES.map((c) => c.key);
    const info = decodeWbToken(jwt({ ...base, s: maskFromCategories(all) }));
    expect(info.categories).toEqual(all);
    expect(info.readOnly).toBe(false);
    expect(categoriesFromMask(2 ** WB_READ_ONLY_BIT)).toEqual([]);
    expect(categoriesFromMask(2 ** 8 + 2 ** 14)).toEqual([]); // unassigned bits are ignored
    expect(maskFromCategories(['finance'], true)).toBe(2 ** 13 + 2 ** 30);
  });

  it('treats a missing mask as no categories', () => {
    const { s: _s, ...withoutMask } = base;
    expect(decodeWbToken(jwt(withoutMask)).categories).toEqual([]);
  });

  it('rejects malformed tokens with typed errors that do not echo the token', () => {
    const cases = [
      '',
      'abc',
      'a.b',
      'a..c',
      `x.${'%%%'}.y`,
      `x.${Buffer.from('nope').toString('base64url')}.y`,
    ];
    for (const token of cases) {
      const error = catchError(() => decodeWbToken(token));
      expect(error).toBeInstanceOf(WbTokenError);
      expect((error as WbTokenError).code).toBe('malformed');
    }
    const secret = jwt({ ...base, sid: 42 });
    const error = catchError(() => decodeWbToken(secret)) as WbTokenError;
    expect(error.code).toBe('invalid-payload');
    expect(error.message).not.toContain(secret);
    expect(catchError(() => decodeWbToken(jwt([1, 2])))).toBeInstanceOf(WbTokenError);
  });

  it('rejects missing claims and unknown token types', () => {
    for (const claim of ['id', 'sid', 'exp', 'acc'] as const) {
      const { [claim]: _omitted, ...rest } = base;
      expect((catchError(() => decodeWbToken(jwt(rest))) as WbTokenError).code).toBe(
        'invalid-payload',
      );
    }
    expect((catchError(() => decodeWbToken(jwt({ ...base, acc: 9 }))) as WbTokenError).code).toBe(
      'unsupported-type',
    );
    expect((catchError(() => decodeWbToken(jwt({ ...base, s: -1 }))) as WbTokenError).code).toBe(
      'invalid-payload',
    );
  });

  it('tells whether a token has expired', () => {
    const info = decodeWbToken(jwt(base));
    expect(isWbTokenExpired(info, new Date(1_799_999_999_000))).toBe(false);
    expect(isWbTokenExpired(info, new Date(1_800_000_000_000))).toBe(true);
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
