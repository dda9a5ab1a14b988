/** Sending a fuzz request and judging its answer. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TestClient } from '../client';
import type { Actor } from '../matrix-cases';
import type { FuzzRequest } from './mutations';

/** A request slower than this is a hang (the slowest valid request takes well under a second). */
export const HANG_MS = 20_000;

let ip = 0;

/**
 * A client with the actor's cookies (or another session's) and an address of its own: per-route
 * rate limits count per address, and a 429 would end a request before the input checks.
 */
export function clientFor(
  app: FastifyInstance,
  actor: Actor,
  session?: { cookie: string; token: string },
): TestClient {
  ip++;
  const client = new TestClient(app, {
    ip: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  });
  for (const [k, v] of actor.client.cookies) client.cookies.set(k, v);
  if (session) client.cookies.set(session.cookie, session.token);
  return client;
}

/** Sends a request; 'hang' when no answer came in HANG_MS. */
export async function send(
  client: TestClient,
  r: FuzzRequest,
): Promise<LightMyRequestResponse | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  try {
    return await Promise.race([
      client.request({
        method: r.method,
        url: r.url,
        // A string, or FormData, which the client sends as multipart/form-data.
        ...(r.payload !== undefined ? { payload: r.payload } : {}),
        ...(r.contentType ? { headers: { 'content-type': r.contentType } } : {}),
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What is wrong with an answer, or null: a 5xx, an error that is not the API's `{code, message}`
 * JSON, or a success for a caller the access rule refuses.
 */
export function problemOf(res: LightMyRequestResponse, refused: boolean): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 400) {
    let body: { code?: unknown; message?: unknown } = {};
    try {
      body = (JSON.parse(res.body) ?? {}) as typeof body;
    } catch {
      // Not JSON: reported below.
    }
    return typeof body.code === 'string' && typeof body.message === 'string'
      ? null
      : `${res.statusCode} without {code, message}: ${res.body.slice(0, 200)}`;
  }
  return refused ? `${res.statusCode}: a caller the access rule refuses got an answer` : null;
}

/** A refusal by the access guard itself (not a module's own 403). */
export const guardRefused = (res: LightMyRequestResponse) =>
  (res.statusCode === 401 || res.statusCode === 403) &&
  /"code":"(UNAUTHENTICATED|FORBIDDEN)"/.test(res.body);

/** The answer's JSON body, or null (files, empty answers). */
export const jsonOf = (res: LightMyRequestResponse): unknown =>
  String(res.headers['content-type']).includes('json') && res.body ? JSON.parse(res.body) : null;
