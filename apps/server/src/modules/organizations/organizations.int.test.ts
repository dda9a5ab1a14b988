/** Organizations and WB accounts through the API: validation, tenancy, deletion rules, audit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertToken, OOO } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';

let ctx: TestContext;
let owner: TestClient;
let analyst: TestClient;
let companyId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', { analyst: 1 });
  companyId = a.company.id;
  owner = await signIn(ctx.app, a.owner);
  analyst = await signIn(ctx.app, a.members.analyst![0]!);
});

afterAll(async () => {
  await ctx.close();
});

const count = async (table: string) =>
  Number(
    (
      await ctx.database.pool.query(`SELECT count(*) FROM ${table} WHERE company_id = $1`, [
        companyId,
      ])
    ).rows[0].count,
  );

describe('organizations', () => {
  it('refuses wrong checksums field by field and stores nothing', async () => {
    const before = await count('organizations');
    const res = await owner.post('/api/organizations', {
      ...OOO,
      inn: '7707083894',
      ogrn: '1027700132196',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors.inn?.[0]).toMatch(/контрольная сумма/);
    expect(body.fieldErrors.ogrn?.[0]).toMatch(/контрольная цифра/);
    expect(await count('organizations')).toBe(before);
  });

  it('knows which requisites each form has', async () => {
    const ip = await owner.post('/api/organizations', {
      ...OOO,
      form: 'ip',
      inn: '500100732259',
      kpp: '773601001',
      ogrn: '304500116000157',
    });
    expect(ip.statusCode).toBe(400);
    expect(ip.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.kpp).toBeDefined();
    const npd = await owner.post('/api/organizations', { ...OOO, taxSystem: 'npd' });
    expect(npd.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.taxSystem).toEqual([
      'НПД доступен только ИП и самозанятым',
    ]);
  });

  it('creates, lists, edits, refuses a duplicate and audits', async () => {
    const created = await owner.post('/api/organizations', OOO);
    expect(created.statusCode, created.body).toBe(201);
    const org = created.json<{ id: string; taxRate: string; accountsCount: number }>();
    expect(org).toMatchObject({ taxRate: '6', accountsCount: 0 });

    const again = await owner.post('/api/organizations', { ...OOO, name: 'Другое имя' });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([
      409,
      'ORGANIZATION_EXISTS',
    ]);

    const edited = await owner.put(`/api/organizations/${org.id}`, {
      ...OOO,
      taxSystem: 'osn',
      taxRate: '25',
      vatRate: '22',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ taxSystem: 'osn', taxRate: '25', vatRate: '22' });

    const list = await analyst.get('/api/organizations');
    expect(list.json<{ items: { id: string }[] }>().items.map((o) => o.id)).toContain(org.id);
    const options = await analyst.get('/api/organizations/options');
    expect(options.json<{ id: string }[]>().map((o) => o.id)).toContain(org.id);
    expect((await analyst.post('/api/organizations', OOO)).statusCode).toBe(403);

    const { rows } = await ctx.database.pool.query(
      `SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [org.id],
    );
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'organization.created',
      'organization.updated',
    ]);
  });

  it('cannot delete an organization with WB accounts', async () => {
    const account = await insertAccount(ctx.database, companyId);
    const res = await owner.delete(`/api/organizations/${account.organizationId}`);
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([
      409,
      'ORGANIZATION_IN_USE',
    ]);
  });
});

describe('WB accounts', () => {
  it('creates an account without a token, refuses a duplicate name or a foreign organization', async () => {
    const org = (await owner.post('/api/organizations', { ...OOO, kpp: '773601099' })).json<{
      id: string;
    }>();
    const created = await owner.post('/api/wb-accounts', {
      name: 'Основной',
      organizationId: org.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'noToken',
      historyDepthMonths: 12,
      sellerId: null,
    });

    const dup = await owner.post('/api/wb-accounts', { name: 'основной', organizationId: org.id });
    expect(dup.json<{ code: string }>().code).toBe('WB_ACCOUNT_EXISTS');

    const other = await createCompany(ctx.database, ctx.config, 'Компания Б');
    const foreignOrg = (await insertAccount(ctx.database, other.company.id)).organizationId;
    const foreign = await owner.post('/api/wb-accounts', {
      name: 'Чужая организация',
      organizationId: foreignOrg,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty(
      'organizationId',
    );

    const depth = await owner.patch(`/api/wb-accounts/${created.json<{ id: string }>().id}`, {
      historyDepthMonths: 37,
    });
    expect(depth.statusCode).toBe(400);
  });

  it('deletes an account with its tokens only when its name is typed', async () => {
    const account = await insertAccount(ctx.database, companyId, { name: 'Удаляемый' });
    await insertToken(ctx.database, ctx.config, account);
    const wrong = await owner.delete(`/api/wb-accounts/${account.id}`, { confirmName: 'Другой' });
    expect(wrong.json<{ code: string }>().code).toBe('CONFIRMATION_MISMATCH');
    expect((await owner.get(`/api/wb-accounts/${account.id}`)).statusCode).toBe(200);

    const ok = await owner.delete(`/api/wb-accounts/${account.id}`, { confirmName: 'Удаляемый' });
    expect(ok.statusCode, ok.body).toBe(204);
    const { rows } = await ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM wb_tokens WHERE account_id = $1',
      [account.id],
    );
    expect(rows[0].n).toBe(0);
  });
});
