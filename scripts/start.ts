/**
 * `npm start`: runs the whole product on this machine with nothing to configure.
 *   1. builds the web app when the build is missing or older than its sources;
 *   2. uses DATABASE_URL, or starts an embedded PostgreSQL under ./data (as root, when the postgres
 *      user cannot enter the project, under /var/lib/wb-backoffice) and says where the data is;
 *   3. starts the WB sandbox (its own process) unless WB_BASE_URLS / WB_BASE_URL point elsewhere;
 *   4. applies the migrations, creates the demo data once, then starts the API server and a job
 *      worker;
 *   5. prints the addresses once the server answers, and stops everything on Ctrl+C.
 * `npm run dev` does the same with the Vite dev server and auto-restarting processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, REPO_ROOT, type Config } from '../apps/server/src/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../apps/server/src/db/embedded';
import { createDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags';
import { ensureDemoCatalogue } from '../apps/server/src/modules/demo/demo-catalogue';
import { ensureDemoCosts } from '../apps/server/src/modules/demo/demo-costs';
import { ensureDemoStatement } from '../apps/server/src/modules/demo/demo-statements';
import { ensureDemoWarehouse } from '../apps/server/src/modules/demo/demo-warehouse';
import { ensureDemoTransportations } from '../apps/server/src/modules/demo/demo-transportations';
import { ensureDemoWbConnection } from '../apps/server/src/modules/demo/demo-wb';
import { demoLines, ensureDemoData } from '../apps/server/src/modules/demo/demo.seed';

const dev = process.argv.includes('--dev');
const log = (message: string) => console.log(`[start] ${message}`);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) =>
      name === 'node_modules' ? max : Math.max(max, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

function ensureWebBuild(distDir: string): void {
  const built = newestMtime(path.join(distDir, 'index.html'));
  const sources = Math.max(
    ...[
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
      'package-lock.json',
    ].map((p) => newestMtime(path.join(REPO_ROOT, p))),
  );
  if (built >= sources) return;
  log(built ? 'the web app changed since the last build: rebuilding' : 'building the web app');
  const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server stopped during start-up');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer within 2 minutes');
}

/** Starts the WB sandbox process and resolves with its URL once it answers. */
async function startSandbox(
  port: number,
  dir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/wb-sandbox/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      WB_SANDBOX_PORT: String(port),
      WB_SANDBOX_KEY_FILE: path.join(dir, 'key'),
      WB_SANDBOX_STATE_FILE: path.join(dir, 'sellers.json'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('the WB sandbox did not start in 60 s')),
      60_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      out += chunk.toString();
      const found = /WB sandbox: (http\S+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the WB sandbox exited (code ${code}); is port ${port} free?`));
    });
  });
  return { url, child };
}

/** One line on where the data is: the embedded cluster's directory, or DATABASE_URL's server. */
function databaseLocation(config: Config, embedded: EmbeddedDatabase | null): string {
  if (!embedded) {
    const url = new URL(config.DATABASE_URL!);
    return `${url.host}${url.pathname} (DATABASE_URL)`;
  }
  const inRepo = !path.relative(REPO_ROOT, embedded.dir).startsWith('..');
  const where = inRepo ? path.relative(REPO_ROOT, embedded.dir) : embedded.dir;
  return embedded.blockedBy
    ? `${where} (embedded PostgreSQL; its "postgres" user cannot enter ${embedded.blockedBy})`
    : `${where} (embedded PostgreSQL)`;
}

async function main() {
  const config = loadConfig();
  if (!dev && config.SERVE_WEB) ensureWebBuild(config.WEB_DIST_DIR);

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    log('starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dir: config.EMBEDDED_PG_DIR,
      port: config.EMBEDDED_PG_PORT,
    });
    databaseUrl = embedded.url;
  }
  log(`the database lives in ${databaseLocation(config, embedded)}`);
  const children: ChildProcess[] = [];
  // Whatever way this process ends, its children end with it.
  process.once('exit', () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });
  let sandboxUrl: string | null = null;
  if (!config.WB_BASE_URLS && !config.WB_BASE_URL) {
    log(`starting the WB sandbox on port ${config.WB_SANDBOX_PORT}`);
    const sandbox = await startSandbox(config.WB_SANDBOX_PORT, config.WB_SANDBOX_DIR);
    children.push(sandbox.child);
    sandboxUrl = sandbox.url;
  }
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    ...(sandboxUrl ? { WB_BASE_URL: sandboxUrl } : {}),
  };

  await runMigrations(databaseUrl);
  let demo: string[] = [];
  if (config.DEMO_DATA ?? !config.DATABASE_URL) {
    const database = createDatabase(databaseUrl, { max: 2, appName: 'wb-start' });
    try {
      demo = demoLines(
        await ensureDemoData(database, config, path.join(REPO_ROOT, 'data/demo-users.json')),
      );
      if (sandboxUrl) {
        const wbConfig = loadConfig({ ...process.env, WB_BASE_URL: sandboxUrl });
        demo.push(await ensureDemoWbConnection(database, wbConfig, sandboxUrl));
        // The catalogue first, then the warehouse's operations on it: both on the first start.
        demo.push(await ensureDemoCatalogue(database, wbConfig));
        // Cost prices of the synced catalogue (leftovers at cost, the P&L's COGS).
        demo.push(await ensureDemoCosts(database));
        demo.push(await ensureDemoWarehouse(database));
        demo.push(await ensureDemoTransportations(database));
      }
      demo.push(await ensureDemoStatement(database));
    } finally {
      await database.close();
    }
  }

  const node = (entry: string, flags: string[] = []) =>
    spawn(process.execPath, [...flags, '--import', 'tsx', ...(dev ? ['--watch'] : []), entry], {
      cwd: REPO_ROOT,
      env,
      stdio: 'inherit',
    });
  const server = node('apps/server/src/server.ts', SERVER_NODE_FLAGS);
  children.push(server, node('apps/server/src/worker.ts'));
  if (dev) {
    children.push(
      spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], {
        cwd: REPO_ROOT,
        env,
        stdio: 'inherit',
      }),
    );
  }

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await embedded?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        log(`a process exited unexpectedly (code ${code}); stopping the rest`);
        void stop(code || 1);
      }
    });
  }

  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  const apiUrl = `http://${host}:${config.PORT}`;
  await waitForHealth(apiUrl, server);
  const url = dev ? 'http://localhost:5173' : apiUrl;
  const wbLine = sandboxUrl
    ? `WB sandbox: ${sandboxUrl}`
    : `WB: ${config.WB_BASE_URLS === 'production' ? 'production (real Wildberries)' : (config.WB_BASE_URLS ?? config.WB_BASE_URL)}`;
  console.log(
    `\n  WB back office is running: ${url}\n  API docs: ${apiUrl}/api/docs\n  ${wbLine}\n  Stop with Ctrl+C.\n`,
  );
  for (const line of demo) console.log(line);
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
