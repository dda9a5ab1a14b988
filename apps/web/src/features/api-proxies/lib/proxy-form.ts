import { createApiProxyContract, type ApiProxy } from '@wb/shared/connections/api-proxies.contract';
import type * as z from 'zod/mini';
import type { CreateProxyBody, UpdateProxyBody } from '../api/api-proxies-queries';

/** The form checks what the contract checks when a proxy is added. */
export const proxyFormSchema = createApiProxyContract.body;
export type ProxyFormValues = z.infer<typeof proxyFormSchema>;

export const PROXY_FIELDS = [
  'name',
  'url',
  'username',
  'password',
  'enabled',
  'assignment',
  'accountIds',
] as const;

export function toFormValues(proxy?: ApiProxy): ProxyFormValues {
  return {
    name: proxy?.name ?? '',
    url: proxy?.url ?? '',
    username: proxy?.username ?? null,
    password: null,
    enabled: proxy?.enabled ?? true,
    assignment: proxy?.assignment ?? 'pool',
    accountIds: proxy?.accountIds ?? [],
  };
}

/**
 * The body to send. A new proxy is sent whole. An edit sends only the changed fields; the
 * password is write-only: an empty field keeps the stored one, a typed one replaces it, and
 * `removePassword` removes it.
 */
export function toBody(
  values: ProxyFormValues,
  proxy: ApiProxy | undefined,
  changed: Partial<Record<keyof ProxyFormValues, unknown>>,
  removePassword: boolean,
): CreateProxyBody | UpdateProxyBody {
  const accountIds = values.assignment === 'pool' ? [] : values.accountIds;
  if (!proxy) return { ...values, password: values.password || null, accountIds };
  const patch: UpdateProxyBody = {};
  for (const key of ['name', 'url', 'username', 'enabled', 'assignment'] as const) {
    if (changed[key]) Object.assign(patch, { [key]: values[key] });
  }
  if (changed.accountIds || changed.assignment) patch.accountIds = accountIds;
  if (removePassword) patch.password = null;
  else if (values.password) patch.password = values.password;
  return patch;
}

/** `http://user:••••@host:port`: the URL with its login and the password masked. */
export function displayUrl(proxy: Pick<ApiProxy, 'url' | 'username' | 'passwordSet'>): string {
  if (!proxy.username && !proxy.passwordSet) return proxy.url;
  const match = /^(https?:\/\/)(.*)$/.exec(proxy.url);
  if (!match) return proxy.url;
  const credentials = `${proxy.username ?? ''}${proxy.passwordSet ? ':••••' : ''}`;
  return `${match[1]}${credentials}@${match[2]}`;
}

/** The contract's messages are Russian; other languages get each field's rule in their words. */
export function proxyFieldMessages(
  t: (key: string) => string,
  language: string,
): Record<string, string> {
  if (language.startsWith('ru')) return {};
  return Object.fromEntries(['name', 'url', 'accountIds'].map((f) => [f, t(`messages.${f}`)]));
}
