import type { acceptancesList } from '@wb/shared/warehouse/acceptance.contract';
import type { AcceptanceStatus } from '@wb/shared/warehouse/acceptance.contract';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListSource } from '../../lib/list-query';

const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const sum = (expr: string) =>
  sql.raw(
    `(SELECT coalesce(sum(${expr}), 0) FROM acceptance_lines l WHERE l.acceptance_id = a.id)`,
  );

/**
 * /warehouse/acceptance (a): units expected, counted good and defective are the lines' sums; a
 * discrepancy is a line whose arrivals (good + defective) differ from the expected, or with
 * defects (hasDiscrepancy in the contract).
 */
export const acceptancesSource: ListSource<typeof acceptancesList> = {
  columns: {
    number: { expr: sql`a.number`, sqlType: 'bigint', notNull: true },
    expectedDate: {
      expr: sql`(a.expected_date::timestamp AT TIME ZONE 'Europe/Moscow')`,
      sqlType: 'timestamptz',
      notNull: true,
    },
    status: { expr: sql`a.status`, sqlType: 'text', notNull: true },
    source: { expr: sql`a.source`, sqlType: 'text', notNull: true },
    warehouse: { expr: sql`w.name`, sqlType: 'text', notNull: true },
    expected: { expr: sum('l.expected'), sqlType: 'numeric', notNull: true },
    counted: { expr: sum('l.counted'), sqlType: 'numeric', notNull: true },
    defect: { expr: sum('l.defect'), sqlType: 'numeric', notNull: true },
    discrepancies: {
      expr: sql`(SELECT count(*) FROM acceptance_lines l WHERE l.acceptance_id = a.id
                   AND (l.counted + l.defect <> l.expected OR l.defect > 0))`,
      sqlType: 'numeric',
      notNull: true,
    },
    comment: { expr: sql`a.comment`, sqlType: 'text' },
    author: { expr: sql`u.full_name`, sqlType: 'text', joins: ['author'] },
    createdAt: { expr: sql`a.created_at`, sqlType: 'timestamptz', notNull: true },
  },
  from: sql`acceptances a JOIN warehouses w ON w.id = a.warehouse_id`,
  joins: { author: sql`LEFT JOIN users u ON u.id = a.author_id` },
  tenant: sql`a.company_id`,
  tiebreak: [{ expr: sql`a.id`, sqlType: 'uuid' }],
  defaultSort: [
    { field: 'expectedDate', dir: 'desc' },
    { field: 'number', dir: 'desc' },
  ],
  extra: {
    id: { expr: sql`a.id` },
    year: { expr: sql`a.year` },
    day: { expr: sql`a.expected_date::text` },
  },
  mapRow: (r) => ({
    id: String(r.id),
    number: Number(r.number),
    year: Number(r.year),
    expectedDate: String(r.day),
    status: r.status as AcceptanceStatus,
    source: String(r.source),
    warehouse: String(r.warehouse),
    expected: Number(r.expected),
    counted: Number(r.counted),
    defect: Number(r.defect),
    discrepancies: Number(r.discrepancies),
    comment: textOrNull(r.comment),
    author: textOrNull(r.author),
    createdAt: iso(r.createdAt),
  }),
};
