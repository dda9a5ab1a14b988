import { COST_IMPORT_LIMITS } from '@wb/shared/product-costs/cost-import.contract';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { bad } from './product-costs.errors';

/** A cell as read: text (CSV, XLSX strings), a number or a date (XLSX), or nothing. */
export type Cell = string | number | Date | null;

export interface SheetRow {
  /** The row number the user sees in a spreadsheet program (the header included). */
  row: number;
  cells: Cell[];
}

export interface ReadSheet {
  format: 'xlsx' | 'csv';
  /** Non-blank rows in file order; the first is the header. */
  rows: SheetRow[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

const blank = (cells: Cell[]) =>
  cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/**
 * The delimiter of a CSV file: `;` (Excel in the Russian locale), `,` or a tab — whichever the
 * header line has most of outside quotes.
 */
export function csvDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ';';
}

/** A CSV file as rows of text: UTF-8 with or without BOM, `;`, `,` or tab separated. */
export async function readCsv(bytes: Buffer): Promise<SheetRow[]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw bad(
      'Файл CSV не в кодировке UTF-8: сохраните его как «CSV UTF-8 (разделитель — запятая или точка с запятой)»',
    );
  }
  if (text.startsWith('\ufeff')) text = text.slice(1);
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter: csvDelimiter(text) },
      // Every value stays text: a vendor code "00123" must not become the number 123.
      map: (value: string) => value,
    });
  } catch (error) {
    const reason =
      error instanceof Error && /missing closing/.test(error.message)
        ? 'незакрытая кавычка'
        : 'неверный формат';
    throw bad(`Файл CSV не читается: ${reason}`);
  }
  return sheetRows(sheet);
}

/** The value of an XLSX cell without formatting: formulas as their result, rich text as text. */
function plain(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return plain((value as ExcelJS.CellFormulaValue).result);
  }
  if ('hyperlink' in value) return plain(value.text);
  if ('error' in value) return value.error;
  return null;
}

function sheetRows(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  // Blank rows are skipped; a limit on the rows kept stops a sheet that is only long.
  const cap = COST_IMPORT_LIMITS.rows + 2;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (rows.length > cap) return;
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (v) => plain(v));
    if (!blank(cells)) rows.push({ row: number, cells });
  });
  return rows;
}

/** An XLSX workbook's first sheet (or the one named «Себестоимость») as rows of cells. */
export async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw bad('Файл XLSX не читается: он повреждён или это не книга Excel');
  }
  const sheet =
    workbook.worksheets.find((s) => s.name.trim().toLowerCase() === 'себестоимость') ??
    workbook.worksheets[0];
  if (!sheet) throw bad('В файле XLSX нет ни одного листа');
  return sheetRows(sheet);
}

/**
 * Reads an uploaded cost file. XLSX is recognised by its content (a ZIP), the old binary XLS is
 * refused with advice, anything else is read as CSV.
 */
export async function readCostFile(fileName: string, bytes: Buffer): Promise<ReadSheet> {
  if (bytes.length === 0) throw bad('Файл пуст');
  if (bytes.length > COST_IMPORT_LIMITS.fileBytes) {
    throw bad(
      `Файл больше ${COST_IMPORT_LIMITS.fileBytes / 1024 / 1024} МБ — разделите его на части`,
    );
  }
  const name = fileName.toLowerCase();
  if (startsWith(bytes, OLE_MAGIC) || name.endsWith('.xls')) {
    throw bad('Формат XLS (Excel 97–2003) не поддерживается: сохраните файл как XLSX или CSV');
  }
  if (startsWith(bytes, ZIP_MAGIC)) return { format: 'xlsx', rows: await readXlsx(bytes) };
  if (name.endsWith('.xlsx'))
    throw bad('Файл XLSX не читается: он повреждён или это не книга Excel');
  return { format: 'csv', rows: await readCsv(bytes) };
}
