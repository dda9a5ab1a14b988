import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { syncedDataVersion } from '../sync/data-version';

/** The company's synced data version (a sync page or a cabinet edit changes it). */
export async function syncedVersionOf(db: DbOrTx, companyId: string): Promise<string> {
  const { rows } = await db.execute<{ v: string | null }>(
    sql`SELECT (${syncedDataVersion(sql`${companyId}::uuid`)})::text AS v`,
  );
  return String(rows[0]?.v ?? '');
}
