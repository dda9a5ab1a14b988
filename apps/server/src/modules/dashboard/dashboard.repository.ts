import { VERSION_SQL, type Queryable } from './dashboard.queries';

/**
 * The version of what the company's dashboard is computed from (VERSION_SQL), and whether the
 * cabinet asked for (null: all) is one of the company's.
 */
export async function dashboardVersion(
  pool: Queryable,
  companyId: string,
  accountId: string | null,
): Promise<{ version: string; known: boolean }> {
  const { rows } = await pool.query<{ version: string; known: boolean }>(VERSION_SQL, [
    companyId,
    accountId,
  ]);
  return rows[0]!;
}
