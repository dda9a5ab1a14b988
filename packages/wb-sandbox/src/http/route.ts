/** How a WB method is declared: where it lives, who may call it, which limit group it counts in. */
import type { IncomingMessage } from 'node:http';
import type { AppliedFaults } from '../faults.ts';
import type { LimitGroup } from '../limits/table.ts';
import type { Category, TokenPayload } from '../tokens.ts';
import type { Seller } from '../sellers.ts';
import type { Modes } from '../modes.ts';
import type { ErrorStyle } from './errors.ts';
import type { Reply } from './reply.ts';

export const HOSTS = [
  'common',
  'content',
  'prices',
  'marketplace',
  'statistics',
  'analytics',
  'finance',
  'supplies',
  'advert',
] as const;
export type HostKey = (typeof HOSTS)[number];

export interface Ctx {
  req: IncomingMessage;
  reply: Reply;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  hasBody: boolean;
  seller: Seller;
  token: TokenPayload;
  now: number;
  /** The limiter's clock, ms: real elapsed time plus any time advanced (async task progress). */
  monotonic: number;
  modes: Modes;
  route: RouteDef;
  /** Faults that hit this request and change what the method answers (`cancel`). */
  faults: AppliedFaults;
}

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  host: HostKey;
  /** WB's path with `{param}` segments. */
  path: string;
  group: LimitGroup;
  /** Token category the method needs; null: any category (common-api). */
  category: Category | null;
  style: ErrorStyle;
  /** Changes data: refused for read-only tokens. */
  write?: boolean;
  /** "Метод доступен по Персональному токену, Сервисному токену": basic tokens get 403. */
  noBasic?: boolean;
  handler: (ctx: Ctx) => Promise<void> | void;
}

/** Matches `/api/v1/supplies/{ID}` against a concrete path; returns the params or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const ps = pattern.split('/');
  const xs = path.split('/');
  if (ps.length !== xs.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    const x = xs[i]!;
    if (p.startsWith('{') && p.endsWith('}')) {
      if (!x) return null;
      params[p.slice(1, -1)] = decodeURIComponent(x);
    } else if (p !== x) return null;
  }
  return params;
}

/** Origin the auth gateway puts in its problems, per host. */
export const GATEWAY_ORIGIN: Record<HostKey, string> = {
  common: 's2s-api-auth-common',
  content: 's2s-api-auth-catalog',
  prices: 's2s-api-auth-discounts-prices',
  marketplace: 's2s-api-auth-marketplace',
  statistics: 's2s-api-auth-stat',
  analytics: 's2s-api-auth-analytics',
  finance: 's2s-api-auth-finance',
  supplies: 's2s-api-auth-supplies',
  advert: 's2s-api-auth-advert',
};
