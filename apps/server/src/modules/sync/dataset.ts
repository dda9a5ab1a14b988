import type { WbCategoryKey, WbDatasetKey } from '@wb/shared';
import type { WbClients } from '@wb/wb/factory';
import type { WbPage } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import type { CoalesceLimits } from './coalesce';

/** What a dataset's writer knows about the account it syncs. */
export interface SyncTarget {
  companyId: string;
  accountId: string;
}

/**
 * One WB dataset synced per account (docs/wb-notes.md#sync-per-dataset): where a first sync starts,
 * how pages are read from a cursor, and how a page is written. `write` runs inside the transaction
 * that also stores the page's cursor, so a page and its cursor are committed together or not at
 * all.
 */
export interface SyncDataset<Cursor = unknown, Row = unknown> {
  key: WbDatasetKey;
  /** The token category WB requires for it; null when a token of any category will do. */
  category: WbCategoryKey | null;
  /** How often a finished dataset is due again. */
  intervalMinutes: number;
  /** The cursor of a first sync reaching `historyStart`. */
  initialCursor(historyStart: Date, now: Date): Cursor;
  pages(
    clients: WbClients,
    cursor: Cursor,
    signal?: AbortSignal,
  ): AsyncIterable<WbPage<Row, Cursor>>;
  /**
   * For datasets whose pages are small: consecutive pages are joined (rows and raw rows in order,
   * the last page's cursor) and written in one transaction. The writer must treat a joined page
   * as it would the pages one after the other.
   */
  coalesce?: CoalesceLimits;
  /** Writes a page; returns rows inserted or changed. */
  write(client: PoolClient, target: SyncTarget, page: WbPage<Row, Cursor>): Promise<number>;
}
