/**
 * The demo's shipping districts (docs/domain.md#shipping-districts): the defaults copied into the
 * demo company's own set, through the module's services, and WB's warehouses in Belarus and
 * Kazakhstan the demo ships from listed under «Зарубежье» (WB's offices abroad have no federal
 * district, so the defaults leave them unmapped). The sandbox's other foreign warehouses stay
 * unmapped: /settings/districts shows them with their orders and stock.
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

export const DEMO_ABROAD_WAREHOUSES = ['Минск', 'Астана', 'Алматы Атакент'];

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
  const abroad = (await setRows(database.db, company.id)).find((d) => d.systemKey === 'abroad');
  for (const name of DEMO_ABROAD_WAREHOUSES) {
    const member = districtMemberSchema.parse({ kind: 'warehouse', name });
    await addDistrictMember(database, company.id, abroad!.id, member, ctx);
  }
  return 'demo districts: copied';
}
