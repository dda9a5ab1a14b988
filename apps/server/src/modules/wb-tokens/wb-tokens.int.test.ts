/**
 * WB tokens against the WB sandbox over real HTTP: decode preview, verification with WB,
 * refusals that store nothing, re-checks, and no plaintext token in the database or the logs.
 */
import { Writable } from 'node:stream';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertToken, OOO } from '../../../test/connections';
import { buildTestApp, testConfig, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { createLogger } from '../../lib/logger';

let ctx: TestContext;
let sandbox: Sandbox;
let owner: TestClient;
let companyId: string;
let organizationId: string;
const logLines: string[] = [];

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  const config = { WB_BASE_URL: sandbox.url, LOG_LEVEL: 'trace', LOG_PRETTY: 'false' };
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  // The app logs everything, at trace level, into memory.
  ctx = await buildTestApp({ config, logger: createLogger(testConfig(config), 'test', sink) });
  const a = await createCompany(ctx.database, ctx.config, 'Токены');
  companyId = a.company.id;
  owner = await signIn(ctx.app, a.owner);
  organizationId = (await owner.post('/api/organizations', OOO)).json<{ id: string }>().id;
});

afterAll(async () => {
  await ctx.close();
  await sandbox.close();
});

async function newAccount(name: string) {
  const res = await owner.post('/api/wb-accounts', { name, organizationId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

function seller(name: string, categories = ['content', 'statistics', 'prices']) {
  const { sid } = sandbox.registerSeller({
    name,
    scale: { products: 5, days: 3, ordersPerDay: 2 },
  });
  return { sid, token: sandbox.issueToken({ sid, categories }) };
}

const tokenCount = async (accountId: string) =>
  (
    await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM wb_tokens WHERE account_id = $1',
      [accountId],
    )
  ).rows[0].n as number;

describe('WB tokens', () => {
  it('previews a token before saving: type, seller, categories and what it cannot sync', async () => {
    const { sid, token } = seller('ИП Превью', ['content']);
    const res = await owner.post('/api/wb-tokens/decode', { token: `  ${token}\n` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ sellerId: string; categories: string[]; missingDatasets: string[] }>();
    expect(body).toMatchObject({ sellerId: sid, categories: ['content'], readOnly: false });
    expect(body.missingDatasets).toContain('orders');
    expect(res.body).not.toContain(token);

    const garbage = await owner.post('/api/wb-tokens/decode', { token: 'a.b.c' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('token');
  });

  it('verifies a token with WB, fills in the seller and refuses it twice', async () => {
    const { sid, token } = seller('ООО Проверка');
    const accountId = await newAccount('Проверка');
    const created = await owner.post('/api/wb-tokens', { accountId, name: 'Основной', token });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ sellerId: sid, last4: token.slice(-4) });
    expect(created.body).not.toContain(token);

    const account = (await owner.get(`/api/wb-accounts/${accountId}`)).json<{
      sellerId: string;
      sellerName: string | null;
      status: string;
    }>();
    expect(account.sellerId).toBe(sid);
    expect(account.sellerName).toBeTruthy();
    expect(account.status).not.toBe('noToken');

    const again = await owner.post('/api/wb-tokens', { accountId, name: 'Ещё раз', token });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([
      409,
      'WB_TOKEN_EXISTS',
    ]);
    expect(await tokenCount(accountId)).toBe(1);

    const other = seller('ООО Другой');
    const foreign = await owner.post('/api/wb-tokens', {
      accountId,
      name: 'Чужой',
      token: other.token,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ fieldErrors: { token: string[] } }>().fieldErrors.token[0]).toMatch(
      /другого продавца/,
    );
    expect(await tokenCount(accountId)).toBe(1);
  });

  it('refuses a seller the company already connected as another cabinet, with its name', async () => {
    const { token } = seller('ООО Дважды');
    const first = await newAccount('Первый кабинет');
    expect(
      (await owner.post('/api/wb-tokens', { accountId: first, name: 'A', token })).statusCode,
    ).toBe(201);
    const second = await newAccount('Второй кабинет');
    const twice = await owner.post('/api/wb-tokens', { accountId: second, name: 'B', token });
    expect([twice.statusCode, twice.json<{ code: string }>().code]).toEqual([
      409,
      'WB_SELLER_ALREADY_CONNECTED',
    ]);
    expect(twice.json<{ message: string }>().message).toContain('«Первый кабинет»');
    expect(await tokenCount(second)).toBe(0);
  });

  it('stores nothing when WB refuses the token or cannot be reached', async () => {
    const { token } = seller('ООО Подделка');
    const [head, payload] = token.split('.');
    const forged = `${head}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const accountId = await newAccount('Подделка');
    const refused = await owner.post('/api/wb-tokens', { accountId, name: 'x', token: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: { token: string[] } }>().fieldErrors.token[0]).toMatch(
      /WB не принял токен \(401\)/,
    );

    sandbox.control.setFaults([
      { endpoint: 'GET /common/api/v1/seller-info', kind: '5xx', status: 503, count: 10 },
    ]);
    try {
      const down = await owner.post('/api/wb-tokens', { accountId, name: 'x', token });
      expect([down.statusCode, down.json<{ code: string }>().code]).toEqual([
        503,
        'WB_UNAVAILABLE',
      ]);
    } finally {
      sandbox.control.setFaults([]);
    }
    expect(await tokenCount(accountId)).toBe(0);
    const account = (await owner.get(`/api/wb-accounts/${accountId}`)).json<{
      sellerId: unknown;
    }>();
    expect(account.sellerId).toBeNull();
  });

  it('marks a token WB no longer accepts as invalid on a re-check', async () => {
    const account = await insertAccount(ctx.database, companyId, { sellerId: null });
    const { row } = await insertToken(ctx.database, ctx.config, account);
    const checked = await owner.post(`/api/wb-tokens/${row.id}/check`);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ status: 'invalid' });
    expect(checked.json<{ lastError: string }>().lastError).toMatch(/WB не принял токен/);
  });

  it('never writes a plaintext token to the database or the logs', async () => {
    const { token } = seller('ООО Секрет');
    const accountId = await newAccount('Секрет');
    expect((await owner.post('/api/wb-tokens', { accountId, name: 'С', token })).statusCode).toBe(
      201,
    );
    const signature = token.split('.')[2]!;
    const { rows: tables } = await ctx.database.pool.query<{ name: string }>(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
         FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const { rows } = await ctx.database.pool.query(`SELECT t::text AS row FROM ${name} t`);
      const leaked = rows.filter((r: { row: string }) => r.row.includes(signature));
      expect(leaked, `${name} holds the token`).toEqual([]);
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((l) => l.includes(signature))).toEqual([]);
  });
});
