/**
 * `createSandbox()`: the WB sandbox as an HTTP server on one port, WB hosts as the first path
 * segment (`/content/...`, `/statistics/...`), the control API under `/__control`.
 * node:http rather than Fastify: the sandbox must control every byte WB would send — status codes,
 * error bodies, headers, bodies streamed with back-pressure or cut in the middle, sockets left
 * hanging — and a framework's own parsing and error replies would only have to be undone.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Clock, type ClockOption } from './clock.ts';
import { handleControl, makeControl, type Control } from './control/control.ts';
import { Faults } from './faults.ts';
import { handleWb, type Env } from './http/pipeline.ts';
import { Limiter } from './limits/limiter.ts';
import { DEFAULT_MODES, type Modes } from './modes.ts';
import { ALL_ROUTES } from './routes/index.ts';
import { Sellers, type RegisterInput } from './sellers.ts';
import { Stats } from './stats.ts';
import type { IssueOptions } from './tokens.ts';

export interface SandboxOptions {
  /** 0 = a random free port. */
  port?: number;
  host?: string;
  /** File holding the signing key (created with mode 0600 when missing). */
  keyFile?: string;
  /** The signing key itself (tests); wins over keyFile. */
  key?: string | Buffer;
  /** Registered sellers are kept here across restarts (none: in memory only). */
  stateFile?: string;
  limitsEnabled?: boolean;
  clock?: ClockOption;
  modes?: Partial<Modes>;
}

export interface Sandbox {
  url: string;
  port: number;
  close(): Promise<void>;
  issueToken(opts: IssueOptions): string;
  registerSeller(input: RegisterInput): { sid: string };
  control: Control;
  clock: Clock;
}

export function loadKey(keyFile: string): Buffer {
  if (existsSync(keyFile)) return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex');
  mkdirSync(path.dirname(keyFile), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(keyFile, `${key.toString('hex')}\n`, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  return key;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const key =
    options.key !== undefined
      ? Buffer.isBuffer(options.key)
        ? options.key
        : Buffer.from(options.key)
      : options.keyFile
        ? loadKey(options.keyFile)
        : randomBytes(32);
  const clock = new Clock(options.clock);
  const sellers = new Sellers(options.stateFile ?? null);
  sellers.load();
  const limiter = new Limiter(() => clock.limiterNow());
  limiter.enabled = options.limitsEnabled ?? true;
  const modes: Modes = { ...DEFAULT_MODES, ...(options.modes ?? {}) };
  const env: Env = {
    key,
    clock,
    limiter,
    faults: new Faults(),
    stats: new Stats(),
    sellers,
    modes,
    initial: { limitsEnabled: limiter.enabled, modes: { ...modes } },
    routes: ALL_ROUTES,
    pages: new Map(),
    hanging: new Set(),
  };
  const control = makeControl(env);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const work = url.pathname.startsWith('/__control')
      ? handleControl(env, control, req, res, url)
      : handleWb(env, req, res, url);
    work.catch((err: unknown) => {
      console.error('wb-sandbox: request failed', err);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    control,
    clock,
    issueToken: (opts) => control.issueToken(opts),
    registerSeller: (input) => control.registerSeller(input),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of env.hanging) clearTimeout(t);
        env.hanging.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
