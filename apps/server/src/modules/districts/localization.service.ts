/**
 * WB's localization table for platform administrators (docs/domain.md#localization): versions by
 * the date they start; a version is added whole (its bands must cover ИЛ 0–100 without gaps or
 * overlaps) and only one that has not started yet (Moscow date) is deleted. Audited, no company.
 */
import { mskDate } from '@wb/shared/dates/msk';
import {
  localizationTableProblems,
  type LocalizationBand,
} from '@wb/shared/districts/localization';
import type {
  LocalizationVersion,
  localizationVersionInputSchema,
} from '@wb/shared/districts/localization.contract';
import { toDec } from '@wb/shared/money/money';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import {
  invalidBands,
  localizationVersionExists,
  localizationVersionNotFound,
  localizationVersionStarted,
} from './districts.errors';
import * as repo from './localization.repository';

type Input = ReturnType<typeof localizationVersionInputSchema.parse>;

export async function listVersions(db: DbOrTx): Promise<LocalizationVersion[]> {
  const today = mskDate();
  const rows = await repo.bandRows(db);
  const dates = [...new Set(rows.map((r) => r.validFrom))].sort().reverse();
  const current = dates.find((d) => d <= today);
  return dates.map((validFrom) => ({
    validFrom,
    current: validFrom === current,
    future: validFrom > today,
    bands: rows
      .filter((r) => r.validFrom === validFrom)
      .map(({ ilFrom, ilTo, ktr, krpPercent }) => ({ ilFrom, ilTo, ktr, krpPercent })),
  }));
}

const dot = (value: string) => value.trim().replace(',', '.');

/** What is wrong with a table besides its coverage: the ranges the database also checks. */
function bandProblems(bands: LocalizationBand[]): string[] {
  const problems: string[] = [];
  for (const b of bands) {
    const at = `Полоса ${b.ilFrom}–${b.ilTo}`;
    if (toDec(b.ilTo).gt(100)) problems.push(`${at}: ИЛ не больше 100 %`);
    if (!toDec(b.ktr).gt(0)) problems.push(`${at}: КТР больше нуля`);
  }
  return problems;
}

export async function createVersion(
  database: Database,
  input: Input,
  ctx: AuditContext,
): Promise<LocalizationVersion> {
  const bands = input.bands.map((b) => ({
    ilFrom: dot(b.ilFrom),
    ilTo: dot(b.ilTo),
    ktr: dot(b.ktr),
    krpPercent: dot(b.krpPercent),
  }));
  const problems = [...bandProblems(bands), ...localizationTableProblems(bands)];
  if (problems.length > 0) throw invalidBands(problems);
  try {
    await database.db.transaction(async (tx) => {
      await repo.insertVersion(tx, input.validFrom, bands);
      await audit(tx, ctx, {
        action: 'localization.version_created',
        entity: 'localization_table',
        entityId: input.validFrom,
        after: { validFrom: input.validFrom, bands },
        companyId: null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw localizationVersionExists(input.validFrom);
    throw error;
  }
  const created = (await listVersions(database.db)).find((v) => v.validFrom === input.validFrom);
  return created!;
}

export async function deleteVersion(
  database: Database,
  validFrom: string,
  ctx: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const bands = await repo.deleteVersionAfter(tx, validFrom, mskDate());
    if (bands === null) throw localizationVersionNotFound();
    if (bands.length === 0) throw localizationVersionStarted();
    await audit(tx, ctx, {
      action: 'localization.version_deleted',
      entity: 'localization_table',
      entityId: validFrom,
      before: { validFrom, bands },
      companyId: null,
    });
  });
}
