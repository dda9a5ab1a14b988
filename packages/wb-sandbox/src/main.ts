/**
 * `npm start` (in packages/wb-sandbox): the sandbox as its own process.
 * WB_SANDBOX_PORT (5490, the client's DEFAULT_WB_SANDBOX_URL), WB_SANDBOX_KEY_FILE (<repo>/data/wb-sandbox.key, created 0600),
 * WB_SANDBOX_STATE_FILE (<repo>/data/wb-sandbox.json: registered sellers), WB_SANDBOX_LIMITS=0
 * to start with rate limits off.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from './sandbox.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = Number(process.env.WB_SANDBOX_PORT ?? 5490);
const sandbox = await createSandbox({
  port,
  host: '127.0.0.1',
  keyFile: process.env.WB_SANDBOX_KEY_FILE ?? path.join(REPO_ROOT, 'data', 'wb-sandbox.key'),
  stateFile: process.env.WB_SANDBOX_STATE_FILE ?? path.join(REPO_ROOT, 'data', 'wb-sandbox.json'),
  limitsEnabled: process.env.WB_SANDBOX_LIMITS !== '0',
});
process.stdout.write(`WB sandbox: ${sandbox.url}\n`);

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
