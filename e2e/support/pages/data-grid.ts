import ExcelJS from 'exceljs';
import { expect, type Locator, type Page } from '@playwright/test';

/** A condition of the filter builder: a column, optionally an operator, and a value. */
export interface GridCondition {
  field: string;
  /** The operator's label in the builder (e.g. '>'); the column type's default when absent. */
  op?: string;
  value: string;
}

/**
 * The product's one grid (DataTable) as a user drives it: its table, rows, pager, the
 * Мульти-фильтры builder, sorting and the export. `root` is where the grid lives: the page, or a
 * dialog holding one (a report's drill-down).
 */
export class DataGrid {
  readonly table: Locator;

  constructor(
    readonly page: Page,
    name: string | RegExp,
    readonly root: Page | Locator = page,
  ) {
    this.table = root.getByRole('table', { name });
  }

  /** Rows of the grid, the header row included (as the table's ARIA rows are). */
  rows(): Locator {
    return this.table.getByRole('row');
  }

  /** The data rows holding a text. */
  rowsWith(text: string | RegExp): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** The filtered set's size, as the pager says ("1–15 из 15"). */
  async total(): Promise<number> {
    const text = await this.root.getByText(/^\d[\d\s\u00a0]*–\d[\d\s\u00a0]* из \d/).innerText();
    return Number(text.split(' из ')[1]!.replace(/\D/g, ''));
  }

  async expectTotal(n: number): Promise<void> {
    await expect.poll(() => this.total().catch(() => -1)).toBe(n);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.table).toBeVisible();
    await expect(this.rows().nth(1)).toBeVisible();
  }

  /** Applies conditions joined by AND in the filter builder. */
  async filter(conditions: readonly GridCondition[]): Promise<void> {
    await this.root.getByRole('button', { name: 'Мульти-фильтры' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Мульти-фильтры' });
    for (const [i, c] of conditions.entries()) {
      if (i > 0) await dialog.getByRole('button', { name: 'Условие', exact: true }).click();
      const row = dialog.getByRole('group', { name: 'Условие' }).nth(i);
      await row.getByRole('combobox', { name: 'Поле' }).click();
      await this.page.getByRole('option', { name: c.field, exact: true }).click();
      if (c.op) {
        await row.getByRole('combobox', { name: 'Оператор' }).click();
        await this.page.getByRole('option', { name: c.op, exact: true }).click();
      }
      await row.getByRole('textbox', { name: 'Значение' }).fill(c.value);
    }
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Clicks a column header to sort by it (again: the other way). */
  async sortBy(column: string): Promise<void> {
    await this.table.getByRole('columnheader', { name: column }).getByRole('button').click();
  }

  /** Scrolls the grid sideways to its right end (money columns, totals) or back. */
  async scrollTo(edge: 'start' | 'end'): Promise<void> {
    await this.table
      .locator('..')
      .evaluate((el, end) => (el.scrollLeft = end ? el.scrollWidth : 0), edge === 'end');
  }

  /** Exports the filtered view to XLSX and reads the workbook's first sheet back. */
  async exportXlsx(): Promise<ExcelJS.Worksheet> {
    const download = this.page.waitForEvent('download');
    await this.root.getByRole('button', { name: 'Экспорт' }).click();
    await this.page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await download).path());
    return book.worksheets[0]!;
  }
}

/** A sheet's header and rows as text, keyed by header (for export assertions). */
export function sheetRows(sheet: ExcelJS.Worksheet): Record<string, string>[] {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).text])));
  });
  return rows;
}
