/**
 * The outbound proxies' SQL: the company's proxies and the accounts they serve, their writes,
 * the health bookkeeping, and the candidates for a call to WB.
 */
import { PROXY_FAILURES_TO_DISABLE } from '@wb/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiProxies, apiProxyAccounts } from './api-proxies.table';
import type { ProxyCheckResult } from './proxy-check';

export type ProxyRow = typeof apiProxies.$inferSelect;
/** The columns a proxy is created or changed with. */
export type ProxyValues = Omit<
  typeof apiProxies.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

/** The company's proxies by name, or the one with `id`. */
export async function proxyRows(db: DbOrTx, companyId: string, id?: string): Promise<ProxyRow[]> {
  return db
    .select()
    .from(apiProxies)
    .where(and(eq(apiProxies.companyId, companyId), id ? eq(apiProxies.id, id) : undefined))
    .orderBy(sql`lower(${apiProxies.name})`);
}

/** Which accounts each of the company's proxies is assigned to. */
export async function proxyLinks(db: DbOrTx, companyId: string) {
  return db
    .select({ proxyId: apiProxyAccounts.proxyId, accountId: apiProxyAccounts.accountId })
    .from(apiProxyAccounts)
    .where(eq(apiProxyAccounts.companyId, companyId));
}

/** Assigns the proxy to exactly these accounts (none: it serves the pool or nobody). */
export async function replaceAccounts(
  tx: DbOrTx,
  companyId: string,
  proxyId: string,
  accountIds: string[],
): Promise<void> {
  await tx
    .delete(apiProxyAccounts)
    .where(and(eq(apiProxyAccounts.companyId, companyId), eq(apiProxyAccounts.proxyId, proxyId)));
  if (accountIds.length > 0) {
    await tx
      .insert(apiProxyAccounts)
      .values(accountIds.map((accountId) => ({ companyId, proxyId, accountId })));
  }
}

export async function insertProxy(
  tx: DbOrTx,
  companyId: string,
  values: ProxyValues,
): Promise<string> {
  const [row] = await tx
    .insert(apiProxies)
    .values({ companyId, ...values })
    .returning({ id: apiProxies.id });
  return row!.id;
}

export async function updateProxy(
  tx: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<ProxyValues>,
): Promise<void> {
  await tx
    .update(apiProxies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(apiProxies.companyId, companyId), eq(apiProxies.id, id)));
}

export async function deleteProxy(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(apiProxies).where(eq(apiProxies.id, id));
}

/** The company's proxy with `id`, with its password's ciphertext. */
export async function findProxy(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<ProxyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiProxies)
    .where(and(eq(apiProxies.companyId, companyId), eq(apiProxies.id, id)));
  return row;
}

/** Every enabled proxy of every company. */
export async function enabledProxies(db: DbOrTx) {
  return db
    .select({ id: apiProxies.id, companyId: apiProxies.companyId })
    .from(apiProxies)
    .where(eq(apiProxies.enabled, true));
}

/** The company's enabled proxies, each with whether it is assigned to the account. */
export async function enabledProxiesFor(db: DbOrTx, companyId: string, accountId: string) {
  return db
    .select({
      proxy: apiProxies,
      assigned: sql<boolean>`exists (select 1 from ${apiProxyAccounts} pa where pa.proxy_id = ${apiProxies.id} and pa.account_id = ${accountId})`,
    })
    .from(apiProxies)
    .where(and(eq(apiProxies.companyId, companyId), eq(apiProxies.enabled, true)));
}

/**
 * Records the outcome of a check or of a WB call made through the proxy (`checked`: a health
 * check, which stamps the time and the latency): a success clears the failures; the
 * {@link PROXY_FAILURES_TO_DISABLE}th failure in a row switches the proxy off.
 */
export async function recordResult(
  db: DbOrTx,
  proxyId: string,
  result: ProxyCheckResult,
  checked: boolean,
): Promise<void> {
  const stamp = checked ? { lastCheckAt: sql`now()` } : {};
  if (result.ok) {
    await db
      .update(apiProxies)
      .set({
        ...stamp,
        ...(checked ? { latencyMs: result.latencyMs } : {}),
        failures: 0,
        lastError: null,
      })
      .where(eq(apiProxies.id, proxyId));
    return;
  }
  await db
    .update(apiProxies)
    .set({
      ...stamp,
      failures: sql`${apiProxies.failures} + 1`,
      lastError: result.error,
      enabled: sql`${apiProxies.enabled} and ${apiProxies.failures} + 1 < ${PROXY_FAILURES_TO_DISABLE}`,
      autoDisabledAt: sql`case when ${apiProxies.enabled} and ${apiProxies.failures} + 1 >= ${PROXY_FAILURES_TO_DISABLE} then now() else ${apiProxies.autoDisabledAt} end`,
    })
    .where(eq(apiProxies.id, proxyId));
}
