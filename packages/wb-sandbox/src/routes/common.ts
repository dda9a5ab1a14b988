/** common-api: seller info; `/ping` of every host (checks the token and the host's category). */
import { fmtMskOffset } from '../gen/time.ts';
import { HOSTS, type HostKey, type RouteDef } from '../http/route.ts';
import type { ErrorStyle } from '../http/errors.ts';
import type { Category } from '../tokens.ts';

/** Token category each host's ping checks (common-api: any). */
const HOST_CATEGORY: Record<HostKey, Category | null> = {
  common: null,
  content: 'content',
  prices: 'prices',
  marketplace: 'marketplace',
  statistics: 'statistics',
  analytics: 'analytics',
  finance: 'finance',
  supplies: 'supplies',
  advert: 'promotion',
};

const HOST_STYLE: Record<HostKey, ErrorStyle> = {
  common: 'common',
  content: 'content',
  prices: 'prices',
  marketplace: 'marketplace',
  statistics: 'statistics',
  analytics: 'analytics',
  finance: 'finance',
  supplies: 'supplies',
  advert: 'advert',
};

const PING_ROUTES: RouteDef[] = HOSTS.map((host) => ({
  method: 'GET',
  host,
  path: '/ping',
  group: 'ping',
  category: HOST_CATEGORY[host],
  style: HOST_STYLE[host],
  handler: (ctx) => ctx.reply.json(200, { TS: fmtMskOffset(ctx.now), Status: 'OK' }),
}));

export const COMMON_ROUTES: RouteDef[] = [
  ...PING_ROUTES,
  {
    method: 'GET',
    host: 'common',
    path: '/api/v1/seller-info',
    group: 'seller-info',
    // "с токеном любой категории" (01-general.yaml).
    category: null,
    style: 'common',
    handler: (ctx) =>
      ctx.reply.json(200, {
        name: ctx.seller.cfg.name,
        sid: ctx.seller.cfg.sid,
        tin: ctx.seller.cfg.tin,
        tradeMark: ctx.seller.cfg.tradeMark,
      }),
  },
];
