/**
 * The demo's acceptances (docs/domain.md#own-warehouse), through the module's own services: one
 * completed with a discrepancy (a shortage and a defective unit; its receipt is posted) and one
 * still being counted, so /warehouse/acceptance shows real work. Idempotent: nothing is added
 * once the company has an acceptance.
 */
import { mskDate } from '@wb/shared/dates/msk';
import type { StockItem } from '@wb/shared/warehouse/warehouse.contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import {
  completeAcceptance,
  createAcceptance,
  setCount,
  startAcceptance,
} from '../warehouse/acceptance.service';

const DAY = 86_400_000;

/** Adds the two acceptances when the company has none; answers whether it did. */
export async function ensureDemoAcceptances(
  database: Database,
  companyId: string,
  warehouseId: string,
  items: StockItem[],
  ctx: AuditContext,
): Promise<boolean> {
  const { rows } = await database.db.execute(
    sql`SELECT 1 FROM acceptances WHERE company_id = ${companyId} LIMIT 1`,
  );
  if (rows.length > 0 || items.length === 0) return false;
  const at = (i: number) => items[i % items.length]!;
  const key = (i: number) => ({
    accountId: at(i).accountId,
    nmId: at(i).nmId,
    chrtId: at(i).chrtId,
  });
  // A small catalogue wraps around: a size is listed once per acceptance.
  const sizes = (from: number, n: number) => [
    ...new Map(Array.from({ length: n }, (_, k) => [at(from + k).chrtId, from + k])).values(),
  ];

  const done = await createAcceptance(
    database,
    companyId,
    {
      warehouseId,
      source: 'Фабрика «Иваново-Текстиль»',
      expectedDate: mskDate(Date.now() - 6 * DAY),
      comment: 'Партия по договору № 14',
      lines: sizes(0, 3).map((i, k) => ({
        ...key(i),
        expected: 10 - k * 2,
        unitCost: `${390 + k * 20}.00`,
      })),
    },
    ctx,
  );
  await startAcceptance(database, companyId, done.id, ctx);
  // Everything of the first size arrived; one of the second is damaged; the third is short by 2.
  const counts = [
    [10, 0],
    [7, 1],
    [4, 0],
  ] as const;
  for (const [k, i] of sizes(0, 3).entries()) {
    const [counted, defect] = counts[k]!;
    await setCount(database, companyId, done.id, { ...key(i), counted, defect }, ctx);
  }
  await completeAcceptance(database, companyId, done.id, ctx);

  const counting = await createAcceptance(
    database,
    companyId,
    {
      warehouseId,
      source: 'ООО «Поставщик Плюс»',
      expectedDate: mskDate(),
      lines: sizes(3, 2).map((i) => ({ ...key(i), expected: 12, unitCost: '365.00' })),
    },
    ctx,
  );
  await startAcceptance(database, companyId, counting.id, ctx);
  const [first] = sizes(3, 1);
  await setCount(database, companyId, counting.id, { ...key(first!), counted: 5, defect: 0 }, ctx);
  return true;
}
