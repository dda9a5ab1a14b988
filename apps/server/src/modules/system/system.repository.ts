import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The cheapest round trip to the database (throws when it is unreachable). */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
