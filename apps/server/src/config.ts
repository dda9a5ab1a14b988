import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the configuration are resolved against it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const repoPath = z
  .string()
  .min(1)
  .transform((p) => path.resolve(REPO_ROOT, p));

/** Every setting of the server, from the environment; `.env.example` documents each one. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public base URL, used in e-mail links and to decide about HTTPS-only headers. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Human-readable logs instead of JSON lines. */
  LOG_PRETTY: bool.optional(),
  /** A PostgreSQL server to use; without it an embedded PostgreSQL runs under ./data. */
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_PG_DIR: repoPath.default(path.join(REPO_ROOT, 'data/postgres')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5488),
  /** The built web app served by the API server (SPA fallback). */
  WEB_DIST_DIR: repoPath.default(path.join(REPO_ROOT, 'apps/web/dist')),
  SERVE_WEB: bool.default(true),
  /** Number of reverse proxies in front of the server, for client IPs and protocol. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Run the job worker inside the API process (single-process deployments). */
  WORKER_INLINE: bool.default(false),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Keep rows of job_runs for this many days. */
  JOB_RUNS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  APP_VERSION: z.string().min(1).default(rootPackage.version),

  /** Encryption keys of secrets at rest: `id:base64(32 bytes),…`, the first encrypts. */
  SECRETS_KEYS: z.string().optional(),
  /** Without SECRETS_KEYS: a key file, created on first start (mode 0600). */
  SECRETS_KEY_FILE: repoPath.default(path.join(REPO_ROOT, 'data/secrets.key')),
  /**
   * `__Host-` cookie with Secure. Browsers accept Secure cookies on http://localhost; set false
   * only to serve plain HTTP on another host (development exception, documented in the README).
   */
  SESSION_COOKIE_SECURE: bool.default(true),

  /** Create the demo company and users at `npm start` (default: only with the embedded database). */
  DEMO_DATA: bool.optional(),

  /** Per-IP requests per minute to the endpoints that send e-mail (register, reset, resend). */
  AUTH_EMAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),

  /** SMTP for e-mail; without SMTP_HOST mail goes to MAIL_OUTBOX_DIR and the log. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Селлер-офис WB <no-reply@localhost>'),
  MAIL_OUTBOX_DIR: repoPath.default(path.join(REPO_ROOT, 'data/outbox')),

  /**
   * Where WB is (docs/wb-integration.md): `WB_BASE_URLS` — `production` for the real WB, or a JSON
   * object host key → URL; else `WB_BASE_URL` — one root in the sandbox layout. Default: the
   * local WB sandbox that `npm start` runs.
   */
  WB_BASE_URLS: z.string().optional(),
  WB_BASE_URL: z.url().optional(),
  /**
   * The WB sandbox `npm start` runs when neither WB_BASE_URLS nor WB_BASE_URL is set: its port,
   * and its signing key and registered sellers (kept across restarts).
   */
  WB_SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(5490),
  WB_SANDBOX_DIR: repoPath.default(path.join(REPO_ROOT, 'data/wb-sandbox')),
  /** Per attempt of a call to WB. */
  WB_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /**
   * The longest a sync run waits for WB's limit before it gives its worker back and is queued
   * again for when the limit lets the next request go (a 1-per-minute report never blocks cards).
   */
  SYNC_MAX_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
});

export type Config = z.infer<typeof configSchema>;

/** Loads `.env` from the repository root (if present) without overriding the real environment. */
function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and validates the configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { dotenv = true } = {}): Config {
  if (dotenv && env === process.env) loadDotEnv();
  // Empty strings mean "not set", as in most .env conventions.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

/** The public base URL for links in e-mails. */
export function publicUrl(config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host}:${config.PORT}`;
}
