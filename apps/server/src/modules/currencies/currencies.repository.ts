import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The currencies reference, RUB first, then by code. */
export async function listCurrencies(db: DbOrTx): Promise<{ code: string; name: string }[]> {
  const { rows } = await db.execute<{ code: string; name: string }>(sql`
    SELECT code, name FROM currencies ORDER BY code <> 'RUB', code`);
  return rows.map((r) => ({ code: r.code.trim(), name: r.name }));
}

/** The codes of the known currencies (amounts convert through their rates). */
export async function currencyCodes(db: DbOrTx): Promise<Set<string>> {
  const { rows } = await db.execute<{ code: string }>(
    sql`SELECT trim(code) AS code FROM currencies`,
  );
  return new Set(rows.map((r) => String(r.code)));
}
