import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { insertAccount } from '../../../test/connections';
import { createCompany, signIn } from '../../../test/identity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('personal settings', () => {
  it('start from the defaults (order display as in the seed) and follow the user to a new session', async () => {
    const { owner, company } = await createCompany(ctx.database, ctx.config, 'ООО Настройки');
    const client = await signIn(ctx.app, owner);
    const defaults = (await client.get('/api/settings/user')).json();
    expect(defaults).toMatchObject({
      language: 'ru',
      theme: 'light',
      orderDisplay: { countRow: 1, fontSize: 13, imgWidth: '', imgHeight: '180' },
    });
    const saved = await client.patch('/api/settings/user', {
      theme: 'dark',
      language: 'en',
      defaultCompanyId: company.id,
      orderDisplay: { countRow: 3, fontSize: 15, imgWidth: '120', imgHeight: '200' },
    });
    expect(saved.statusCode).toBe(200);
    const other = await signIn(ctx.app, owner);
    expect((await other.get('/api/me')).json().settings).toMatchObject({
      theme: 'dark',
      language: 'en',
      orderDisplay: { countRow: 3 },
    });
  });

  it('refuses bad values and companies the user is not in', async () => {
    const { owner } = await createCompany(ctx.database, ctx.config, 'ООО Свои');
    const stranger = await createCompany(ctx.database, ctx.config, 'ООО Чужие');
    const client = await signIn(ctx.app, owner);
    expect((await client.patch('/api/settings/user', { theme: 'purple' })).statusCode).toBe(400);
    expect(
      (
        await client.patch('/api/settings/user', {
          orderDisplay: { countRow: 0, fontSize: 13, imgWidth: '', imgHeight: '180' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await client.patch('/api/settings/user', { unknown: 1 })).statusCode).toBe(400);
    const foreign = await client.patch('/api/settings/user', {
      defaultCompanyId: stranger.company.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors.defaultCompanyId).toBeDefined();
  });

  it("refuses another company's WB account as the default one, and keeps the user's own", async () => {
    const mine = await createCompany(ctx.database, ctx.config, 'ООО Свой кабинет');
    const theirs = await createCompany(ctx.database, ctx.config, 'ООО Чужой кабинет');
    const own = await insertAccount(ctx.database, mine.company.id);
    const foreign = await insertAccount(ctx.database, theirs.company.id);
    const client = await signIn(ctx.app, mine.owner);
    const refused = await client.patch('/api/settings/user', { defaultWbAccountId: foreign.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.defaultWbAccountId).toBeDefined();
    expect((await client.get('/api/settings/user')).json().defaultWbAccountId).toBeNull();
    const kept = await client.patch('/api/settings/user', { defaultWbAccountId: own.id });
    expect([kept.statusCode, kept.json().defaultWbAccountId]).toEqual([200, own.id]);
  });

  it('start a session in the default company', async () => {
    const first = await createCompany(ctx.database, ctx.config, 'ООО Первая');
    const client = await signIn(ctx.app, first.owner);
    const second = (await client.post('/api/companies', { name: 'ООО Вторая' })).json();
    await client.put('/api/me/company', { companyId: first.company.id });
    await client.patch('/api/settings/user', { defaultCompanyId: second.id });
    expect(
      (await (await signIn(ctx.app, first.owner)).get('/api/me')).json().currentCompany.id,
    ).toBe(second.id);
  });
});
