import { toMoneyString, type ColumnDef, type ExportFormat, type ListRequest } from '@wb/shared';
import { mskWallClock } from '@wb/shared/dates/msk';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { PassThrough, type Writable } from 'node:stream';
import type pg from 'pg';
import { optionLabelsOf, type ExportLabels, type OptionLabels } from './labels';
import type { ListResource } from './resource';
import { rowsQuery } from './run';

const dialect = new PgDialect();
const BATCH = 2000;

/** The columns of an export: the visible ones in the user's order (images as their URL). */
export function exportColumns<R>(resource: ListResource<R>, request: ListRequest): ColumnDef[] {
  const defs = resource.columns.map((c) => c.def);
  if (request.columns?.length) {
    return request.columns.map((k) => defs.find((d) => d.key === k)!).filter(Boolean);
  }
  return defs.filter((d) => d.visible !== false);
}

/** A value as cell text (objects as JSON, never "[object Object]"). */
const scalarText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? value.toString()
      : JSON.stringify(value);

/** An enum value as the grid shows it (its label), else as it is (booleans included). */
const enumText = (labels: OptionLabels, column: ColumnDef, value: unknown): string =>
  labels.get(column.key)?.get(scalarText(value)) ?? scalarText(value);

/** Moscow wall-clock time of an instant, `ДД.ММ.ГГГГ ЧЧ:ММ:СС`. */
function mskText(value: unknown): string {
  const d = mskWallClock(value as string | Date).toISOString();
  return `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)} ${d.slice(11, 19)}`;
}

/**
 * A cell of a CSV row: money with two decimals, dates in Moscow time, enum values as their
 * labels, RFC 4180 quoting.
 */
function csvCell(column: ColumnDef, value: unknown, labels: OptionLabels): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (column.type === 'money') text = toMoneyString(value as string);
  else if (column.type === 'date') text = mskText(value);
  else if (column.type === 'enum') text = enumText(labels, column, value);
  else if (Array.isArray(value)) text = value.join(', ');
  else text = scalarText(value);
  // A text cell starting like a formula would run in a spreadsheet (CSV injection).
  if (column.type !== 'money' && column.type !== 'number' && /^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

interface Sink {
  row: (values: Record<string, unknown>) => Promise<void>;
  end: () => Promise<void>;
}

/** Waits for the reader, or for the reader to go away (the browser cancelled the download). */
function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) return;
  out.write(chunk);
  await drained(out);
}

function csvSink(columns: ColumnDef[], out: PassThrough, labels: OptionLabels): Sink {
  // BOM: spreadsheet programs then read the file as UTF-8 (Cyrillic headers).
  out.write(
    `\ufeff${columns.map((c) => csvCell({ ...c, type: 'text' }, c.header, labels)).join(',')}\r\n`,
  );
  return {
    row: (v) => write(out, `${columns.map((c) => csvCell(c, v[c.key], labels)).join(',')}\r\n`),
    end: async () => {
      out.end();
    },
  };
}

function xlsxSink(
  columns: ColumnDef[],
  out: PassThrough,
  sheetName: string,
  labels: OptionLabels,
): Sink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(10, Math.round((c.width ?? 120) / 7)),
    ...(c.type === 'money'
      ? { style: { numFmt: '#,##0.00' } }
      : c.type === 'date'
        ? { style: { numFmt: 'dd.mm.yyyy hh:mm:ss' } }
        : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    row: async (v) => {
      const cells: Record<string, unknown> = {};
      for (const c of columns) {
        const value = v[c.key];
        if (value === null || value === undefined) continue;
        // Excel has no time zones: the Moscow wall-clock time is written as the cell's time.
        if (c.type === 'date') cells[c.key] = mskWallClock(value as string);
        else if (c.type === 'money') cells[c.key] = Math.round(Number(value) * 100) / 100;
        else if (c.type === 'number') cells[c.key] = Number(value);
        else if (c.type === 'enum') cells[c.key] = enumText(labels, c, value);
        else if (Array.isArray(value)) cells[c.key] = value.join(', ');
        else cells[c.key] = scalarText(value);
      }
      if (out.destroyed) return;
      sheet.addRow(cells).commit();
      await drained(out);
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * Streams the whole filtered view to CSV or XLSX: one read-only transaction, a server-side
 * cursor fetched in batches, each row written as it arrives — memory stays flat at any size.
 */
export function streamExport<R>(
  pool: pg.Pool,
  resource: ListResource<R>,
  companyId: string,
  request: ListRequest,
  format: ExportFormat,
  options: { sheetName: string; labels?: ExportLabels; onDone?: (rows: number) => void },
): PassThrough {
  const out = new PassThrough();
  const columns = exportColumns(resource, request);
  const query = dialect.sqlToQuery(rowsQuery(resource, companyId, request));
  void (async () => {
    const client = await pool.connect();
    let rows = 0;
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(`DECLARE list_export NO SCROLL CURSOR FOR ${query.sql}`, query.params);
      const labels = options.labels ? await optionLabelsOf(columns, options.labels) : new Map();
      const sink =
        format === 'csv'
          ? csvSink(columns, out, labels)
          : xlsxSink(columns, out, options.sheetName, labels);
      for (;;) {
        const batch = await client.query(`FETCH ${BATCH} FROM list_export`);
        for (const raw of batch.rows as Record<string, unknown>[]) {
          await sink.row(resource.mapRow(raw) as Record<string, unknown>);
        }
        rows += batch.rows.length;
        if (batch.rows.length < BATCH || out.destroyed) break;
      }
      await client.query('COMMIT');
      await sink.end();
      options.onDone?.(rows);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      out.destroy(error as Error);
    } finally {
      client.release();
    }
  })();
  return out;
}
