import {
  ListQueryError,
  mskDate,
  parseListRequest,
  type ExportFormat,
  type ListRequest,
} from '@wb/shared';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { PassThrough } from 'node:stream';
import { AppError } from '../errors';
import { streamExport } from './export';
import type { ExportLabels } from './labels';
import { definitionsOf, type ListResource } from './resource';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A list endpoint's `list` parameter checked against the resource; 400 with the reason. */
export function listRequestOf(
  resource: Pick<ListResource<unknown>, 'columns'>,
  param: string | undefined,
): ListRequest {
  try {
    return parseListRequest(definitionsOf(resource), param);
  } catch (error) {
    if (error instanceof ListQueryError)
      throw new AppError('VALIDATION_FAILED', error.message, 400);
    throw error;
  }
}

/** What the audit row of an export keeps: the format and the view that was exported. */
export const exportAuditOf = (request: ListRequest, format: ExportFormat) => ({
  entityId: format,
  after: { filter: request.filter ?? null, sort: request.sort, columns: request.columns ?? null },
});

export interface ExportFile {
  contentType: string;
  fileName: string;
  stream: PassThrough;
}

/** The export file of a list: `<name>-<Moscow date>.<format>`, streamed from the database. */
export function exportFileOf<R>(
  pool: pg.Pool,
  resource: ListResource<R>,
  companyId: string,
  request: ListRequest,
  format: ExportFormat,
  file: { name: string; sheetName: string; labels?: ExportLabels },
): ExportFile {
  return {
    contentType: CONTENT_TYPES[format],
    fileName: `${file.name}-${mskDate()}.${format}`,
    stream: streamExport(pool, resource, companyId, request, format, {
      sheetName: file.sheetName,
      labels: file.labels,
    }),
  };
}

/** Sends an export as a download (the stream as is: no JSON serialisation of the body). */
export function sendExport(reply: FastifyReply, file: ExportFile): string {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store');
  return file.stream as unknown as string;
}
