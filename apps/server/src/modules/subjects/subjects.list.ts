import {
  SUBJECT_COLUMNS,
  type SubjectColumnKey,
  type SubjectRow,
  type SubjectScope,
} from '@wb/shared/subjects/subjects.contract';
import { sql, type SQL } from 'drizzle-orm';
import { auditedExport, type ExportRequest } from '../audit/audited-export';
import type { Database, Db } from '../../db/client';
import {
  listRequestOf,
  runList,
  serverColumns,
  textOrNull,
  type ColumnSql,
  type ExportFile,
  type ListResource,
} from '../../lib/list-query';

/** Each column of /products/subject as SQL over the per-company subquery `s` below. */
const SQL_OF: Record<SubjectColumnKey, ColumnSql> = {
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
};

const columns = serverColumns(SUBJECT_COLUMNS, SQL_OF);

/**
 * The subjects of one company's view: `used` — the subjects of its products (cards not in the
 * trash); `all` — those and every subject WB lists (reference data and commissions). Names and
 * parents come from WB's subject list, else from the commission table, else from the cards;
 * the commission is the latest version recorded for the subject.
 */
function subjectsFrom(companyId: string, scope: SubjectScope): SQL {
  const more =
    scope === 'all'
      ? sql`UNION SELECT subject_id FROM wb_subjects UNION SELECT DISTINCT subject_id FROM wb_commissions`
      : sql``;
  return sql`(
    WITH pc AS (
      SELECT subject_id, max(subject_name) AS subject_name, count(*)::bigint AS n
        FROM products
       WHERE company_id = ${sql.param(companyId)}::uuid AND subject_id IS NOT NULL AND NOT in_trash
       GROUP BY subject_id
    ), ids AS (SELECT subject_id FROM pc ${more})
    SELECT ids.subject_id,
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

/** The list resource of one company and scope (the company is inside the FROM subquery). */
export function subjectsResource(companyId: string, scope: SubjectScope): ListResource<SubjectRow> {
  return {
    key: 'subjects',
    columns,
    from: subjectsFrom(companyId, scope),
    joins: {},
    scope: () => sql`true`,
    tiebreak: [{ expr: sql`s.subject_id`, sqlType: 'bigint' }],
    defaultSort: [
      { field: 'productCount', dir: 'desc' },
      { field: 'name', dir: 'asc' },
    ],
    extra: {},
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
}

export function listSubjects(
  db: Db,
  companyId: string,
  scope: SubjectScope,
  param: string | undefined,
) {
  const resource = subjectsResource(companyId, scope);
  return runList(db, resource, companyId, listRequestOf(resource, param));
}

/** Starts the export stream of the filtered subjects of a sales model; audited with its scope. */
export const exportSubjects = (
  database: Database,
  companyId: string,
  scope: SubjectScope,
  input: ExportRequest,
): Promise<ExportFile> =>
  auditedExport(
    database,
    subjectsResource(companyId, scope),
    companyId,
    {
      action: 'subjects.export',
      entity: 'subjects',
      name: 'subjects',
      sheetName: 'Предметы WB',
      view: { scope },
    },
    input,
  );
