/**
 * Keeps the P&L rollup (pnl_rollup, income.table.ts; docs/decisions/0007-pnl.md) equal to its
 * sources. The sources' statement triggers (migration 0025) mark what a change touches in
 * pnl_dirty in the same transaction, whoever writes — the sync, a service, an import, a
 * migration or psql — so no change can be missed. `refreshPnl` turns a company's marks into rows:
 * writers call it at the end of their transaction (sync pages, cost versions, the finance
 * journal), and the report calls `refreshPnlPending` before it computes, for marks nobody
 * refreshed (currency rates have no writer in the application).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import type { Db, DbOrTx } from '../../db/client';
import {
  PNL_AMOUNTS,
  adRows,
  cogsOf,
  costLookup,
  journalRows,
  realizationRows,
} from './pnl-amounts';

/** The key values the rollup stores for "none" (key columns are never null). */
export const NO_ID = `'00000000-0000-0000-0000-000000000000'::uuid`;

type Runner = DbOrTx | PoolClient;
const dialect = new PgDialect();

async function run(runner: Runner, statement: SQL) {
  if ('execute' in runner) {
    const result = await runner.execute(statement);
    return { rows: result.rows, count: result.rowCount ?? 0 };
  }
  const query = dialect.sqlToQuery(statement);
  const result = await runner.query(query.sql, query.params);
  return { rows: result.rows as Record<string, unknown>[], count: result.rowCount ?? 0 };
}

const KEY = 'account_id, nm_id, organization_id, day';
const AMOUNTS = PNL_AMOUNTS.join(', ');
const SUMS = PNL_AMOUNTS.map((a) => `sum(${a}) AS ${a}`).join(', ');

/**
 * Writes `fresh` (rows with the key columns, nulls for none, and every amount) as rows of
 * `level`, updating a stored row only when an amount changed, deletes the rows of `level` that
 * `stale` selects (alias r) and `fresh` has not, and records every key written or deleted in
 * pnl_changed. One statement. (`NOT IN` over keys never null: a hashed lookup whatever the
 * planner guesses of the CTE's size.)
 */
function upsert(companyId: SQL, level: string, fresh: SQL, stale: string): SQL {
  const set = PNL_AMOUNTS.map((a) => `${a} = EXCLUDED.${a}`).join(', ');
  const changed = PNL_AMOUNTS.map((a) => `r.${a} <> EXCLUDED.${a}`).join(' OR ');
  return sql`WITH fresh AS (
      SELECT coalesce(account_id, ${sql.raw(NO_ID)}) AS account_id, coalesce(nm_id, 0) AS nm_id,
             coalesce(organization_id, ${sql.raw(NO_ID)}) AS organization_id, day,
             ${sql.raw(AMOUNTS)}
        FROM (${fresh}) f
    ), up AS (
      INSERT INTO pnl_rollup AS r (company_id, level, ${sql.raw(KEY)}, ${sql.raw(AMOUNTS)})
      SELECT ${companyId}, ${level}::text, ${sql.raw(KEY)}, ${sql.raw(AMOUNTS)} FROM fresh
      ON CONFLICT ON CONSTRAINT pnl_rollup_key DO UPDATE SET ${sql.raw(set)}
       WHERE ${sql.raw(changed)}
      RETURNING ${sql.raw(KEY)}
    ), gone AS (
      DELETE FROM pnl_rollup r
       WHERE r.company_id = ${companyId} AND r.level = ${level} AND ${sql.raw(stale)}
         AND (r.account_id, r.nm_id, r.organization_id, r.day) NOT IN
             (SELECT account_id, nm_id, organization_id, day FROM fresh)
      RETURNING ${sql.raw(KEY)}
    )
    INSERT INTO pnl_changed SELECT ${sql.raw(KEY)} FROM up UNION ALL SELECT ${sql.raw(KEY)} FROM gone`;
}

/** product_day of every key of the company: the first fill ('all'). */
function allRows(c: SQL): SQL {
  const rows = sql`${realizationRows(sql`f.company_id = ${c}`)}
    UNION ALL ${adRows(sql`s.company_id = ${c}`)}
    UNION ALL ${journalRows(sql`x.company_id = ${c}`)}`;
  return upsert(c, 'product_day', grouped(rows), 'TRUE');
}

/** Rows of several branches with the same key summed into one. */
const grouped = (rows: SQL): SQL =>
  sql`SELECT ${sql.raw(KEY)}, ${sql.raw(SUMS)} FROM (${rows}) u GROUP BY ${sql.raw(KEY)}`;

/**
 * product_day rows of the marked (cabinet, product or shop level, day) keys, from finance_daily
 * and ad spend: the marks' days of the company read by index range, each row kept when its key is
 * marked (a hashed lookup: a page marks thousands of keys).
 */
function markedRows(c: SQL): SQL {
  const marked = (columns: string, products: 'IS NULL' | 'IS NOT NULL') =>
    `(SELECT ${columns} FROM pnl_touched WHERE kind = 'row' AND nm_id ${products})`;
  const span = (day: string) =>
    `${day} BETWEEN (SELECT min(since) FROM pnl_touched WHERE kind = 'row')
                AND (SELECT max(since) FROM pnl_touched WHERE kind = 'row')`;
  const rows = sql`${realizationRows(
    sql`f.company_id = ${c} AND ${sql.raw(`${span('f.day')}
      AND (f.nm_id IS NOT NULL
             AND (f.account_id, f.nm_id, f.day) IN ${marked('account_id, nm_id, since', 'IS NOT NULL')}
           OR f.nm_id IS NULL AND (f.account_id, f.day) IN ${marked('account_id, since', 'IS NULL')})`)}`,
  )} UNION ALL ${adRows(
    sql`s.company_id = ${c} AND ${sql.raw(`${span('s.date')}
      AND (s.account_id, s.date) IN ${marked('account_id, since', 'IS NULL')}`)}`,
  )}`;
  return upsert(
    c,
    'product_day',
    grouped(rows),
    `r.organization_id = ${NO_ID} AND (r.account_id, r.nm_id, r.day) IN
       (SELECT account_id, coalesce(nm_id, 0), since FROM pnl_touched WHERE kind = 'row')`,
  );
}

/** The company-level product_day rows of the marked days, from the finance journal. */
function journalDays(c: SQL): SQL {
  const within = (day: string) =>
    `EXISTS (SELECT 1 FROM pnl_touched t
              WHERE t.kind = 'journal' AND ${day} BETWEEN t.since AND t.until)`;
  return upsert(
    c,
    'product_day',
    journalRows(sql`x.company_id = ${c} AND ${sql.raw(within('x.day'))}`),
    `r.account_id = ${NO_ID} AND ${within('r.day')}`,
  );
}

/** COGS of the marked products' product_day rows again, from their own units. */
function costDays(c: SQL): SQL {
  const cogs = cogsOf('r');
  return sql`WITH ranges AS (
      SELECT account_id, nm_id, min(since) AS since, max(until) AS until
        FROM pnl_touched WHERE kind = 'cost' GROUP BY account_id, nm_id
    ), v AS (
      SELECT r.account_id, r.nm_id, r.day, ${sql.raw(cogs.cogs)} AS cogs,
             ${sql.raw(cogs.costless_units)} AS costless_units
        FROM ranges t
        JOIN pnl_rollup r ON r.company_id = ${c} AND r.level = 'product_day'
         AND r.account_id = t.account_id AND r.nm_id = t.nm_id AND r.organization_id = ${sql.raw(NO_ID)}
         AND r.day BETWEEN t.since AND t.until
        ${sql.raw(costLookup('r'))}
    ), up AS (
      UPDATE pnl_rollup r SET cogs = v.cogs, costless_units = v.costless_units
        FROM v
       WHERE r.company_id = ${c} AND r.level = 'product_day' AND r.account_id = v.account_id
         AND r.nm_id = v.nm_id AND r.organization_id = ${sql.raw(NO_ID)} AND r.day = v.day
         AND (r.cogs <> v.cogs OR r.costless_units <> v.costless_units)
      RETURNING ${sql.raw(
        KEY.split(', ')
          .map((k) => `r.${k}`)
          .join(', '),
      )}
    )
    INSERT INTO pnl_changed SELECT ${sql.raw(KEY)} FROM up`;
}

/**
 * A level summed from another for the keys in pnl_changed: `target` of each changed
 * (cabinet, product, organization, day) key, as `keyOf` maps it (alias k over pnl_changed),
 * from the `source` rows `match` selects (alias r, k the target key).
 */
function derived(
  c: SQL,
  target: string,
  source: string,
  keyOf: { nm: string; day: string },
  match: string,
): SQL {
  return sql`WITH keys AS (
      SELECT DISTINCT account_id, ${sql.raw(keyOf.nm)} AS nm_id, organization_id,
             ${sql.raw(keyOf.day)} AS day
        FROM pnl_changed
    ), fresh AS (
      SELECT k.account_id, k.nm_id, k.organization_id, k.day,
             ${sql.raw(PNL_AMOUNTS.map((a) => `sum(r.${a}) AS ${a}`).join(', '))}
        FROM keys k
        JOIN pnl_rollup r ON r.company_id = ${c} AND r.level = ${source}
         AND r.account_id = k.account_id AND r.organization_id = k.organization_id
         AND ${sql.raw(match)}
       GROUP BY k.account_id, k.nm_id, k.organization_id, k.day
    ), up AS (
      INSERT INTO pnl_rollup AS r (company_id, level, ${sql.raw(KEY)}, ${sql.raw(AMOUNTS)})
      SELECT ${c}, ${target}::text, ${sql.raw(KEY)}, ${sql.raw(AMOUNTS)} FROM fresh
      ON CONFLICT ON CONSTRAINT pnl_rollup_key DO UPDATE
        SET ${sql.raw(PNL_AMOUNTS.map((a) => `${a} = EXCLUDED.${a}`).join(', '))}
       WHERE ${sql.raw(PNL_AMOUNTS.map((a) => `r.${a} <> EXCLUDED.${a}`).join(' OR '))}
      RETURNING 1
    )
    DELETE FROM pnl_rollup r
     USING (SELECT * FROM keys WHERE (account_id, nm_id, organization_id, day) NOT IN
              (SELECT account_id, nm_id, organization_id, day FROM fresh)) k
     WHERE r.company_id = ${c} AND r.level = ${target}
       AND (r.account_id, r.nm_id, r.organization_id, r.day)
         = (k.account_id, k.nm_id, k.organization_id, k.day)`;
}

const MONTH = `date_trunc('month', day)::date`;
const IN_MONTH = `r.day >= k.day AND r.day < (k.day + interval '1 month')::date`;

/** The levels above product_day, each from the one below, for the changed keys. */
const DERIVED = (c: SQL) => [
  derived(
    c,
    'product_month',
    'product_day',
    { nm: 'nm_id', day: MONTH },
    `r.nm_id = k.nm_id AND ${IN_MONTH}`,
  ),
  derived(c, 'account_day', 'product_day', { nm: '0::bigint', day: 'day' }, 'r.day = k.day'),
  derived(c, 'account_month', 'account_day', { nm: '0::bigint', day: MONTH }, IN_MONTH),
];

/**
 * Turns the company's marks into rollup rows, inside the caller's transaction (the work tables
 * are emptied at its commit). Refreshes of one company are serialised until commit, so each
 * sees the sources every earlier one committed. Returns the marks it took.
 */
export async function refreshPnl(runner: Runner, companyId: string): Promise<number> {
  const c = sql`${companyId}::uuid`;
  await run(runner, sql`SELECT pg_advisory_xact_lock(hashtextextended(${`pnl:${companyId}`}, 0))`);
  // The work tables (one statement: no parameters, so PostgreSQL takes several), emptied
  // also of what an earlier refresh in this transaction left.
  await run(
    runner,
    sql.raw(`CREATE TEMP TABLE IF NOT EXISTS pnl_touched
               (kind text, account_id uuid, nm_id bigint, since date, until date) ON COMMIT DELETE ROWS;
             CREATE TEMP TABLE IF NOT EXISTS pnl_changed
               (account_id uuid, nm_id bigint, organization_id uuid, day date) ON COMMIT DELETE ROWS;
             DELETE FROM pnl_touched; DELETE FROM pnl_changed`),
  );
  const taken = await run(
    runner,
    sql`WITH marks AS (
          DELETE FROM pnl_dirty WHERE company_id = ${c}
          RETURNING kind, account_id, nm_id, since, until)
        INSERT INTO pnl_touched SELECT DISTINCT * FROM marks`,
  );
  if (taken.count === 0) return 0;
  // The work tables' statistics, so a page's thousands of keys are joined, not looped over.
  if (taken.count > 100) await run(runner, sql`ANALYZE pnl_touched`);
  const kinds = new Set(
    (await run(runner, sql`SELECT DISTINCT kind FROM pnl_touched`)).rows.map((r) => String(r.kind)),
  );
  const statements: SQL[] = [];
  if (kinds.has('all')) {
    statements.push(sql`DELETE FROM pnl_rollup WHERE company_id = ${c}`, allRows(c));
  } else {
    if (kinds.has('row')) statements.push(markedRows(c));
    if (kinds.has('journal')) statements.push(journalDays(c));
    if (kinds.has('cost')) statements.push(costDays(c));
  }
  let changed = 0;
  for (const statement of statements) changed += (await run(runner, statement)).count;
  if (changed === 0) return taken.count;
  if (changed > 100) await run(runner, sql`ANALYZE pnl_changed`);
  for (const statement of DERIVED(c)) await run(runner, statement);
  return taken.count;
}

/**
 * Before a report reads the rollup: the company's marks nobody refreshed yet (a currency rate
 * added, rows written outside the application), in a transaction of its own. A probe of an
 * index when there are none.
 */
export async function refreshPnlPending(db: Db, companyId: string): Promise<void> {
  const { rows } = await db.execute<{ dirty: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM pnl_dirty WHERE company_id = ${companyId}::uuid) AS dirty`,
  );
  if (!rows[0]?.dirty) return;
  await db.transaction((tx) => refreshPnl(tx, companyId));
}
