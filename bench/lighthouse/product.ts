/**
 * The product bench:lighthouse measures: the production build served by a real server process,
 * the demo company and its users (as `npm start` creates them), and a WB sandbox seller synced
 * into that company by the product's own sync engine, so /, /orders and /products show data.
 * Or a server already running (`--url`), signed in with the demo credentials `npm start` keeps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, CSRF_VALUE, SYSTEM_ROLES, type WbDatasetKey } from '@wb/shared';
import { findCompanyByName } from '../../apps/server/src/modules/companies/companies.repository';
import {
  DEMO_COMPANY,
  ensureDemoData,
  type DemoData,
} from '../../apps/server/src/modules/demo/demo.seed';
import { startServer } from '../../apps/server/test/processes';
import { REPO_ROOT } from '../lib/report';
import { connectSeller, startSyncWorld, syncWithoutLimits } from '../lib/sandbox-sync';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** Where `npm start` keeps the demo credentials (apps/server/src/modules/demo/demo.seed.ts). */
export const DEMO_USERS_FILE = path.join(REPO_ROOT, 'data/demo-users.json');
/** The demo user the signed-in pages are measured as: the owner sees every page. */
const ROLE = SYSTEM_ROLES.owner.name;
/** A small seller: a few thousand orders, enough to fill the first pages of the lists. */
const SCALE = { products: 300, days: 60, ordersPerDay: 80 };
const DATASETS: WbDatasetKey[] = ['cards', 'prices', 'orders', 'sales', 'stocks'];

export interface Product {
  baseURL: string;
  /** The `Cookie` header of a signed-in demo user. */
  cookie: string;
  user: string;
  stop: () => Promise<void>;
}

/** Signs in through the API as the app does (CSRF header) and returns the session cookie. */
export async function signIn(
  baseURL: string,
  user: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`sign-in as ${user.email}: ${res.status} ${body}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

function demoUser(demo: DemoData) {
  const user = demo.users.find((u) => u.role === ROLE);
  if (!user) throw new Error(`no demo user with role ${ROLE}`);
  return user;
}

/** A server someone started (`npm start`): signs in with the demo credentials of `file`. */
export async function runningProduct(baseURL: string, file: string): Promise<Product> {
  if (!existsSync(file)) {
    throw new Error(
      `No demo credentials at ${file}: \`npm start\` writes them on a fresh database.`,
    );
  }
  const user = demoUser(JSON.parse(readFileSync(file, 'utf8')) as DemoData);
  const cookie = await signIn(baseURL, user);
  return { baseURL, cookie, user: user.email, stop: async () => undefined };
}

/** Starts the product on its own database (embedded, or TEST_DATABASE_URL's server). */
export async function startProduct(log: (line: string) => void): Promise<Product> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`No build at ${WEB_DIST}: run \`npm run build\` first.`);
  }
  const work = await mkdtemp(path.join(tmpdir(), 'wb-bench-lighthouse-'));
  const world = await startSyncWorld({
    now: new Date().toISOString(),
    appName: 'wb-bench-lighthouse',
  });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const stop = async () => {
    await server?.stop();
    await world.close();
    await rm(work, { recursive: true, force: true });
  };
  try {
    const demo = await ensureDemoData(
      world.database,
      world.config,
      path.join(work, 'demo-users.json'),
    );
    const company = await findCompanyByName(world.database.db, DEMO_COMPANY);
    if (!company) throw new Error('the demo company was not created');
    log(`syncing a sandbox seller into «${DEMO_COMPANY}»: ${DATASETS.join(', ')}`);
    const accountId = await connectSeller(
      { ...world, company: { ...world.company, id: company.id } },
      {
        scale: SCALE,
        categories: ['content', 'prices', 'statistics', 'analytics'],
        historyMonths: 3,
      },
    );
    for (const key of DATASETS) await syncWithoutLimits(world, accountId, key);
    server = await startServer({ databaseUrl: world.db.url, distDir: WEB_DIST });
    const user = demoUser(demo);
    const cookie = await signIn(server.baseURL, user);
    return { baseURL: server.baseURL, cookie, user: user.email, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
