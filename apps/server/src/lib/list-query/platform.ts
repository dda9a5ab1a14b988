import type { ExportFormat, ListRequest } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { exportFileOf, type ExportFile } from './endpoint';
import type { ListResource } from './resource';
import { runList, type ListPage } from './run';

/**
 * A list of the platform administrator (/admin/*): its rows are every company's, so it has no
 * tenant condition and nothing passes it a company. The admin permission of its contract is
 * what guards it.
 */
export type PlatformResource<Row> = Omit<ListResource<Row>, 'scope' | 'dataVersion'>;

// The runner's tenant argument: a platform resource's scope never reads it.
const NO_TENANT = '';

/** The resource as the runner takes it: a scope that admits every row, whatever the company. */
const platformWide = <R>(resource: PlatformResource<R>): ListResource<R> => ({
  ...resource,
  scope: () => sql`true`,
});

/** `runList` of a platform-wide list. */
export function runPlatformList<R>(
  db: Db,
  resource: PlatformResource<R>,
  request: ListRequest,
): Promise<ListPage<R>> {
  return runList(db, platformWide(resource), NO_TENANT, request);
}

/** `exportFileOf` of a platform-wide list. */
export function platformExportFileOf<R>(
  pool: pg.Pool,
  resource: PlatformResource<R>,
  request: ListRequest,
  format: ExportFormat,
  file: { name: string; sheetName: string },
): ExportFile {
  return exportFileOf(pool, platformWide(resource), NO_TENANT, request, format, file);
}
