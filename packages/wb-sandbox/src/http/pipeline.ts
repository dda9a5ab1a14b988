/**
 * One request through the sandbox, in WB's order: route → token (401) → token type and read-only
 * bit (403) → rate limit (429) → injected faults → body validation and the method itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../clock.ts';
import type { Faults } from '../faults.ts';
import type { Limiter } from '../limits/limiter.ts';
import type { Modes } from '../modes.ts';
import type { Sellers } from '../sellers.ts';
import type { Stats } from '../stats.ts';
import {
  ACC_BASIC,
  ACC_TEST,
  CATEGORY_BITS,
  READ_ONLY_BIT,
  hasBit,
  verifyToken,
} from '../tokens.ts';
import {
  badRequest,
  forbidden,
  problem,
  serverError,
  tooManyRequests,
  unauthorized,
} from './errors.ts';
import { Reply } from './reply.ts';
import { GATEWAY_ORIGIN, matchPath, type RouteDef } from './route.ts';

export interface Env {
  key: Buffer;
  clock: Clock;
  limiter: Limiter;
  faults: Faults;
  stats: Stats;
  sellers: Sellers;
  modes: Modes;
  routes: RouteDef[];
  /** Last rows of the previous page, per seller × endpoint (for `duplicate` faults). */
  pages: Map<string, string[]>;
  hanging: Set<NodeJS.Timeout>;
  /** What `POST /__control/reset` returns to: the options the sandbox was started with. */
  initial: { limitsEnabled: boolean; modes: Modes };
}

const MAX_BODY = 16 * 1024 * 1024;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function handleWb(
  env: Env,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const reply = new Reply(res);
  const method = req.method ?? 'GET';
  const [, hostKey = '', ...rest] = url.pathname.split('/');
  const wbPath = `/${rest.join('/')}`;
  let route: RouteDef | undefined;
  let params: Record<string, string> | null = null;
  for (const r of env.routes) {
    if (r.host !== hostKey || r.method !== method) continue;
    params = matchPath(r.path, wbPath);
    if (params) {
      route = r;
      break;
    }
  }
  env.stats.requests++;
  const rawBody = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
  if (!route || !params) {
    reply.error(problem(404, 'not found', `${method} ${wbPath}: no such method`, 'api-gateway'));
    env.stats.answer(404, null);
    return;
  }
  const endpoint = `${route.method} /${route.host}${route.path}`;
  const origin = GATEWAY_ORIGIN[route.host];
  const now = env.clock.now();
  const finish = () => env.stats.answer(reply.status, endpoint);

  const v = verifyToken(env.key, req.headers.authorization, now);
  if (!v.ok) return void (reply.error(unauthorized(v.detail, origin)), finish());
  const token = v.payload;
  const seller = env.sellers.get(token.sid);
  if (!seller)
    return void (reply.error(unauthorized('token problem; seller is not found', origin)), finish());
  if (token.acc === ACC_TEST) {
    return void (
      reply.error(unauthorized('token problem; test token is not allowed for this host', origin)),
      finish()
    );
  }
  if (route.category && !hasBit(token.s, CATEGORY_BITS[route.category])) {
    const detail = 'scope is not allowed for this resource';
    return void (reply.error(forbidden(detail, origin, 'token scope not allowed')), finish());
  }
  const basic = token.acc === ACC_BASIC;
  if (route.noBasic && basic) {
    const o = route.host === 'finance' ? 's2s-finance' : origin;
    return void (
      reply.error(
        forbidden('base token is not allowed', o, 'base token is not allowed for this path'),
      ),
      finish()
    );
  }
  if (route.write && hasBit(token.s, READ_ONLY_BIT)) {
    return void (
      reply.error(forbidden('read-only token', origin, 'read-only token scope')),
      finish()
    );
  }

  // Ping is limited separately on every host.
  const scope = route.group === 'ping' ? route.host : '';
  const taken = env.limiter.take(token.sid, route.group, basic, 1, scope);
  if (!taken.ok) {
    reply.header('X-Ratelimit-Retry', String(taken.retry));
    reply.header('X-Ratelimit-Limit', String(taken.limit));
    reply.header('X-Ratelimit-Reset', String(taken.reset));
    env.stats.rateLimited(token.sid, route.group);
    return void (reply.error(tooManyRequests(origin)), finish());
  }
  reply.header('X-Ratelimit-Remaining', String(taken.remaining));

  const faults = env.faults.pick(method, `/${route.host}${wbPath}`);
  if (faults.status429) {
    reply.header('X-Ratelimit-Retry', String(faults.status429.retry));
    reply.header('X-Ratelimit-Limit', '1');
    reply.header('X-Ratelimit-Reset', String(faults.status429.retry));
    reply.unsetHeader('X-Ratelimit-Remaining');
    env.stats.rateLimited(token.sid, route.group);
    env.stats.faults++;
    return void (reply.error(tooManyRequests(origin)), finish());
  }
  if (faults.status5xx) {
    env.stats.faults++;
    return void (reply.error(serverError(faults.status5xx, origin)), finish());
  }
  if (faults.hangMs !== undefined) {
    env.stats.faults++;
    const timer = setTimeout(() => {
      env.hanging.delete(timer);
      req.socket.destroy();
    }, faults.hangMs);
    env.hanging.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      env.hanging.delete(timer);
    });
    return;
  }
  if (faults.truncate) {
    env.stats.faults++;
    reply.truncate = true;
  }
  if (faults.cancelTask) env.stats.faults++;
  const pageKey = `${token.sid}|${endpoint}`;
  if (faults.duplicateRows) {
    env.stats.faults++;
    reply.duplicateRows = faults.duplicateRows;
  }
  reply.previousRows = env.pages.get(pageKey) ?? [];
  reply.keepRows = (rows) => env.pages.set(pageKey, rows);

  let body: unknown = undefined;
  if (rawBody.trim() !== '') {
    try {
      body = JSON.parse(rawBody);
    } catch {
      reply.error(badRequest(route.style, 'Request body can not be decoded'));
      env.limiter.penalize(token.sid, route.group, basic, reply.status, scope);
      return finish();
    }
  }
  try {
    await route.handler({
      req,
      reply,
      query: url.searchParams,
      params,
      body,
      hasBody: body !== undefined,
      seller,
      token,
      now,
      monotonic: env.clock.limiterNow(),
      modes: env.modes,
      route,
      faults,
    });
  } catch (err) {
    if (!reply.sent) reply.error(serverError(500, origin));
    else res.destroy();
    console.error('wb-sandbox: handler failed', endpoint, err);
  }
  env.limiter.penalize(token.sid, route.group, basic, reply.status, scope);
  finish();
}
