import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decryptSecret, encryptSecret, needsRotation, type Keyring } from '../../lib/secrets';
import { audit } from '../audit/audit.service';

/**
 * Every encrypted column. The JSON value of platform setting `mailPassword` is a JSON string.
 * `keyColumn` repeats the key id where a table keeps it for rotation queries.
 */
const ENCRYPTED: readonly {
  table: string;
  id: string;
  column: string;
  keyColumn?: string;
  where?: string;
  json?: boolean;
}[] = [
  { table: 'users', id: 'id', column: 'totp_secret' },
  { table: 'users', id: 'id', column: 'totp_pending_secret' },
  { table: 'wb_tokens', id: 'id', column: 'ciphertext', keyColumn: 'key_id' },
  { table: 'wb_cookies', id: 'id', column: 'ciphertext', keyColumn: 'key_id' },
  { table: 'api_proxies', id: 'id', column: 'password_ciphertext', keyColumn: 'key_id' },
  // Stored answers to Idempotency-Key requests (kept 24 h).
  { table: 'idempotency_keys', id: "scope || ' ' || key", column: 'body' },
  {
    table: 'platform_settings',
    id: 'key',
    column: 'value',
    where: `key = 'mailPassword'`,
    json: true,
  },
];

const BATCH = 200;

/**
 * Re-encrypts every secret that is not under the keyring's active key, in batches of short
 * transactions (rows locked with SKIP LOCKED, so the product can keep running). Old keys must
 * stay in the keyring until this reports nothing left. Returns the count per table.column.
 */
export async function rotateSecrets(
  database: Database,
  keyring: Keyring,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const spec of ENCRYPTED) {
    const name = `${spec.table}.${spec.column}`;
    counts[name] = 0;
    const value = sql.raw(spec.json ? `(${spec.column} #>> '{}')` : spec.column);
    const extra = sql.raw(spec.where ? `AND ${spec.where}` : '');
    for (;;) {
      const done = await database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: string; secret: string }>(
          sql`SELECT ${sql.raw(spec.id)}::text AS id, ${value} AS secret
                FROM ${sql.raw(spec.table)}
               WHERE ${sql.raw(spec.column)} IS NOT NULL
                 AND split_part(${value}, '.', 1) <> ${keyring.activeId} ${extra}
               LIMIT ${sql.raw(String(BATCH))} FOR UPDATE SKIP LOCKED`,
        );
        for (const row of rows) {
          if (!needsRotation(keyring, row.secret)) continue;
          const again = encryptSecret(keyring, decryptSecret(keyring, row.secret));
          const set = spec.json
            ? sql`${sql.raw(spec.column)} = to_jsonb(${again}::text)`
            : sql`${sql.raw(spec.column)} = ${again}`;
          const key = spec.keyColumn
            ? sql`, ${sql.raw(spec.keyColumn)} = ${keyring.activeId}`
            : sql``;
          await tx.execute(
            sql`UPDATE ${sql.raw(spec.table)} SET ${set}${key} WHERE ${sql.raw(spec.id)}::text = ${row.id}`,
          );
        }
        counts[name]! += rows.length;
        return rows.length < BATCH;
      });
      if (done) break;
    }
  }
  await audit(
    database.db,
    { actorUserId: null, companyId: null, ip: null, requestId: null },
    { action: 'secrets.rotated', entity: 'keyring', entityId: keyring.activeId, after: counts },
  );
  return counts;
}

/** How many secrets are still under another key than the active one. */
export async function countStaleSecrets(database: Database, keyring: Keyring): Promise<number> {
  let total = 0;
  for (const spec of ENCRYPTED) {
    const value = sql.raw(spec.json ? `(${spec.column} #>> '{}')` : spec.column);
    const { rows } = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(spec.table)}
           WHERE ${sql.raw(spec.column)} IS NOT NULL
             AND split_part(${value}, '.', 1) <> ${keyring.activeId}
             ${sql.raw(spec.where ? `AND ${spec.where}` : '')}`,
    );
    total += rows[0]?.n ?? 0;
  }
  return total;
}

/**
 * The key ids of stored secrets that `keyring` cannot decrypt (one secret tried per key id):
 * a restored backup holds ciphertext only, its keys travel apart (docs/operations.md#backups).
 */
export async function unreadableSecretKeys(
  query: (text: string) => Promise<{ secret: string }[]>,
  keyring: Keyring | null,
): Promise<string[]> {
  const unreadable = new Set<string>();
  for (const spec of ENCRYPTED) {
    const value = spec.json ? `(${spec.column} #>> '{}')` : spec.column;
    const rows = await query(
      `SELECT DISTINCT ON (split_part(${value}, '.', 1)) ${value} AS secret FROM ${spec.table}
        WHERE ${spec.column} IS NOT NULL ${spec.where ? `AND ${spec.where}` : ''}`,
    );
    for (const { secret } of rows) {
      try {
        if (!keyring) throw new Error('no keys');
        decryptSecret(keyring, secret);
      } catch {
        unreadable.add(secret.split('.')[0] ?? '');
      }
    }
  }
  return [...unreadable].sort();
}
