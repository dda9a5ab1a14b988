/** Key rotation: every encrypted column moves to the new key and still decrypts to the same. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertCookie, insertProxy, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { decryptSecret, parseKeyring } from '../../lib/secrets';
import { countStaleSecrets, rotateSecrets } from './rotate-secrets';

const k1 = `k1:${randomBytes(32).toString('base64')}`;
const k2 = `k2:${randomBytes(32).toString('base64')}`;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { SECRETS_KEYS: k1 } });
});

afterAll(async () => {
  await ctx.close();
});

describe('rotateSecrets', () => {
  it('re-encrypts tokens, cookies and proxy passwords under the new key, once', async () => {
    const { company } = await createCompany(ctx.database, ctx.config, 'Ротация');
    const account = await insertAccount(ctx.database, company.id);
    const { row: token, raw } = await insertToken(ctx.database, ctx.config, account);
    const { row: cookie, cookie: cookieValue } = await insertCookie(
      ctx.database,
      ctx.config,
      account,
    );
    const proxy = await insertProxy(ctx.database, ctx.config, company.id, {
      username: 'u',
      password: 'proxy-secret',
    });

    const both = parseKeyring(`${k2},${k1}`);
    expect(await countStaleSecrets(ctx.database, both)).toBeGreaterThanOrEqual(3);
    const counts = await rotateSecrets(ctx.database, both);
    expect(counts).toMatchObject({
      'wb_tokens.ciphertext': 1,
      'wb_cookies.ciphertext': 1,
      'api_proxies.password_ciphertext': 1,
    });
    expect(await countStaleSecrets(ctx.database, both)).toBe(0);
    expect(Object.values(await rotateSecrets(ctx.database, both)).every((n) => n === 0)).toBe(true);

    // Only the new key is needed now.
    const onlyNew = parseKeyring(k2);
    const q = async (sql: string, id: string) =>
      (await ctx.database.pool.query(sql, [id])).rows[0] as { c: string; k: string };
    const t = await q('SELECT ciphertext c, key_id k FROM wb_tokens WHERE id = $1', token.id);
    expect([decryptSecret(onlyNew, t.c), t.k]).toEqual([raw, 'k2']);
    const c = await q('SELECT ciphertext c, key_id k FROM wb_cookies WHERE id = $1', cookie.id);
    expect(decryptSecret(onlyNew, c.c)).toBe(cookieValue);
    const p = await q(
      'SELECT password_ciphertext c, key_id k FROM api_proxies WHERE id = $1',
      proxy.id,
    );
    expect(decryptSecret(onlyNew, p.c)).toBe('proxy-secret');
  });
});
