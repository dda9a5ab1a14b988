import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { keyringFor } from '../lib/secrets';
import { countStaleSecrets, rotateSecrets } from '../modules/secrets/rotate-secrets';
import { openDatabase } from '../runtime';

/**
 * `npm run secrets:rotate`: re-encrypts every secret at rest under the first key of SECRETS_KEYS
 * (docs/operations.md, "Rotating the encryption key"). With the embedded database, stop
 * `npm start` first: this command starts the database itself.
 */
async function main() {
  const config = loadConfig();
  const log = createLogger(config, 'secrets');
  const keyring = keyringFor(config);
  const runtime = await openDatabase(config, log, 'wb-secrets-rotate');
  try {
    const counts = await rotateSecrets(runtime.database, keyring);
    const left = await countStaleSecrets(runtime.database, keyring);
    const out = (line: string) => process.stdout.write(`${line}\n`);
    for (const [column, n] of Object.entries(counts)) out(`${column}: ${n} re-encrypted`);
    out(
      left === 0
        ? `done: every secret is under key "${keyring.activeId}"; older keys may be removed`
        : `${left} secrets are still under older keys (locked by running work?): run again`,
    );
    process.exitCode = left === 0 ? 0 : 2;
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
