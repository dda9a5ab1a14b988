import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { SYSTEM_ROLES, type SystemRoleKey } from '@wb/shared';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { encryptSecret, keyringFor } from '../../lib/secrets';
import { replaceRecoveryCodes } from '../auth/auth.repository';
import { hashPassword } from '../auth/passwords';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from '../auth/totp';
import { createCompanyWithOwner, findCompanyByName } from '../companies/companies.repository';
import { findSystemRole } from '../roles/roles.repository';
import {
  addMembers,
  enableTotpNow,
  existingEmails,
  findUserByEmail,
  insertVerifiedUser,
  updateUser,
} from '../users/users.repository';
import { ensureDemoDistricts } from './demo-districts';
import { ensureDemoFinances } from './demo-finances';
import { ensureDemoTransportations } from './demo-transportations';
import { ensureDemoWarehouse } from './demo-warehouse';

export interface DemoUser {
  /** As the product names it: `admin` or the system role's name. */
  role: string;
  email: string;
  password: string;
}

export interface DemoData {
  users: DemoUser[];
  /** TOTP secret of the demo administrator (administrators must use a second factor). */
  adminTotpSecret: string;
}

const DOMAIN = 'demo.example.com';
const ADMIN_EMAIL = `admin@${DOMAIN}`;
export const DEMO_COMPANY = 'ООО «Ромашка» (демо)';
/** The demo company's owner (the demo's transportations are made in her name). */
export const DEMO_OWNER_EMAIL = `owner@${DOMAIN}`;
const MEMBERS: { key: SystemRoleKey; local: string; name: string }[] = [
  { key: 'owner', local: 'owner', name: 'Ольга Владелец' },
  { key: 'manager', local: 'manager', name: 'Максим Менеджер' },
  { key: 'logistician', local: 'logist', name: 'Лев Логист' },
  { key: 'financier', local: 'finance', name: 'Фаина Финансист' },
  { key: 'analyst', local: 'analyst', name: 'Анна Аналитик' },
];

const password = () => `demo-${randomBytes(12).toString('base64url')}`;

async function upsertUser(
  db: DbOrTx,
  input: { email: string; fullName: string; password: string; type: 'user' | 'admin' },
) {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await updateUser(db, existing.id, { passwordHash, isBlocked: false, type: input.type });
    return existing.id;
  }
  return insertVerifiedUser(db, {
    email: input.email,
    fullName: input.fullName,
    type: input.type,
    passwordHash,
  });
}

/**
 * The demo company with one user per system role and a platform administrator, created once
 * (`npm start` on a fresh machine). Credentials are kept in `file` (mode 0600) so each start can
 * print them; if the file is lost, the demo users get new passwords.
 */
export async function ensureDemoData(
  database: Database,
  config: Config,
  file: string,
): Promise<DemoData> {
  const data =
    (await savedDemoData(database, file)) ?? (await createDemoData(database, config, file));
  // At every start, so a demo database created before the administrator joined gets it too.
  await joinAdminToDemoCompany(database.db);
  // The management accounts' demo (once; the WB payouts come from the demo cabinet's sync).
  await ensureDemoFinances(database);
  await ensureDemoWarehouse(database);
  await ensureDemoTransportations(database);
  await ensureDemoDistricts(database);
  return data;
}

/**
 * The demo administrator is also an owner of the demo company: the supplies monitor, the
 * cabinets' cookies and the API proxies need user type admin and a permission of a company role,
 * and the dashboard and /wb-stocks a company. Idempotent: an existing membership (whatever its
 * role or status now) is left as it is.
 */
async function joinAdminToDemoCompany(db: DbOrTx): Promise<void> {
  const company = await findCompanyByName(db, DEMO_COMPANY);
  const owner = company && (await findSystemRole(db, company.id, 'owner'));
  const admin = owner && (await findUserByEmail(db, ADMIN_EMAIL));
  if (company && owner && admin) {
    await addMembers(db, [{ companyId: company.id, userId: admin.id, roleId: owner.id }], {
      skipExisting: true,
    });
  }
}

/** The credentials of an earlier start, while all their users still exist. */
async function savedDemoData(database: Database, file: string): Promise<DemoData | null> {
  if (existsSync(file)) {
    const saved = JSON.parse(await readFile(file, 'utf8')) as DemoData;
    const found = await existingEmails(
      database.db,
      saved.users.map((u) => u.email),
    );
    if (found.length === saved.users.length) return saved;
  }
  return null;
}

async function createDemoData(database: Database, config: Config, file: string): Promise<DemoData> {
  const data = await database.db.transaction(async (tx) => {
    const result: DemoUser[] = [];
    const adminPassword = password();
    const adminId = await upsertUser(tx, {
      email: ADMIN_EMAIL,
      fullName: 'Администратор платформы',
      password: adminPassword,
      type: 'admin',
    });
    const adminTotpSecret = newTotpSecret();
    await enableTotpNow(tx, adminId, encryptSecret(keyringFor(config), adminTotpSecret));
    await replaceRecoveryCodes(
      tx,
      adminId,
      newRecoveryCodes().map((c) => hashRecoveryCode(c)),
    );
    result.push({ role: 'admin', email: ADMIN_EMAIL, password: adminPassword });

    const ids: Partial<Record<SystemRoleKey, string>> = {};
    for (const member of MEMBERS) {
      const pw = password();
      ids[member.key] = await upsertUser(tx, {
        email: `${member.local}@${DOMAIN}`,
        fullName: member.name,
        password: pw,
        type: 'user',
      });
      result.push({
        role: SYSTEM_ROLES[member.key].name,
        email: `${member.local}@${DOMAIN}`,
        password: pw,
      });
    }
    const existing = await findCompanyByName(tx, DEMO_COMPANY);
    if (!existing) {
      const { company, roles } = await createCompanyWithOwner(tx, {
        name: DEMO_COMPANY,
        requisites: {
          legalName: 'Общество с ограниченной ответственностью «Ромашка»',
          inn: '7707083893',
          kpp: '773601001',
          address: 'Москва, ул. Примерная, 1',
        },
        ownerUserId: ids.owner!,
      });
      await addMembers(
        tx,
        MEMBERS.filter((m) => m.key !== 'owner').map((m) => ({
          companyId: company.id,
          userId: ids[m.key]!,
          roleId: roles[m.key].id,
        })),
      );
    }
    return { users: result, adminTotpSecret };
  });
  await writeFile(file, JSON.stringify(data, null, 2), { mode: 0o600 });
  return data;
}

/** The lines `npm start` prints: `demo user: <role> <e-mail> <password>`, one per user. */
export function demoLines(data: DemoData): string[] {
  return [
    ...data.users.map((u) => `demo user: ${u.role} ${u.email} ${u.password}`),
    `demo totp: admin ${data.adminTotpSecret} (administrators sign in with a code: add this secret to an authenticator app)`,
  ];
}
