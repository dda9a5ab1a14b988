import type { ApiProxy, ApiProxyStatus } from '@wb/shared';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { decryptSecret, encryptSecret, keyringFor } from '../../lib/secrets';
import { audit, type AuditContext } from '../audit/audit.service';
import { countAccounts } from '../wb-accounts/wb-accounts.repository';
import { wbBaseUrls } from '../wb/wb-config';
import { accountsError, proxyNotFound } from './api-proxies.errors';
import * as repo from './api-proxies.repository';
import type { ProxyRow as Row } from './api-proxies.repository';
import { checkProxy, type ProxyCheckResult, type ProxyEndpoint } from './proxy-check';

export interface ProxyInput {
  name: string;
  url: string;
  username: string | null;
  /** undefined keeps the stored password, null removes it. */
  password?: string | null | undefined;
  enabled: boolean;
  assignment: 'pool' | 'accounts';
  accountIds: string[];
}

export function proxyStatus(row: Pick<Row, 'enabled' | 'failures'>): ApiProxyStatus {
  if (!row.enabled) return 'disabled';
  return row.failures > 0 ? 'failing' : 'active';
}

function toDto(row: Row, accountIds: string[]): ApiProxy {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    username: row.username,
    passwordSet: row.passwordCiphertext !== null,
    enabled: row.enabled,
    status: proxyStatus(row),
    assignment: row.assignment,
    accountIds: row.assignment === 'accounts' ? accountIds : [],
    lastCheckAt: row.lastCheckAt?.toISOString() ?? null,
    latencyMs: row.latencyMs,
    failures: row.failures,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listProxies(db: DbOrTx, companyId: string, id?: string): Promise<ApiProxy[]> {
  const rows = await repo.proxyRows(db, companyId, id);
  const links = await repo.proxyLinks(db, companyId);
  return rows.map((row) =>
    toDto(
      row,
      links.filter((l) => l.proxyId === row.id).map((l) => l.accountId),
    ),
  );
}

async function getProxy(db: DbOrTx, companyId: string, id: string): Promise<ApiProxy> {
  const [proxy] = await listProxies(db, companyId, id);
  if (!proxy) throw proxyNotFound();
  return proxy;
}

async function setAccounts(tx: DbOrTx, companyId: string, proxyId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length > 0 && (await countAccounts(tx, companyId, unique)) !== unique.length) {
    throw accountsError('Некоторые кабинеты не найдены');
  }
  await repo.replaceAccounts(tx, companyId, proxyId, unique);
}

function passwordColumns(config: Config, password: string | null | undefined) {
  if (password === undefined) return {};
  if (password === null || password === '') return { passwordCiphertext: null, keyId: null };
  const keyring = keyringFor(config);
  return { passwordCiphertext: encryptSecret(keyring, password), keyId: keyring.activeId };
}

/** What the audit log keeps of a proxy: never the password. */
const auditView = (p: Partial<ProxyInput>) => {
  const { password, ...rest } = p;
  return password === undefined ? rest : { ...rest, password: password ? '(изменён)' : '(удалён)' };
};

export async function createProxy(
  database: Database,
  config: Config,
  companyId: string,
  input: ProxyInput,
  ctx: AuditContext,
): Promise<ApiProxy> {
  const id = await database.db.transaction(async (tx) => {
    const id = await repo.insertProxy(tx, companyId, {
      name: input.name,
      url: input.url.replace(/\/$/, ''),
      username: input.username || null,
      enabled: input.enabled,
      assignment: input.assignment,
      ...passwordColumns(config, input.password),
    });
    await setAccounts(tx, companyId, id, input.assignment === 'accounts' ? input.accountIds : []);
    await audit(tx, ctx, {
      action: 'api_proxy.created',
      entity: 'api_proxy',
      entityId: id,
      after: auditView(input.assignment === 'pool' ? { ...input, accountIds: [] } : input),
    });
    return id;
  });
  return getProxy(database.db, companyId, id);
}

export async function updateProxy(
  database: Database,
  config: Config,
  companyId: string,
  id: string,
  patch: Partial<ProxyInput>,
  ctx: AuditContext,
): Promise<ApiProxy> {
  await database.db.transaction(async (tx) => {
    const before = await getProxy(tx, companyId, id);
    const { password, accountIds, ...fields } = patch;
    const reenabled = patch.enabled === true && !before.enabled;
    await repo.updateProxy(tx, companyId, id, {
      ...fields,
      ...(fields.url ? { url: fields.url.replace(/\/$/, '') } : {}),
      ...(fields.username !== undefined ? { username: fields.username || null } : {}),
      ...passwordColumns(config, password),
      // Switching a proxy back on gives it a clean slate.
      ...(reenabled ? { failures: 0, autoDisabledAt: null, lastError: null } : {}),
    });
    const assignment = patch.assignment ?? before.assignment;
    if (assignment === 'pool') await setAccounts(tx, companyId, id, []);
    else if (accountIds) await setAccounts(tx, companyId, id, accountIds);
    else if (before.accountIds.length === 0) {
      throw accountsError('Выберите кабинеты');
    }
    await audit(tx, ctx, {
      action: 'api_proxy.updated',
      entity: 'api_proxy',
      entityId: id,
      before,
      // What was applied: a pool proxy keeps no cabinets, whatever the request listed.
      after: auditView(assignment === 'pool' && accountIds ? { ...patch, accountIds: [] } : patch),
    });
  });
  return getProxy(database.db, companyId, id);
}

export async function deleteProxy(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await getProxy(tx, companyId, id);
    await repo.deleteProxy(tx, id);
    await audit(tx, ctx, {
      action: 'api_proxy.deleted',
      entity: 'api_proxy',
      entityId: id,
      before,
    });
  });
}

export function endpointOf(config: Config, row: Row): ProxyEndpoint {
  return {
    url: row.url,
    username: row.username,
    password: row.passwordCiphertext
      ? decryptSecret(keyringFor(config), row.passwordCiphertext)
      : null,
  };
}

/**
 * Records the outcome of a check or of a WB call made through the proxy: a success clears the
 * failures; the PROXY_FAILURES_TO_DISABLE-th failure in a row switches the proxy off.
 */
export async function recordProxyResult(
  db: DbOrTx,
  proxyId: string,
  result: ProxyCheckResult,
  checked: boolean,
): Promise<void> {
  await repo.recordResult(db, proxyId, result, checked);
}

/** What a health check calls through the proxy: WB's ping on the common host. */
export const proxyCheckTarget = (config: Config) => `${wbBaseUrls(config).common}/ping`;

/**
 * Health-checks every enabled proxy of every company (the periodic job). Disabled proxies wait
 * for an administrator: checking them would only repeat the failure.
 */
export async function checkEnabledProxies(database: Database, config: Config) {
  const rows = await repo.enabledProxies(database.db);
  let failing = 0;
  for (const row of rows) {
    const proxy = await checkProxyNow(database, config, row.companyId, row.id);
    if (proxy.status !== 'active') failing++;
  }
  return { checked: rows.length, failing };
}

export async function checkProxyNow(
  database: Database,
  config: Config,
  companyId: string,
  id: string,
): Promise<ApiProxy> {
  const row = await repo.findProxy(database.db, companyId, id);
  if (!row) throw proxyNotFound();
  const result = await checkProxy(endpointOf(config, row), proxyCheckTarget(config));
  await recordProxyResult(database.db, id, result, true);
  return getProxy(database.db, companyId, id);
}

/**
 * The proxy for a call to WB on behalf of an account: an enabled proxy assigned to it, else an
 * enabled pool proxy, preferring the fewest recent failures; none when the company has none.
 */
export async function pickProxy(
  db: DbOrTx,
  config: Config,
  companyId: string,
  accountId: string,
  random = Math.random,
): Promise<{ id: string; endpoint: ProxyEndpoint } | null> {
  const candidates = await repo.enabledProxiesFor(db, companyId, accountId);
  const assigned = candidates.filter((c) => c.assigned);
  const pool =
    assigned.length > 0 ? assigned : candidates.filter((c) => c.proxy.assignment === 'pool');
  if (pool.length === 0) return null;
  const fewest = Math.min(...pool.map((c) => c.proxy.failures));
  const best = pool.filter((c) => c.proxy.failures === fewest);
  const chosen = best[Math.floor(random() * best.length)]!.proxy;
  return { id: chosen.id, endpoint: endpointOf(config, chosen) };
}
