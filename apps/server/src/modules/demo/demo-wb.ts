import { isValidInn } from '@wb/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import { findCompanyByName } from '../companies/companies.repository';
import { createOrganization } from '../organizations/organizations.service';
import { createAccount } from '../wb-accounts/wb-accounts.service';
import { anyAccountOf } from '../wb-accounts/wb-accounts.repository';
import { createToken } from '../wb-tokens/wb-tokens.service';
import { DEMO_COMPANY } from './demo.seed';

const ACCOUNT = 'Ромашка на WB (песочница)';
/** Every category the product uses: the demo account can sync everything. */
const CATEGORIES = [
  'content',
  'analytics',
  'prices',
  'marketplace',
  'statistics',
  'promotion',
  'supplies',
  'finance',
];

async function control<T>(sandboxUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${sandboxUrl}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`WB sandbox ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The demo company's WB connection, made once through the product's own services: an
 * organization, a WB account and a token the sandbox issues for a seller registered in it
 * (verified over HTTP like any token). Returns the line `npm start` prints.
 */
export async function ensureDemoWbConnection(
  database: Database,
  config: Config,
  sandboxUrl: string,
): Promise<string> {
  const company = await findCompanyByName(database.db, DEMO_COMPANY);
  if (!company) return 'demo WB account: none (no demo company)';
  const existing = await anyAccountOf(database.db, company.id);
  if (existing) return `demo WB account: «${existing.name}», seller ${existing.sellerId ?? '—'}`;

  const ctx: AuditContext = { actorUserId: null, companyId: company.id, ip: null, requestId: null };
  const { sid } = await control<{ sid: string }>(sandboxUrl, 'sellers', {
    name: 'ООО «Ромашка»',
    seed: 42,
  });
  const { token } = await control<{ token: string }>(sandboxUrl, 'tokens', {
    sid,
    categories: CATEGORIES,
  });
  // The organization carries the seller's own ИНН, as a real seller's would.
  const info = await fetch(`${sandboxUrl}/common/api/v1/seller-info`, {
    headers: { authorization: token },
  });
  const { tin } = (await info.json()) as { tin?: string };
  const organization = await createOrganization(
    database,
    company.id,
    {
      form: 'ooo',
      name: 'ООО «Ромашка»',
      inn: tin && isValidInn(tin) ? tin : '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      taxSystem: 'usnIncome',
      taxRate: '6',
      vatRate: null,
      address: 'Москва, ул. Примерная, 1',
      bank: null,
    },
    ctx,
  );
  const account = await createAccount(
    database,
    company.id,
    { name: ACCOUNT, organizationId: organization.id, historyDepthMonths: 3 },
    ctx,
  );
  await createToken(
    { database, config },
    company.id,
    { accountId: account.id, name: 'Токен песочницы', token },
    ctx,
  );
  return `demo WB account: «${ACCOUNT}», seller ${sid} (WB sandbox)`;
}
