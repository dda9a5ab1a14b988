/**
 * SIGTERM to the real API server under load (docs/operations.md#stopping): keep-alive clients
 * read /api/health and /api/me and sign in (argon2: slow) without a pause; the signal comes while
 * a sign-in is in flight. Every request sent gets its whole answer, 200 — none refused with 503,
 * none reset on a kept-alive connection — and the process exits with 0 within 25 s.
 *
 * Not sent: a connection refused once the server stopped listening, or reset by the kernel as the
 * listener closed before the server accepted it (a new connection, the request absent from the
 * server's log).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../test/helpers';
import { keepAliveLoad, send, type Call, type Outcome } from '../test/http-load';
import { createCompany, PASSWORD } from '../test/identity';
import { startServer, type RunningServer } from '../test/processes';
import { createDatabase } from './db/client';

const KEYS = `k1:${randomBytes(32).toString('base64')}`;
let drop: () => Promise<void>;
let dir: string;
let server: RunningServer | null = null;
let email: string;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  const database = createDatabase(db.url, { max: 2, appName: 'wb-test' });
  try {
    const config = testConfig({ DATABASE_URL: db.url, SECRETS_KEYS: KEYS });
    ({
      owner: { email },
    } = await createCompany(database, config, 'ООО Остановка'));
  } finally {
    await database.close();
  }
  dir = await mkdtemp(path.join(tmpdir(), 'wb-shutdown-'));
  server = await startServer({
    databaseUrl: db.url,
    distDir: dir,
    logs: true,
    env: { SERVE_WEB: 'false', LOG_LEVEL: 'info', SECRETS_KEYS: KEYS },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await drop?.();
  await rm(dir, { recursive: true, force: true });
});

const reached = (id: string) => server!.logs.some((line) => line.requestId === id);

/** Requests that failed: neither answered whole with 200 nor shown not to have been sent. */
function failed(outcomes: Outcome[]) {
  return outcomes.filter((o) => {
    if (o.status === 200) return false;
    if (o.error === 'ECONNREFUSED') return false;
    const neverAccepted = o.error === 'ECONNRESET' && !o.reused && !o.answered && !reached(o.id);
    return !neverAccepted;
  });
}

describe('SIGTERM to the API server under load', () => {
  it('answers every request it received, whole, and exits with 0 within 25 s', async () => {
    const { baseURL } = server!;
    const login: Call = {
      label: 'login',
      method: 'POST',
      path: '/api/auth/login',
      body: { email, password: PASSWORD },
    };
    const signedIn = await send(baseURL, new http.Agent(), login);
    expect(signedIn.status, signedIn.body).toBe(200);
    const cookie = signedIn.setCookie!.map((c) => c.split(';')[0]).join('; ');
    const reads: Call[] = [
      { label: 'health', method: 'GET', path: '/api/health' },
      { label: 'me', method: 'GET', path: '/api/me' },
    ];
    const child = server!.process;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let exitedAt = 0;
    void exited.then(() => (exitedAt = Date.now()));
    const load = keepAliveLoad({
      baseURL,
      clients: [
        ...Array.from({ length: 4 }, () => ({ calls: reads, cookie })),
        ...Array.from({ length: 2 }, () => ({ calls: [login] })),
      ],
      until: () => exitedAt > 0,
    });

    // A kept-alive connection idle at the signal, used again a moment later (a pooled one).
    const pooled = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(baseURL, pooled, reads[0]!)).status).toBe(200);

    await new Promise((r) => setTimeout(r, 1500));
    while (load.inFlight('login') === 0) await new Promise((r) => setTimeout(r, 5));
    const signalAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const late = await send(baseURL, pooled, reads[1]!, cookie);
    pooled.destroy();
    const code = await exited;
    await load.done;

    const { outcomes } = load;
    const byLabel = (label: string) =>
      outcomes.filter((o) => o.label === label && o.status === 200);
    expect(byLabel('health').length).toBeGreaterThan(10);
    expect(byLabel('me').length).toBeGreaterThan(10);
    expect(byLabel('me').every((o) => o.body!.includes(email))).toBe(true);
    const counts = (list: Outcome[]) =>
      list.reduce<Record<string, number>>((n, o) => {
        const key = `${o.label} ${o.status ?? o.error}${o.reused ? ' reused' : ''}`;
        return { ...n, [key]: (n[key] ?? 0) + 1 };
      }, {});
    console.warn('shutdown test:', counts(outcomes), `exit ${code} in ${exitedAt - signalAt} ms`);
    expect(failed(outcomes)).toEqual([]);
    expect(late).toMatchObject({ status: 200, reused: true });
    // The sign-in in flight at the signal was answered.
    expect(
      outcomes.some((o) => o.label === 'login' && o.sentAt < signalAt && o.doneAt! > signalAt),
    ).toBe(true);
    expect(code).toBe(0);
    expect(exitedAt - signalAt).toBeLessThan(25_000);
    expect(child.exitCode).toBe(0);
    expect(server!.logs.filter((line) => line.level >= 50)).toEqual([]);
  }, 90_000);
});
