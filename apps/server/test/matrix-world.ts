import type { SystemRoleKey } from '@wb/shared';
import type { companies } from '../src/modules/companies/companies.table';
import type { roles } from '../src/modules/roles/roles.table';
import type { TestContext } from './helpers';
import type { Actor, World } from './matrix-cases';

type Company = typeof companies.$inferSelect;
type Role = typeof roles.$inferSelect;

/** The world of two companies (as `createCompany` returns them) and the callers acting in it. */
export function worldOf(
  ctx: TestContext,
  a: { company: Company; roles: Record<SystemRoleKey, Role>; owner: { id: string } },
  b: { company: Company; roles: Record<SystemRoleKey, Role>; owner: { id: string } },
  actors: Actor[],
): World {
  return {
    ctx,
    companyA: a.company,
    companyB: b.company,
    rolesA: a.roles,
    rolesB: b.roles,
    ownerA: a.owner,
    ownerB: b.owner,
    actors,
  };
}
