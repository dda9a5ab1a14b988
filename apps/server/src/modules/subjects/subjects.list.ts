import type { subjectsList } from '@wb/shared/subjects/subjects.contract';
import { sql } from 'drizzle-orm';
import { textOrNull, type ListContext, type ListSource } from '../../lib/list-query';

/**
 * The subjects of one company's view: `used` — the subjects of its products (cards not in the
 * trash); `all` — those and every subject WB lists (reference data and commissions). Names and
 * parents come from WB's subject list, else from the commission table, else from the cards;
 * the commission is the latest version recorded for the subject. The company is inside the
 * subquery (its product counts), and selected as the rows' tenant column.
 */
function subjectsFrom({ tenant, params }: ListContext<typeof subjectsList>) {
  const more =
    params.scope === 'all'
      ? sql`UNION SELECT subject_id FROM wb_subjects UNION SELECT DISTINCT subject_id FROM wb_commissions`
      : sql``;
  return sql`(
    WITH pc AS (
      SELECT subject_id, max(subject_name) AS subject_name, count(*)::bigint AS n
        FROM products
       WHERE company_id = ${tenant} AND subject_id IS NOT NULL AND NOT in_trash
       GROUP BY subject_id
    ), ids AS (SELECT subject_id FROM pc ${more})
    SELECT ${tenant} AS company_id, ids.subject_id,
           coalesce(ws.name, cm.subject_name, pc.subject_name) AS name,
           coalesce(ws.parent_name, wp.name, cm.parent_name) AS parent_name,
           coalesce(pc.n, 0) AS product_count,
           trim_scale(cm.fbw) AS fbw, trim_scale(cm.fbs) AS fbs, trim_scale(cm.dbs) AS dbs,
           trim_scale(cm.edbs) AS edbs, trim_scale(cm.pickup) AS pickup,
           trim_scale(cm.booking) AS booking,
           (cm.valid_from::timestamp AT TIME ZONE 'Europe/Moscow') AS commission_from
      FROM ids
      LEFT JOIN pc ON pc.subject_id = ids.subject_id
      LEFT JOIN wb_subjects ws ON ws.subject_id = ids.subject_id
      LEFT JOIN wb_subject_parents wp ON wp.parent_id = ws.parent_id
      LEFT JOIN LATERAL (
        SELECT c.* FROM wb_commissions c WHERE c.subject_id = ids.subject_id
         ORDER BY c.valid_from DESC LIMIT 1
      ) cm ON true
  ) s`;
}

/** /products/subject's grid over the per-company subquery `s`. */
export const subjectsSource: ListSource<typeof subjectsList> = {
  columns: {
    name: { expr: sql`s.name`, sqlType: 'text' },
    parentName: { expr: sql`s.parent_name`, sqlType: 'text' },
    productCount: { expr: sql`s.product_count`, sqlType: 'bigint', notNull: true },
    fbw: { expr: sql`s.fbw`, sqlType: 'numeric' },
    fbs: { expr: sql`s.fbs`, sqlType: 'numeric' },
    dbs: { expr: sql`s.dbs`, sqlType: 'numeric' },
    edbs: { expr: sql`s.edbs`, sqlType: 'numeric' },
    pickup: { expr: sql`s.pickup`, sqlType: 'numeric' },
    booking: { expr: sql`s.booking`, sqlType: 'numeric' },
    commissionFrom: { expr: sql`s.commission_from`, sqlType: 'timestamptz' },
    subjectId: { expr: sql`s.subject_id`, sqlType: 'bigint', notNull: true },
  },
  from: subjectsFrom,
  tenant: sql`s.company_id`,
  tiebreak: [{ expr: sql`s.subject_id`, sqlType: 'bigint' }],
  defaultSort: [
    { field: 'productCount', dir: 'desc' },
    { field: 'name', dir: 'asc' },
  ],
  mapRow: (r) => ({
    subjectId: Number(r.subjectId),
    name: textOrNull(r.name),
    parentName: textOrNull(r.parentName),
    productCount: Number(r.productCount),
    fbw: textOrNull(r.fbw),
    fbs: textOrNull(r.fbs),
    dbs: textOrNull(r.dbs),
    edbs: textOrNull(r.edbs),
    pickup: textOrNull(r.pickup),
    booking: textOrNull(r.booking),
    commissionFrom:
      r.commissionFrom === null || r.commissionFrom === undefined
        ? null
        : new Date(r.commissionFrom as string | Date).toISOString(),
  }),
};
