/**
 * The database's own backstop for tenant isolation (docs/budgets.md#tenant-isolation-and-access-control):
 * a reference a user chooses (a role, an organization, a cabinet, a proxy, a tag, a category)
 * points at (company_id, id), so even a service that forgot its check cannot store another
 * company's object. Generated from the catalogue: a new such reference without it fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertOrganization } from '../../test/connections';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { createCompany } from '../../test/identity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/**
 * References between two company-scoped tables kept by a single-column key only: the synced
 * catalogue and its derived rows, written by the sync with the account's own company
 * (sync/tenant-columns.table.ts), never from a request.
 */
const SYNCED = new Set([
  'sync_runs.account_id',
  'sync_state.account_id',
  'price_history.account_id',
  'prices.account_id',
  'product_sizes.account_id',
  'products.account_id',
  'realization_reports.account_id',
  'wb_supplies.account_id',
  'wb_supply_goods.account_id',
  'ad_spend.account_id',
  'wb_seller_warehouses.account_id',
  'wb_paid_acceptance.account_id',
]);

describe('tenant backstop in the schema', () => {
  it('has every reference between two companies’ tables include company_id, but the synced ones', async () => {
    const { rows } = await ctx.database.pool.query<{ child: string; columns: string[] }>(`
      SELECT c.conrelid::regclass::text AS child,
             array_agg(a.attname::text ORDER BY a.attnum) AS columns
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
         AND EXISTS (SELECT 1 FROM pg_attribute p WHERE p.attrelid = c.confrelid AND p.attname = 'company_id')
         AND EXISTS (SELECT 1 FROM pg_attribute q WHERE q.attrelid = c.conrelid AND q.attname = 'company_id')
       GROUP BY c.oid, c.conrelid`);
    const scoped = new Set(
      rows
        .filter((r) => r.columns.includes('company_id'))
        .flatMap((r) => r.columns.filter((c) => c !== 'company_id').map((c) => `${r.child}.${c}`)),
    );
    const bare = rows
      .filter((r) => r.columns.length === 1 && r.columns[0] !== 'company_id')
      .map((r) => `${r.child}.${r.columns[0]}`)
      .filter((ref) => !scoped.has(ref) && !SYNCED.has(ref));
    expect(bare).toEqual([]);
    expect(scoped.size).toBeGreaterThanOrEqual(13);
  });

  it('refuses a row that refers to another company’s object, whatever the code did', async () => {
    const a = await createCompany(ctx.database, ctx.config, 'ООО Своё');
    const b = await createCompany(ctx.database, ctx.config, 'ООО Чужое');
    const foreignOrganization = (await insertOrganization(ctx.database, b.company.id)).id;
    const account = (await insertAccount(ctx.database, a.company.id)).id;
    await expect(
      ctx.database.pool.query(`UPDATE wb_accounts SET organization_id = $1 WHERE id = $2`, [
        foreignOrganization,
        account,
      ]),
    ).rejects.toThrow(/wb_accounts_organization_id_company_fk/);
    await expect(
      ctx.database.pool.query(
        `INSERT INTO company_members (company_id, user_id, role_id) VALUES ($1, $2, $3)`,
        [a.company.id, b.owner.id, b.roles.manager.id],
      ),
    ).rejects.toThrow(/company_members_role_id_company_fk/);
  });
});
