import { ONE_SIZE_LABEL } from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';

// A constant of the code, not input: inlined so every use of the expression (select, filter,
// sort, keyset) is the same SQL text.
const LABEL = sql.raw(`'${ONE_SIZE_LABEL.replace(/'/g, "''")}'::text`);

/**
 * A techSize column as the user sees it (`sizeLabel` of packages/shared): WB's "0" or empty as
 * the one-size label, so a list filters, sorts and exports the text its cell shows.
 */
export function sizeLabelSql(techSize: SQL): SQL {
  return sql`CASE WHEN btrim(${techSize}) IN ('', '0') THEN ${LABEL} ELSE ${techSize} END`;
}
