import type { Company } from '@wb/shared';
import type { Database, DbOrTx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { setSessionCompany } from '../auth/auth.repository';
import type { AuthContext } from '../auth/session.plugin';
import { companyNameMismatch, companyNotFound, ownerOnly } from './companies.errors';
import * as repo from './companies.repository';
import type { CompanyRequisites } from './companies.table';

type Row = Awaited<ReturnType<typeof repo.listUserCompanies>>[number];

function toDto(row: Row, currentId: string | null): Company {
  return {
    id: row.company.id,
    name: row.company.name,
    requisites: row.company.requisites,
    createdAt: row.company.createdAt.toISOString(),
    blocked: row.company.blockedAt !== null,
    membersCount: row.membersCount,
    roleName: row.roleName,
    isOwner: row.systemKey === 'owner',
    isCurrent: row.company.id === currentId,
  };
}

/** One of the user's companies; any other id answers 404, exactly like a missing one. */
export async function getCompany(db: DbOrTx, auth: AuthContext, id: string): Promise<Company> {
  const row = (await repo.listUserCompanies(db, auth.user.id)).find(
    (r) => r.company.id === id && r.status === 'active',
  );
  if (!row) throw companyNotFound();
  return toDto(row, auth.sessionCompanyId);
}

async function assertOwner(db: DbOrTx, auth: AuthContext, companyId: string) {
  const membership = await repo.findMembership(db, companyId, auth.user.id);
  if (!membership || membership.member.status !== 'active') throw companyNotFound();
  if (membership.role.systemKey !== 'owner') throw ownerOnly();
  return membership;
}

/** Creates a company; the creator becomes its Владелец and it becomes the current company. */
export async function createCompany(
  database: Database,
  auth: AuthContext,
  input: { name: string; requisites?: CompanyRequisites },
  ctx: AuditContext,
): Promise<Company> {
  const id = await database.db.transaction(async (tx) => {
    const { company } = await repo.createCompanyWithOwner(tx, {
      ...input,
      ownerUserId: auth.user.id,
    });
    await setSessionCompany(tx, auth.sessionId, company.id);
    await audit(tx, ctx, {
      action: 'company.created',
      entity: 'company',
      entityId: company.id,
      companyId: company.id,
      after: input,
    });
    return company.id;
  });
  return getCompany(database.db, { ...auth, sessionCompanyId: id }, id);
}

export async function updateCompany(
  database: Database,
  auth: AuthContext,
  id: string,
  patch: { name?: string; requisites?: CompanyRequisites },
  ctx: AuditContext,
): Promise<Company> {
  await database.db.transaction(async (tx) => {
    const { company } = await assertOwner(tx, auth, id);
    await repo.updateCompany(tx, id, patch);
    await audit(tx, ctx, {
      action: 'company.updated',
      entity: 'company',
      entityId: id,
      companyId: id,
      before: { name: company.name, requisites: company.requisites },
      after: patch,
    });
  });
  return getCompany(database.db, auth, id);
}

/**
 * Deletes the company and, through the foreign keys, all its data. Owner only; the company's
 * name must be typed as confirmation (checked here too, not only in the dialog).
 */
export async function deleteCompany(
  database: Database,
  auth: AuthContext,
  id: string,
  confirmName: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const { company } = await assertOwner(tx, auth, id);
    if (confirmName !== company.name) throw companyNameMismatch();
    await repo.deleteCompany(tx, id);
    await audit(tx, ctx, {
      action: 'company.deleted',
      entity: 'company',
      entityId: id,
      companyId: id,
      before: { name: company.name },
    });
  });
}
