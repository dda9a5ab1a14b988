/** The raw array at `path` of a parsed body (the rows as WB sent them), `[]` when absent. */
export function rawRows(raw: unknown, path: readonly string[] = []): unknown[] {
  let node: unknown = raw;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return [];
    node = (node as Record<string, unknown>)[key];
  }
  return Array.isArray(node) ? node : [];
}

/** A string field of a raw row (a cursor value exactly as WB sent it). */
export function rawString(row: unknown, field: string): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** One page of a paginated method: typed rows, the same rows raw, and where to go on. */
export interface WbPage<Row, Cursor> {
  rows: Row[];
  /** `raw[i]` is the row `rows[i]` was parsed from. */
  raw: unknown[];
  /** Persist this after storing the page: the next run (or page) starts from it. */
  cursor: Cursor;
  /** No page follows. */
  done: boolean;
}

/**
 * The offset after a page of an offset-paginated method. A page counts for at most `limit`
 * positions: WB sometimes repeats rows of the previous page at the start of the next (the
 * client passes them on, the sync upserts by key), and counting them would skip as many unread
 * rows. Reading a row twice is harmless; skipping one loses it.
 */
export function nextOffset(offset: number, rows: number, limit: number): number {
  return offset + Math.min(rows, limit);
}
