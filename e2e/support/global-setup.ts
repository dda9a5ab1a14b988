import { existsSync } from 'node:fs';
import { createSandbox } from '@wb/wb-sandbox';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config';
import { createDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { ensureDemoData } from '../../apps/server/src/modules/demo/demo.seed';
import { WEB_DIST } from './paths';
import { startDatabase, startServer } from './server';

/**
 * Starts PostgreSQL with the demo company and users, the WB sandbox, and the server on the
 * production build with an inline worker (so e-mails reach the outbox folder the tests read).
 * Tears them down.
 */
export default async function globalSetup() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('No production build: run `npm run build` before the e2e tests.');
  }
  const work = await mkdtemp(path.join(tmpdir(), 'wb-e2e-'));
  const database = await startDatabase();
  const sandbox = await createSandbox({ port: 0 });
  const env = {
    WB_BASE_URL: sandbox.url,
    WORKER_INLINE: 'true',
    MAIL_OUTBOX_DIR: path.join(work, 'outbox'),
    SECRETS_KEY_FILE: path.join(work, 'secrets.key'),
    AUTH_EMAIL_RATE_PER_MINUTE: '100000',
  };
  await runMigrations(database.url);
  const db = createDatabase(database.url, { max: 2 });
  const config = loadConfig(
    { ...process.env, ...env, DATABASE_URL: database.url },
    { dotenv: false },
  );
  const demo = await ensureDemoData(db, config, path.join(work, 'demo-users.json'));
  await db.close();
  const server = await startServer({ databaseUrl: database.url, distDir: WEB_DIST, env });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATABASE_URL = database.url;
  process.env.E2E_OUTBOX = env.MAIL_OUTBOX_DIR;
  process.env.E2E_SERVER_ENV = JSON.stringify(env);
  process.env.E2E_DEMO = JSON.stringify(demo);
  process.env.E2E_WB_SANDBOX_URL = sandbox.url;
  return async () => {
    await server.stop();
    await database.stop();
    await sandbox.close();
  };
}
