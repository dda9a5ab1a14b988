import type { Organization, OrganizationInput } from '@wb/shared';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { accountsPerOrganization } from '../wb-accounts/wb-accounts.repository';
import {
  duplicateOrganization,
  organizationInUse,
  organizationNotFound,
} from './organizations.errors';
import * as repo from './organizations.repository';
import type { OrganizationRow as Row, OrganizationValues } from './organizations.repository';

/** Numeric columns come back as `6.0000`; the API shows `6`. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

function toDto(row: Row, accountsCount: number): Organization {
  return {
    id: row.id,
    form: row.form,
    name: row.name,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    taxSystem: row.taxSystem,
    taxRate: trimDecimal(row.taxRate),
    vatRate: row.vatRate === null ? null : trimDecimal(row.vatRate),
    address: row.address,
    bank: row.bank,
    accountsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The company's organizations (the one with `id`, if given) with their accounts counted. */
async function withAccounts(db: DbOrTx, companyId: string, id?: string) {
  const rows = await repo.organizationRows(db, companyId, id);
  const counts = await accountsPerOrganization(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDto(row, counts.get(row.id) ?? 0));
}

export function listOrganizations(db: DbOrTx, companyId: string): Promise<Organization[]> {
  return withAccounts(db, companyId);
}

export async function getOrganization(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<Organization> {
  const [organization] = await withAccounts(db, companyId, id);
  if (!organization) throw organizationNotFound();
  return organization;
}

function columns(input: OrganizationInput): OrganizationValues {
  const legalEntity = input.form === 'ooo' || input.form === 'ao';
  return {
    form: input.form,
    name: input.name,
    inn: input.inn,
    kpp: legalEntity ? (input.kpp ?? null) : null,
    ogrn: input.form === 'selfEmployed' ? null : (input.ogrn ?? null),
    taxSystem: input.taxSystem,
    taxRate: input.taxRate,
    vatRate: input.vatRate,
    address: input.address || null,
    bank: input.bank
      ? { ...input.bank, correspondentAccount: input.bank.correspondentAccount || null }
      : null,
  };
}

export async function createOrganization(
  database: Database,
  companyId: string,
  input: OrganizationInput,
  ctx: AuditContext,
): Promise<Organization> {
  try {
    const id = await database.db.transaction(async (tx) => {
      const id = await repo.insertOrganization(tx, companyId, columns(input));
      await audit(tx, ctx, {
        action: 'organization.created',
        entity: 'organization',
        entityId: id,
        after: input,
      });
      return id;
    });
    return await getOrganization(database.db, companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOrganization();
    throw error;
  }
}

export async function updateOrganization(
  database: Database,
  companyId: string,
  id: string,
  input: OrganizationInput,
  ctx: AuditContext,
): Promise<Organization> {
  try {
    await database.db.transaction(async (tx) => {
      const before = await getOrganization(tx, companyId, id);
      await repo.updateOrganization(tx, companyId, id, columns(input));
      await audit(tx, ctx, {
        action: 'organization.updated',
        entity: 'organization',
        entityId: id,
        before,
        after: input,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOrganization();
    throw error;
  }
  return getOrganization(database.db, companyId, id);
}

/** Refused while WB accounts are linked to it: their P&L would lose its legal entity. */
export async function deleteOrganization(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [locked] = await repo.organizationRows(tx, companyId, id, true);
    if (!locked) throw organizationNotFound();
    const count = (await accountsPerOrganization(tx, companyId, [id])).get(id) ?? 0;
    if (count > 0) throw organizationInUse(count);
    await repo.deleteOrganization(tx, id);
    await audit(tx, ctx, {
      action: 'organization.deleted',
      entity: 'organization',
      entityId: id,
      before: toDto(locked, 0),
    });
  });
}
