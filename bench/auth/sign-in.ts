/**
 * Sign-in latency, argon2id included (p95 ≤ 150 ms, docs/budgets.md#sign-in). A real server process
 * on a real PostgreSQL; the client is this process, over loopback HTTP.
 *
 *   npm run bench:sign-in            # embedded PostgreSQL, or TEST_DATABASE_URL's server
 *   npm run bench:sign-in -- --check # exit 1 when p95 of one-at-a-time sign-ins exceeds 150 ms
 */
import { CSRF_HEADER, CSRF_VALUE } from '@wb/shared';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { createDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/modules/users/users.table';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords';
import { startDatabase, startServer } from '../../apps/server/test/processes';
import { printTable, writeResult } from '../lib/report';
import { percentile, round } from '../lib/stats';

const BUDGET_P95_MS = 150;
const PASSWORD = 'bench passphrase for sign-in';
const USERS = 16;

async function main() {
  const db = await startDatabase();
  await runMigrations(db.url);
  const database = createDatabase(db.url, { max: 2 });
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from(
    { length: USERS },
    (_, i) => `bench.${Date.now()}.${i}@bench.example.com`,
  );
  await database.db.insert(users).values(
    emails.map((email) => ({
      email,
      fullName: 'Bench',
      passwordHash,
      emailVerifiedAt: new Date(),
    })),
  );
  await database.close();
  const server = await startServer({
    databaseUrl: db.url,
    distDir: '/nonexistent',
    env: { SERVE_WEB: 'false', LOG_LEVEL: 'warn' },
  });

  const signIn = async (email: string) => {
    const t0 = performance.now();
    const res = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    return performance.now() - t0;
  };

  const run = async (total: number, concurrency: number) => {
    const times: number[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const i = next++;
          times.push(await signIn(emails[i % emails.length]!));
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return { times, rps: total / seconds };
  };

  try {
    await run(20, 2); // warm-up: JIT, pools, argon2 threads
    const modes = [
      { mode: 'one at a time', ...(await run(200, 1)), concurrency: 1 },
      { mode: '4 in parallel', ...(await run(400, 4)), concurrency: 4 },
    ];
    const rows = modes.map((m) => ({
      mode: m.mode,
      requests: m.times.length,
      'p50 ms': round(percentile(m.times, 50)),
      'p95 ms': round(percentile(m.times, 95)),
      'p99 ms': round(percentile(m.times, 99)),
      'max ms': round(Math.max(...m.times)),
      'req/s': round(m.rps),
    }));
    printTable(rows);
    const p95 = rows[0]!['p95 ms'];
    console.log(
      `\nbudget: p95 ≤ ${BUDGET_P95_MS} ms one at a time → ${p95} ms (${p95 <= BUDGET_P95_MS ? 'ok' : 'OVER'})`,
    );
    console.log(`written ${writeResult('sign-in', { budgetP95Ms: BUDGET_P95_MS, rows })}`);
    if (process.argv.includes('--check') && p95 > BUDGET_P95_MS) process.exitCode = 1;
  } finally {
    await server.stop();
    await db.stop();
  }
}

void main();
