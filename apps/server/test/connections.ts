/** Fixtures of the connections modules: organizations, WB accounts, tokens, cookies, proxies. */
import { randomUUID } from 'node:crypto';
import type { OrganizationInput } from '@wb/shared';
import type { Config } from '../src/config';
import type { Database } from '../src/db/client';
import { encryptSecret, keyringFor } from '../src/lib/secrets';
import { apiProxies } from '../src/modules/api-proxies/api-proxies.table';
import { organizations } from '../src/modules/organizations/organizations.table';
import { wbAccounts } from '../src/modules/wb-accounts/wb-accounts.table';
import { wbCookies } from '../src/modules/wb-cookies/wb-cookies.table';
import { wbTokens } from '../src/modules/wb-tokens/wb-tokens.table';

/** A valid ООО (checksums of ИНН, КПП and ОГРН hold). */
export const OOO: OrganizationInput = {
  form: 'ooo',
  name: 'ООО Ромашка',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  taxSystem: 'usnIncome',
  taxRate: '6',
  vatRate: null,
  address: 'Москва, ул. Вавилова, 19',
  bank: null,
};

/**
 * A WB-shaped JWT with an unusable signature: enough for everything that only reads the payload
 * (WB, or the sandbox, would refuse it).
 */
export function unsignedWbToken(
  payload: Partial<{ id: string; sid: string; exp: number; acc: number; s: number }> = {},
): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const body = {
    id: randomUUID(),
    sid: randomUUID(),
    exp: Math.floor(Date.now() / 1000) + 180 * 86_400,
    acc: 3,
    s: 2 ** 1 + 2 ** 5,
    for: 'self',
    ...payload,
  };
  return `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(body)}.${randomUUID().replaceAll('-', '')}`;
}

let kppSeq = 0;

export async function insertOrganization(database: Database, companyId: string, name = OOO.name) {
  const [row] = await database.db
    .insert(organizations)
    .values({
      companyId,
      form: 'ooo',
      name,
      inn: OOO.inn,
      // A different КПП each time: (company, ИНН, КПП) is unique.
      kpp: `7737${String(++kppSeq).padStart(5, '0')}`,
      ogrn: OOO.ogrn ?? null,
      taxSystem: 'usnIncome',
      taxRate: '6',
    })
    .returning();
  return row!;
}

export async function insertAccount(
  database: Database,
  companyId: string,
  options: { organizationId?: string; name?: string; sellerId?: string | null } = {},
) {
  const organizationId =
    options.organizationId ?? (await insertOrganization(database, companyId)).id;
  const [row] = await database.db
    .insert(wbAccounts)
    .values({
      companyId,
      organizationId,
      name: options.name ?? `Кабинет ${randomUUID().slice(0, 8)}`,
      sellerId: options.sellerId === undefined ? randomUUID() : options.sellerId,
    })
    .returning();
  return row!;
}

/** Stores a token row as the service would (encrypted), without asking WB. */
export async function insertToken(
  database: Database,
  config: Config,
  account: { id: string; companyId: string; sellerId: string | null },
  raw = unsignedWbToken({ sid: account.sellerId ?? randomUUID() }),
) {
  const keyring = keyringFor(config);
  const [row] = await database.db
    .insert(wbTokens)
    .values({
      companyId: account.companyId,
      accountId: account.id,
      name: `Токен ${randomUUID().slice(0, 6)}`,
      ciphertext: encryptSecret(keyring, raw),
      keyId: keyring.activeId,
      last4: raw.slice(-4),
      tokenId: randomUUID(),
      sellerId: account.sellerId ?? randomUUID(),
      tokenType: 'personal',
      scopeMask: 2 ** 1 + 2 ** 5,
      categories: ['content', 'statistics'],
      readOnly: false,
      isTest: false,
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
      status: 'valid',
    })
    .returning();
  return { row: row!, raw };
}

export async function insertCookie(
  database: Database,
  config: Config,
  account: { id: string; companyId: string },
  cookie = `WBTokenV3=${randomUUID()}; x-supplier-id=${randomUUID()}`,
) {
  const keyring = keyringFor(config);
  const [row] = await database.db
    .insert(wbCookies)
    .values({
      companyId: account.companyId,
      accountId: account.id,
      ciphertext: encryptSecret(keyring, cookie),
      keyId: keyring.activeId,
      cookieNames: cookie.split(';').map((p) => p.split('=')[0]!.trim()),
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning();
  return { row: row!, cookie };
}

export async function insertProxy(
  database: Database,
  config: Config,
  companyId: string,
  options: { url?: string; username?: string | null; password?: string | null } = {},
) {
  const keyring = keyringFor(config);
  const [row] = await database.db
    .insert(apiProxies)
    .values({
      companyId,
      name: `Прокси ${randomUUID().slice(0, 6)}`,
      url: options.url ?? 'http://127.0.0.1:9',
      username: options.username ?? null,
      ...(options.password
        ? { passwordCiphertext: encryptSecret(keyring, options.password), keyId: keyring.activeId }
        : {}),
      enabled: true,
      assignment: 'pool',
    })
    .returning();
  return row!;
}
