/**
 * The demo company's cost prices, so the leftovers report (value at cost) and the P&L's COGS do
 * real work on the first start: a version a year back for most of the first products of the
 * synced catalogue, made through the product-costs service like a user's. Every fifth product is
 * left without one, so the pages also show a missing cost with its reason. Once only: a company
 * with any cost version is left as it is.
 */
import { mskDate } from '@wb/shared/dates/msk';
import { addDays } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import { findCompanyByName } from '../companies/companies.repository';
import { createCost } from '../product-costs/product-costs.service';
import { DEMO_COMPANY } from './demo.seed';

const PRODUCTS = 40;

export async function ensureDemoCosts(database: Database): Promise<string> {
  const company = await findCompanyByName(database.db, DEMO_COMPANY);
  if (!company) return 'demo costs: none (no demo company)';
  const { rows: existing } = await database.db.execute(
    sql`SELECT 1 FROM product_costs WHERE company_id = ${company.id} LIMIT 1`,
  );
  if (existing.length > 0) return 'demo costs: ready';
  const { rows } = await database.db.execute<{ account_id: string; nm_id: string }>(sql`
    SELECT account_id, nm_id::text FROM products
     WHERE company_id = ${company.id} AND NOT in_trash ORDER BY nm_id LIMIT ${PRODUCTS}`);
  if (rows.length === 0) return 'demo costs: none yet (the catalogue is not synced)';
  const ctx: AuditContext = { actorUserId: null, companyId: company.id, ip: null, requestId: null };
  const validFrom = addDays(mskDate(), -365);
  let made = 0;
  for (const [i, p] of rows.entries()) {
    if (i % 5 === 4) continue;
    // 300…1,250 ₽ by position: plausible and different.
    const unitCost = `${300 + ((i * 137) % 20) * 50}.00`;
    await createCost(
      database,
      company.id,
      p.nm_id,
      p.account_id,
      { unitCost, currency: 'RUB', validFrom },
      ctx,
    );
    made++;
  }
  return `demo costs: ${made} products costed`;
}
