/**
 * The cells of a cost file as the import reads them: which column holds which field (by its
 * header, in any case and spacing), and a cell's text, money amount or date as typed.
 */
import {
  COST_IMPORT_FIELDS,
  COST_IMPORT_HEADERS,
  type CostImportField,
} from '@wb/shared/product-costs/cost-import.contract';
import type { Cell, SheetRow } from './cost-import-file';
import { bad } from './product-costs.errors';

/** `Артикул WB` → `артикулwb`: headers compare without case, spaces, `_`, `.` and `*`. */
const normal = (header: string) => header.toLowerCase().replace(/[\s_.*]/g, '');

const FIELD_OF = new Map<string, CostImportField>(
  COST_IMPORT_FIELDS.flatMap((f) => COST_IMPORT_HEADERS[f].map((h) => [normal(h), f] as const)),
);

export const cellText = (cell: Cell | undefined): string | null => {
  if (cell === null || cell === undefined) return null;
  const text = (cell instanceof Date ? cell.toISOString() : String(cell)).trim();
  return text === '' ? null : text;
};

/** Which column holds which field; the file's own header text names the field in messages. */
export function mapHeader(header: SheetRow) {
  const columns = new Map<CostImportField, { index: number; title: string }>();
  header.cells.forEach((cell, index) => {
    const title = cellText(cell);
    if (!title) return;
    const field = FIELD_OF.get(normal(title));
    if (!field) return;
    if (columns.has(field)) {
      throw bad(`Колонка «${title}» встречается в заголовке дважды (строка ${header.row})`);
    }
    columns.set(field, { index, title });
  });
  if (!columns.has('nmId') && !columns.has('vendorCode')) {
    throw bad(
      `В заголовке (строка ${header.row}) нет колонки «Артикул WB» или «Артикул продавца»: скачайте шаблон`,
    );
  }
  if (!columns.has('unitCost')) {
    throw bad(`В заголовке (строка ${header.row}) нет колонки «Себестоимость»: скачайте шаблон`);
  }
  return columns;
}

/** The template's own header of a field (the first of its accepted names). */
export const TEMPLATE_HEADER = (f: CostImportField) => COST_IMPORT_HEADERS[f][0]!;

/** A money amount as typed: `1 234,50`, `1234.5`, `1234,5 ₽`, or an XLSX number. */
export function moneyText(cell: Cell | undefined): string | null {
  if (typeof cell === 'number') {
    // Spreadsheet arithmetic leaves float noise (0.1 + 0.2): round to kopecks when it is noise.
    const kopecks = Math.round(cell * 100);
    return Math.abs(cell * 100 - kopecks) < 1e-6 ? (kopecks / 100).toFixed(2) : String(cell);
  }
  const text = cellText(cell);
  if (text === null) return null;
  return text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₽|руб\.?|р\.)$/i, '')
    .replace(',', '.');
}

/** A date as typed: `ДД.ММ.ГГГГ`, `ГГГГ-ММ-ДД` or an XLSX date cell; null: not a date. */
export function dateText(cell: Cell | undefined): string | null {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = cellText(cell);
  if (text === null) return null;
  const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (ru) return `${ru[3]}-${ru[2]!.padStart(2, '0')}-${ru[1]!.padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/.exec(text);
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : text;
}
