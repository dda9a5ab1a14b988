import type { apiProxiesList, ApiProxyRow } from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import { isoOrNull, textOrNull, type ListSource } from '../../lib/list-query';

/** The cabinets a proxy serves (none for the pool), in name order. */
const linked = (value: SQL) => sql`CASE WHEN p.assignment = 'accounts' THEN coalesce((
    SELECT array_agg(${value} ORDER BY lower(a.name), a.id)
      FROM api_proxy_accounts l JOIN wb_accounts a ON a.id = l.account_id
     WHERE l.proxy_id = p.id AND l.company_id = p.company_id), '{}') ELSE '{}' END`;

/**
 * One company's outbound proxies as the grid (p = api_proxies). The password's ciphertext is
 * never selected: no column, filter or export can reach it (only whether one is set).
 */
export const apiProxiesSource: ListSource<typeof apiProxiesList> = {
  columns: {
    name: { expr: sql`p.name`, sqlType: 'text', notNull: true },
    url: { expr: sql`p.url`, sqlType: 'text', notNull: true },
    username: { expr: sql`p.username`, sqlType: 'text' },
    // `proxyStatus` (api-proxies.service.ts) in SQL.
    status: {
      expr: sql`CASE WHEN NOT p.enabled THEN 'disabled' WHEN p.failures > 0 THEN 'failing' ELSE 'active' END`,
      sqlType: 'text',
      notNull: true,
    },
    assignment: { expr: sql`p.assignment`, sqlType: 'text', notNull: true },
    accountNames: { expr: linked(sql`a.name`), sqlType: 'text[]' },
    lastCheckAt: { expr: sql`p.last_check_at`, sqlType: 'timestamptz' },
    latencyMs: { expr: sql`p.latency_ms`, sqlType: 'bigint' },
    failures: { expr: sql`p.failures`, sqlType: 'bigint', notNull: true },
    lastError: { expr: sql`p.last_error`, sqlType: 'text' },
    createdAt: { expr: sql`p.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`api_proxies p`,
  tenant: sql`p.company_id`,
  tiebreak: [{ expr: sql`p.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'name', dir: 'asc' }],
  extra: {
    id: { expr: sql`p.id` },
    enabled: { expr: sql`p.enabled` },
    passwordSet: { expr: sql`p.password_ciphertext IS NOT NULL` },
    accountIds: { expr: sql`${linked(sql`a.id::text`)}::text[]` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    name: String(r.name),
    url: String(r.url),
    username: textOrNull(r.username),
    passwordSet: Boolean(r.passwordSet),
    enabled: Boolean(r.enabled),
    status: r.status as ApiProxyRow['status'],
    assignment: r.assignment as ApiProxyRow['assignment'],
    accountIds: (r.accountIds as string[] | null) ?? [],
    accountNames: (r.accountNames as string[] | null) ?? [],
    lastCheckAt: isoOrNull(r.lastCheckAt),
    latencyMs: r.latencyMs === null ? null : Number(r.latencyMs),
    failures: Number(r.failures),
    lastError: textOrNull(r.lastError),
    createdAt: isoOrNull(r.createdAt)!,
  }),
};
