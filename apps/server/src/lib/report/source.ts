import type { Grouping, ReportDeclaration, TimeGrouping } from '@wb/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A non-time grouping's SQL over the report's rollup (and its joins). */
export interface GroupingSql {
  /** The group's key (text): what the rows are grouped by. */
  key: SQL;
  /** What the group is called (functionally dependent on the key). */
  label: SQL;
  /** Joins the key and label need (names of `ReportSource.joins`). */
  joins?: readonly string[];
  /** By product: the product's identifiers and photo for the grid. */
  product?: { nmId: SQL; vendorCode: SQL; photo: SQL };
}

/** The report's summed measures (ratios are computed by the engine from these). */
type MeasureKey<R extends ReportDeclaration> = Exclude<
  R['measures'][number],
  { ratio: object }
>['key'];

/**
 * What one computation reads, for a source whose rollup also holds coarser rows (e.g. months,
 * or sums over products) to choose the fewest rows that give the same figures.
 */
export interface RowsRequest {
  /** The company whose rows are read (a parameter): for relations that read it inside. */
  tenant: SQL;
  /** The days read, both ends included. */
  from: string;
  to: string;
  /**
   * True when the computation puts every day from `first` to `last` in the same period and the
   * same bucket (of its series or time grouping): one row summing those days gives its figures.
   */
  together(first: string, last: string): boolean;
  /** False when no grouping reads the product: rows summed over products give the figures. */
  products: boolean;
}

/**
 * The server side of a report (`<module>.report.ts`): the rollup it reads, its tenant and
 * business-date columns, each measure as an aggregate, each grouping as SQL. The engine adds
 * the tenant condition, the period and the slices itself; a source only says where things are.
 */
export interface ReportSource<R extends ReportDeclaration> {
  /** The rollup with its alias, e.g. sales_daily d (or built for what a computation reads). */
  from: SQL | ((rows: RowsRequest) => SQL);
  /** Called before figures are computed (not when they are served from the cache). */
  prepare?: (db: Db, companyId: string) => Promise<void>;
  /** The rollup's company column. */
  tenant: SQL;
  /** The rollup's business date (a `date`, Moscow). */
  day: SQL;
  /** The rollup's cabinet column (the account slice). */
  account: SQL;
  /**
   * Each measure as an aggregate of the rows where `window` holds — e.g.
   * (w) => sql`sum(d.orders_count) FILTER (WHERE ${w})` — so one pass over the rows of both
   * periods gives the current and the previous figures.
   */
  measures: Record<MeasureKey<R>, (window: SQL) => SQL>;
  /** Each non-time grouping the report offers. */
  groupings: Partial<Record<Exclude<Grouping, TimeGrouping>, GroupingSql>>;
  joins: Record<string, SQL>;
  /** A text that changes whenever the rollup's rows may have (figures are cached per version). */
  dataVersion: (tenant: SQL) => SQL;
  /** Grouping keys users edit (categories, tags…): never served from the cache. */
  editedGroupings?: readonly Grouping[];
  /**
   * The rollup's grain without its date, when every non-time grouping is a function of it and
   * every measure a sum over the `sums` columns (or of linear expressions of them): the grid then
   * first sums the period's rows per grain (e.g. 30 days × 2,000 products become 2,000 rows) and
   * joins and groups those (docs/decisions/0006-reports.md). `alias` is `from`'s alias.
   */
  grain?: { alias: string; keys: readonly string[]; sums: readonly string[] };
}

/** The rollup a computation reads (`ReportSource.from`). */
export const fromOf = <R extends ReportDeclaration>(source: ReportSource<R>, rows: RowsRequest) =>
  typeof source.from === 'function' ? source.from(rows) : source.from;
