import { buildApp } from './app';
import { loadConfig } from './config';
import { startJobQueue } from './jobs/queue';
import { ALL_JOBS } from './jobs/registry';
import { createLogger } from './lib/logger';
import { gracefulHttp, onShutdown, openDatabase } from './runtime';

/** HTTP entry point: API + the web app. Background jobs run in worker.ts (or inline). */
async function main() {
  const config = loadConfig();
  const log = createLogger(config, 'server');
  const runtime = await openDatabase(config, log, 'wb-api');
  const queue = await startJobQueue({
    database: runtime.database,
    config,
    log,
    role: config.WORKER_INLINE ? 'worker' : 'producer',
    jobs: ALL_JOBS,
  });
  const app = await buildApp({ config, database: runtime.database, queue, logger: log });
  const stopHttp = gracefulHttp(app, log);
  onShutdown(log, async () => {
    // Requests and (with WORKER_INLINE) jobs drain side by side, each within its grace.
    await Promise.all([stopHttp(), queue.stop()]);
    await runtime.close();
  });
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  log.info({ address, version: config.APP_VERSION }, `listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
