import type { Organization, OrganizationInput } from '@wb/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { organizations } from './organizations.table';

type Row = typeof organizations.$inferSelect;

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

const accountsCount = sql<number>`(select count(*)::int from ${wbAccounts} a where a.organization_id = ${organizations.id})`;

export async function listOrganizations(db: DbOrTx, companyId: string): Promise<Organization[]> {
  const rows = await db
    .select({ row: organizations, accounts: accountsCount })
    .from(organizations)
    .where(eq(organizations.companyId, companyId))
    .orderBy(sql`lower(${organizations.name})`);
  return rows.map((r) => toDto(r.row, r.accounts));
}

export async function getOrganization(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<Organization> {
  const [r] = await db
    .select({ row: organizations, accounts: accountsCount })
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), eq(organizations.id, id)));
  if (!r) throw notFound('Организация не найдена');
  return toDto(r.row, r.accounts);
}

function columns(input: OrganizationInput) {
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

function duplicate(): AppError {
  return new AppError(
    'ORGANIZATION_EXISTS',
    'Организация с таким ИНН и КПП уже есть в компании',
    409,
    { inn: ['Организация с таким ИНН и КПП уже добавлена'] },
  );
}

export async function createOrganization(
  database: Database,
  companyId: string,
  input: OrganizationInput,
  ctx: AuditContext,
): Promise<Organization> {
  try {
    const id = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(organizations)
        .values({ companyId, ...columns(input) })
        .returning({ id: organizations.id });
      await audit(tx, ctx, {
        action: 'organization.created',
        entity: 'organization',
        entityId: row!.id,
        after: input,
      });
      return row!.id;
    });
    return await getOrganization(database.db, companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
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
      await tx
        .update(organizations)
        .set({ ...columns(input), updatedAt: sql`now()` })
        .where(and(eq(organizations.companyId, companyId), eq(organizations.id, id)));
      await audit(tx, ctx, {
        action: 'organization.updated',
        entity: 'organization',
        entityId: id,
        before,
        after: input,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
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
    const [locked] = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.companyId, companyId), eq(organizations.id, id)))
      .for('update');
    if (!locked) throw notFound('Организация не найдена');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(wbAccounts)
      .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.organizationId, id)));
    if (count > 0) {
      throw new AppError(
        'ORGANIZATION_IN_USE',
        `К организации привязаны кабинеты WB (${count}): сначала перенесите их в другую организацию`,
        409,
      );
    }
    await tx.delete(organizations).where(eq(organizations.id, id));
    await audit(tx, ctx, {
      action: 'organization.deleted',
      entity: 'organization',
      entityId: id,
      before: toDto(locked, 0),
    });
  });
}
