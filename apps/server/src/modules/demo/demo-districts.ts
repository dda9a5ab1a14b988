/**
 * The demo's shipping districts (docs/domain.md#shipping-districts): the defaults copied into the
 * demo company's own set, through the module's services, with the warehouses the demo seller
 * ships from that the defaults cannot place listed by name: WB's warehouses in Belarus and
 * Kazakhstan under «Зарубежье» (offices abroad have no federal district), and the two
 * oversized-cargo (СГТ) warehouses WB's offices list leaves out since 05.08.2026 under their
 * districts. Other such warehouses stay unmapped: /settings/districts shows them with their
 * orders and stock.
 *
 * Idempotent: nothing is done once the company has districts of its own.
 */
import { districtMemberSchema } from '@wb/shared/districts/districts.contract';
import type { Database } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import { findCompanyByName } from '../companies/companies.repository';
import { hasOwnSet, setRows } from '../districts/districts.repository';
import { addDistrictMember, copyDefaults } from '../districts/districts.service';
import { findUserByEmail } from '../users/users.repository';
import { DEMO_COMPANY, DEMO_OWNER_EMAIL } from './demo.seed';

/** Warehouses listed by name, by the system key of their district. */
export const DEMO_LISTED_WAREHOUSES: Record<string, string[]> = {
  abroad: ['Минск', 'Астана', 'Алматы Атакент'],
  central: ['Ярославль Громова'],
  ural: ['Курган'],
};

export async function ensureDemoDistricts(database: Database): Promise<string> {
  const company = await findCompanyByName(database.db, DEMO_COMPANY);
  if (!company) return 'demo districts: none (no demo company)';
  if (await hasOwnSet(database.db, company.id)) return 'demo districts: ready';
  const owner = await findUserByEmail(database.db, DEMO_OWNER_EMAIL);
  const ctx: AuditContext = {
    actorUserId: owner?.id ?? null,
    companyId: company.id,
    ip: null,
    requestId: null,
  };
  await copyDefaults(database, company.id, ctx);
  const set = await setRows(database.db, company.id);
  for (const [key, names] of Object.entries(DEMO_LISTED_WAREHOUSES)) {
    const district = set.find((d) => d.systemKey === key)!;
    for (const name of names) {
      const member = districtMemberSchema.parse({ kind: 'warehouse', name });
      await addDistrictMember(database, company.id, district.id, member, ctx);
    }
  }
  return 'demo districts: copied';
}
