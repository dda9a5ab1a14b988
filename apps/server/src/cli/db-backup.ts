import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, REPO_ROOT } from '../config';
import { openCliDatabase } from './db-connect';
import { backupDatabase } from './db-dump';

/**
 * `npm run db:backup [-- file]`: writes a backup of the application's database to `file` (default
 * data/backups/wb-backoffice-<time>.backup.gz). The server and workers may keep running: the
 * backup is one consistent snapshot. No pg_dump needed (docs/operations.md#backups).
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const file = path.resolve(
    positionals[0] ?? path.join(REPO_ROOT, 'data/backups', `wb-backoffice-${stamp}.backup.gz`),
  );
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const database = await openCliDatabase(config);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    out(`backing up ${database.where}`);
    const summary = await backupDatabase(database.url, file, { appVersion: config.APP_VERSION });
    const width = Math.max(...summary.tables.map((t) => t.name.length));
    for (const t of summary.tables) {
      out(`  ${t.name.padEnd(width)} ${String(t.rows).padStart(9)} rows ${kb(t.bytes)}`);
    }
    out(
      `wrote ${summary.file}: ${summary.tables.length} tables, ${summary.rows} rows, ` +
        `${kb(summary.fileBytes)} compressed, in ${(summary.ms / 1000).toFixed(1)} s`,
    );
    out(
      'keep the encryption keys (SECRETS_KEYS or the key file) apart from it: see docs/operations.md',
    );
  } finally {
    await database.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
