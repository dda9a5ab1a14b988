/**
 * An operation's lines from a spreadsheet (XLSX, or CSV): each row names a size by its barcode,
 * or by nmID and size, with a quantity and optionally a unit cost. Nothing is written: the page
 * shows the rows with their errors and adds the good ones to the operation.
 */
import {
  LINE_IMPORT_FIELDS,
  LINE_IMPORT_HEADERS,
  LINE_IMPORT_LIMITS,
  type LineImportField,
  type LineImportPreview,
  type LineImportRow,
} from '@wb/shared/warehouse/warehouse-import.contract';
import { LINE_MAX_QUANTITY } from '@wb/shared/warehouse/warehouse.contract';
import type { UploadedFile } from '@wb/shared';
import type { DbOrTx } from '../../db/client';
import { readCostFile, type Cell } from '../product-costs/cost-import-file';
import { bad } from './warehouse.errors';
import * as repo from './warehouse.repository';

const norm = (s: string) => s.toLowerCase().replace(/[\s_]/g, '');

/** Which column holds each field, from the header row. */
function columnsOf(header: Cell[]): Partial<Record<LineImportField, number>> {
  const found: Partial<Record<LineImportField, number>> = {};
  header.forEach((cell, i) => {
    const name = norm(String(cell ?? ''));
    for (const field of LINE_IMPORT_FIELDS) {
      if (found[field] === undefined && LINE_IMPORT_HEADERS[field].some((h) => norm(h) === name))
        found[field] = i;
    }
  });
  return found;
}

const cellText = (c: Cell | undefined) =>
  c === null || c === undefined ? '' : c instanceof Date ? c.toISOString() : String(c).trim();

export async function previewLineImport(
  db: DbOrTx,
  companyId: string,
  file: UploadedFile,
): Promise<LineImportPreview> {
  const sheet = await readCostFile(file.fileName, Buffer.from(file.bytes));
  const [header, ...data] = sheet.rows;
  if (!header) throw bad('В файле нет строк');
  const cols = columnsOf(header.cells);
  if (cols.quantity === undefined) throw bad('Нет колонки «Количество»');
  if (cols.barcode === undefined && cols.nmId === undefined) {
    throw bad('Нужна колонка «Баркод» или «Артикул WB» (с «Размером»)');
  }
  if (data.length > LINE_IMPORT_LIMITS.rows)
    throw bad(`Не больше ${LINE_IMPORT_LIMITS.rows} строк в файле`);
  const get = (cells: Cell[], f: LineImportField) =>
    cols[f] === undefined ? '' : cellText(cells[cols[f]]);

  const rows: LineImportRow[] = [];
  for (const { row, cells } of data) {
    const errors: string[] = [];
    const qtyText = get(cells, 'quantity').replace(',', '.');
    const quantity = /^\d{1,7}(\.0+)?$/.test(qtyText) ? Number(qtyText) : null;
    if (quantity === null || quantity < 1 || quantity > LINE_MAX_QUANTITY) {
      errors.push(`Строка ${row}: количество — целое число от 1`);
    }
    const costText = get(cells, 'unitCost').replace(/\s/g, '').replace(',', '.');
    const unitCost =
      costText === '' ? null : /^\d{1,12}(\.\d{1,2})?$/.test(costText) ? costText : null;
    if (costText !== '' && unitCost === null)
      errors.push(`Строка ${row}: себестоимость — число до 2 знаков после запятой`);

    const barcode = get(cells, 'barcode');
    const nmText = get(cells, 'nmId');
    let item = null;
    if (barcode) {
      [item = null] = await repo.itemsByBarcode(db, companyId, barcode);
      if (!item) errors.push(`Строка ${row}: товар с баркодом ${barcode} не найден`);
    } else if (/^\d{1,15}$/.test(nmText)) {
      const size = get(cells, 'size') || null;
      const found = await repo.itemsByNmAndSize(db, companyId, Number(nmText), size);
      if (found.length === 1) item = found[0]!;
      else if (found.length === 0)
        errors.push(
          `Строка ${row}: артикул ${nmText}${size ? ` с размером ${size}` : ''} не найден`,
        );
      else
        errors.push(
          `Строка ${row}: у артикула ${nmText} несколько размеров — укажите размер или баркод`,
        );
    } else {
      errors.push(`Строка ${row}: укажите баркод или артикул WB`);
    }
    rows.push({ row, quantity, unitCost, item, errors });
  }
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid };
}
