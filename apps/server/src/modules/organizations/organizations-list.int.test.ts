/**
 * /api/organizations as a grid: sort, filters, the accounts total, tenant isolation and the
 * export; the select's list (/options) stays whole.
 */
import type { ListRequestInput, Organization } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertOrganization } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';

let ctx: TestContext;
let owner: TestClient;

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Организации А');
  const b = await createCompany(ctx.database, ctx.config, 'Организации Б');
  const companyId = a.company.id;
  const romashka = await insertOrganization(ctx.database, companyId, 'ООО Ромашка');
  await insertOrganization(ctx.database, companyId, 'ООО Василёк');
  const osn = await insertOrganization(ctx.database, companyId, 'АО Берёза');
  await ctx.database.pool.query(
    `UPDATE organizations SET form = 'ao', tax_system = 'osn', tax_rate = 25, vat_rate = 22
      WHERE id = $1`,
    [osn.id],
  );
  await insertAccount(ctx.database, companyId, { organizationId: romashka.id });
  await insertAccount(ctx.database, companyId, { organizationId: romashka.id });
  await insertAccount(ctx.database, companyId, { organizationId: osn.id });
  await insertOrganization(ctx.database, b.company.id, 'ООО Чужая');
  owner = await signIn(ctx.app, a.owner);
});

afterAll(async () => {
  await ctx.close();
});

const url = (list: ListRequestInput, path = '/api/organizations', extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(list: ListRequestInput = {}) {
  const res = await owner.get(url(list));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Organization[]; total: number; totals: Record<string, string> }>();
}

const names = (items: Organization[]) => items.map((o) => o.name);

describe('/api/organizations (grid)', () => {
  it("lists the company's legal entities by name with rates and linked accounts", async () => {
    const res = await page();
    expect(names(res.items)).toEqual(['АО Берёза', 'ООО Василёк', 'ООО Ромашка']);
    expect(res.items[0]).toMatchObject({
      form: 'ao',
      taxSystem: 'osn',
      taxRate: '25',
      vatRate: '22',
      accountsCount: 1,
      bank: null,
    });
    expect(res.items[2]).toMatchObject({ taxRate: '6', vatRate: null, accountsCount: 2 });
    expect(res.totals).toEqual({ accountsCount: '3' });
  });

  it('sorts and filters on the server; another company never shows', async () => {
    const byAccounts = await page({ sort: [{ field: 'accountsCount', dir: 'desc' }] });
    expect(names(byAccounts.items)).toEqual(['ООО Ромашка', 'АО Берёза', 'ООО Василёк']);
    const usn = await page({
      filter: { op: 'and', items: [{ field: 'taxSystem', op: 'is', value: 'usnIncome' }] },
    });
    expect(names(usn.items)).toEqual(['ООО Василёк', 'ООО Ромашка']);
    expect(usn.totals).toEqual({ accountsCount: '2' });
    const foreign = await page({
      filter: { op: 'and', items: [{ field: 'name', op: 'contains', value: 'Чуж' }] },
    });
    expect(foreign.total).toBe(0);
    const options = await owner.get('/api/organizations/options');
    expect(options.json<Organization[]>().map((o) => o.name)).toEqual([
      'АО Берёза',
      'ООО Василёк',
      'ООО Ромашка',
    ]);
  });

  it('exports the filtered view to CSV and audits it', async () => {
    const res = await owner.get(
      url(
        {
          filter: { op: 'and', items: [{ field: 'accountsCount', op: 'gt', value: 0 }] },
          sort: [{ field: 'name', dir: 'asc' }],
          columns: ['name', 'taxSystem', 'taxRate', 'accountsCount'],
        },
        '/api/organizations/export',
        '&format=csv',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(parseCsv(res.body.replace(/^\uFEFF/, ''))).toEqual([
      ['Название', 'Система налогообложения', 'Ставка налога, %', 'Кабинетов WB'],
      ['АО Берёза', 'ОСН', '25', '1'],
      ['ООО Ромашка', 'УСН «доходы»', '6', '2'],
    ]);
    const audit = await ctx.database.pool.query(
      `SELECT entity_id FROM audit_log WHERE action = 'organizations.export'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'csv' }]);
  });
});
