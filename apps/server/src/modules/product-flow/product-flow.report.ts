import { addDays } from '@wb/shared';
import type { productFlowReport } from '@wb/shared/product-flow/product-flow.contract';
import { sql, type SQL } from 'drizzle-orm';
import type { RowsRequest, ReportSource } from '../../lib/report/source';
import { dailyUnitsSql } from '../sales/sales.repository';
import { salesReportSource } from '../sales/sales.report';
import { acceptedUnitsSql } from '../supplies/supply-goods';
import { syncedDataVersion } from '../sync/data-version';
import { wbStockChangesSql } from '../wb-stocks/stock-levels';

/**
 * The cells a computation reads: each run of days it puts in one period and one bucket. Their
 * stock at the start (the end of the day before) and at the end is what it shows.
 */
export function cellsOf(rows: Pick<RowsRequest, 'from' | 'to' | 'together'>) {
  const cells: { from: string; to: string }[] = [];
  let start = rows.from;
  for (let day = rows.from; day <= rows.to; day = addDays(day, 1)) {
    const next = addDays(day, 1);
    if (next > rows.to || !rows.together(start, next)) {
      cells.push({ from: start, to: day });
      start = next;
    }
  }
  return cells;
}

const ZERO_FLOWS = sql`0 AS wb_accepted, 0 AS wb_orders, 0 AS wb_buyouts, 0 AS wb_returns,
  0 AS own_receipts, 0 AS own_returns, 0 AS own_write_offs, 0 AS own_shipments, 0 AS own_other`;

/**
 * The report's relation for one computation (docs/domain.md#product-flow): the flows of its days
 * (own ledger rollup, sales_daily, accepted supplies), and for each cell an `open` row on its
 * first day and a `close` row on its last, per product (or per cabinet when no grouping reads
 * the product) with the WB and own stock at the end of the day before / of that day. A stock is
 * a running sum of its daily changes up to that day; the WB one is unknown (null) before the
 * cabinet's stock history starts. Every product of the company (every cabinet) has its edge rows,
 * so a group's earliest (latest) edge day is its period's.
 */
function flowRelation(rows: RowsRequest): SQL {
  const t = rows.tenant;
  const cells = cellsOf(rows);
  const edges = cells.flatMap((c) => [
    { day: c.from, at: addDays(c.from, -1), edge: 'open' },
    { day: c.to, at: c.to, edge: 'close' },
  ]);
  const upTo = rows.to;
  const byProduct = rows.products;
  const nm = byProduct ? sql`nm_id` : sql`0::bigint`;
  const keys = byProduct
    ? sql`SELECT account_id, nm_id FROM products WHERE company_id = ${t}`
    : sql`SELECT id AS account_id, 0::bigint AS nm_id FROM wb_accounts WHERE company_id = ${t}`;
  const list = (values: string[]) => sql`${`{${values.join(',')}}`}`;
  return sql`(
    WITH e AS (
      SELECT * FROM unnest(${list(edges.map((e) => e.day))}::date[],
                           ${list(edges.map((e) => e.at))}::date[],
                           ${list(edges.map((e) => e.edge))}::text[]) AS e(day, at, edge)),
    wb AS (${wbStockChangesSql(t, upTo, byProduct)}),
    history AS (SELECT account_id, min(day) AS first_day FROM wb GROUP BY 1),
    own AS (SELECT account_id, ${nm} AS nm_id, day, sum(net) AS delta FROM own_flow_daily
             WHERE company_id = ${t} AND day <= ${upTo}::date GROUP BY 1, 2, 3),
    events AS (
      SELECT account_id, nm_id, day AS at, delta AS wb, 0::numeric AS own,
             NULL::text AS edge, NULL::date AS edge_day FROM wb
      UNION ALL SELECT account_id, nm_id, day, 0, delta, NULL, NULL FROM own
      UNION ALL SELECT k.account_id, k.nm_id, e.at, 0, 0, e.edge, e.day
        FROM (${keys}) k CROSS JOIN e),
    levels AS (
      SELECT events.*, sum(wb) OVER w AS wb_level, sum(own) OVER w AS own_level FROM events
      -- A day's changes before its edges: an edge sees the stock at the end of its day.
      WINDOW w AS (PARTITION BY account_id, nm_id ORDER BY at, edge IS NOT NULL
                   ROWS UNBOUNDED PRECEDING))
    SELECT ${t} AS company_id, l.account_id, l.nm_id, l.edge_day AS day, l.edge,
           CASE WHEN h.first_day <= l.at THEN coalesce(l.wb_level, 0) END AS wb_stock,
           coalesce(l.own_level, 0) AS own_stock, ${ZERO_FLOWS}
      FROM levels l LEFT JOIN history h ON h.account_id = l.account_id
     WHERE l.edge IS NOT NULL
    UNION ALL
    SELECT company_id, account_id, nm_id, day, NULL, NULL, NULL, 0, 0, 0, 0,
           receipts, returns, write_offs, shipments, inventory + moves
      FROM own_flow_daily
     WHERE company_id = ${t} AND day BETWEEN ${rows.from}::date AND ${upTo}::date
    UNION ALL
    SELECT company_id, account_id, nm_id, day, NULL, NULL, NULL, 0, orders, buyouts, returns,
           0, 0, 0, 0, 0
      FROM (${dailyUnitsSql(t, rows.from, upTo)}) s
    UNION ALL
    SELECT company_id, account_id, nm_id, day, NULL, NULL, NULL, accepted, 0, 0, 0,
           0, 0, 0, 0, 0
      FROM (${acceptedUnitsSql(t, rows.from, upTo)}) a
  ) d`;
}

const sum = (column: string) => (w: SQL) => sql`sum(${sql.raw(`d.${column}`)}) FILTER (WHERE ${w})`;
/** A stock at the start (end) of each group's period: its earliest (latest) edge rows. */
const opening = (column: string) => (w: SQL) =>
  sql`balance_first(d.day, ${sql.raw(`d.${column}`)}) FILTER (WHERE ${w} AND d.edge = 'open')`;
const closing = (column: string) => (w: SQL) =>
  sql`balance_last(d.day, ${sql.raw(`d.${column}`)}) FILTER (WHERE ${w} AND d.edge = 'close')`;

/** In − out of each side (docs/domain.md#product-flow). */
const wbNet = (w: SQL) =>
  sql`coalesce(sum(d.wb_accepted + d.wb_returns - d.wb_buyouts) FILTER (WHERE ${w}), 0)`;
const ownNet = (w: SQL) =>
  sql`coalesce(sum(d.own_receipts + d.own_returns + d.own_other - d.own_write_offs
                   - d.own_shipments) FILTER (WHERE ${w}), 0)`;

/**
 * The product flow over its relation (d: company × cabinet × product × day, flows and edge
 * rows). Groupings read the product card, category, tags, cabinet and organization like the
 * sales report's.
 */
export const productFlowReportSource: ReportSource<typeof productFlowReport> = {
  from: flowRelation,
  tenant: sql`d.company_id`,
  day: sql`d.day`,
  account: sql`d.account_id`,
  measures: {
    wbOpening: opening('wb_stock'),
    wbAccepted: sum('wb_accepted'),
    wbOrders: sum('wb_orders'),
    wbBuyouts: sum('wb_buyouts'),
    wbReturns: sum('wb_returns'),
    wbClosing: closing('wb_stock'),
    // closing − (opening + in − out): unknown when either stock is.
    wbDifference: (w) => sql`(${closing('wb_stock')(w)} - ${opening('wb_stock')(w)} - ${wbNet(w)})`,
    ownOpening: opening('own_stock'),
    ownReceipts: sum('own_receipts'),
    ownReturns: sum('own_returns'),
    ownWriteOffs: sum('own_write_offs'),
    ownShipments: sum('own_shipments'),
    ownOther: sum('own_other'),
    ownClosing: closing('own_stock'),
    ownDifference: (w) =>
      sql`(${closing('own_stock')(w)} - ${opening('own_stock')(w)} - ${ownNet(w)})`,
  },
  groupings: {
    product: salesReportSource.groupings.product!,
    brand: salesReportSource.groupings.brand!,
    subject: salesReportSource.groupings.subject!,
    category: salesReportSource.groupings.category!,
    tag: salesReportSource.groupings.tag!,
    organization: salesReportSource.groupings.organization!,
    account: salesReportSource.groupings.account!,
  },
  joins: salesReportSource.joins,
  // Synced data, and every movement of the own ledger (append-only: its last id).
  dataVersion: (tenant) => sql`concat_ws('|', ${syncedDataVersion(tenant)},
    (SELECT max(id)::text FROM stock_movements WHERE company_id = ${tenant}))`,
  editedGroupings: ['category', 'tag', 'organization'],
};
