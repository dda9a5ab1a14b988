import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { parseKeyring, type Keyring } from '../lib/secrets';
import { openCliDatabase } from './db-connect';
import { RestoreRefused, restoreDatabase } from './db-load';

const USAGE = 'usage: npm run db:restore -- <file> [--force] [--unreadable-secrets]';

/**
 * `npm run db:restore -- <file>`: restores a backup of `npm run db:backup` into the application's
 * database, in one transaction (docs/operations.md#backups). Stop the server and the workers
 * first. `--force` replaces a database that is not empty; `--unreadable-secrets` restores even
 * when this machine lacks the keys of the backup's secrets. Exit code 2: refused, nothing changed.
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      'unreadable-secrets': { type: 'boolean', default: false },
    },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openCliDatabase(config);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    out(`restoring ${path.resolve(file)} into ${database.where}`);
    const summary = await restoreDatabase(database.url, path.resolve(file), {
      force: values.force,
      keyring: existingKeyring(config),
      unreadableSecrets: values['unreadable-secrets'],
    });
    out(
      `restored ${summary.tables} tables, ${summary.rows} rows at migration ` +
        `${summary.migration ?? '(none)'} in ${(summary.ms / 1000).toFixed(1)} s; ` +
        'the next start applies newer migrations',
    );
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(`restore refused: ${error.message}`);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

/** The keys of this machine, without making a key file (as the server would) when none exists. */
function existingKeyring(config: Config): Keyring | null {
  if (config.SECRETS_KEYS) return parseKeyring(config.SECRETS_KEYS);
  if (!existsSync(config.SECRETS_KEY_FILE)) return null;
  return parseKeyring(readFileSync(config.SECRETS_KEY_FILE, 'utf8').trim());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
