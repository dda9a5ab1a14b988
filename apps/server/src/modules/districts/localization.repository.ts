/** The localization table's SQL (platform reference data, no company). */
import type { LocalizationBand } from '@wb/shared/districts/localization';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { localizationCoefficients as table } from './districts.table';

/** Every band of every version, the latest version first, bands ascending. */
export async function bandRows(db: DbOrTx): Promise<(LocalizationBand & { validFrom: string })[]> {
  return db
    .select({
      validFrom: table.validFrom,
      ilFrom: table.ilFrom,
      ilTo: table.ilTo,
      ktr: table.ktr,
      krpPercent: table.krpPercent,
    })
    .from(table)
    .orderBy(desc(table.validFrom), asc(table.ilFrom));
}

export async function insertVersion(
  tx: DbOrTx,
  validFrom: string,
  bands: LocalizationBand[],
): Promise<void> {
  await tx.insert(table).values(bands.map((b) => ({ validFrom, ...b })));
}

/**
 * Deletes the version when it starts after `today`: its bands; [] when it has started (kept);
 * null when there is none.
 */
export async function deleteVersionAfter(
  tx: DbOrTx,
  validFrom: string,
  today: string,
): Promise<LocalizationBand[] | null> {
  const existing = await tx
    .select({
      ilFrom: table.ilFrom,
      ilTo: table.ilTo,
      ktr: table.ktr,
      krpPercent: table.krpPercent,
    })
    .from(table)
    .where(eq(table.validFrom, validFrom))
    .orderBy(asc(table.ilFrom))
    .for('update');
  if (existing.length === 0) return null;
  if (validFrom <= today) return [];
  await tx.delete(table).where(sql`${table.validFrom} = ${validFrom}::date`);
  return existing;
}
