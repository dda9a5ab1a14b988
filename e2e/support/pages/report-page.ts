import { expect, type Locator, type Page } from '@playwright/test';
import { DataGrid } from './data-grid';

/**
 * A report page (the report template: the dashboard is one) as a user drives it: the period, the
 * cabinet, KPI cards against the previous period, the chart, the grid of groups and the
 * drill-down from any figure to the rows behind it.
 */
export class ReportPage {
  constructor(
    readonly page: Page,
    /** The grid's title ("Продажи по группам"): its table's name too. */
    readonly gridTitle: string,
    /** How the period is chosen: preset buttons (the dashboard) or the period picker. */
    readonly control: 'toggle' | 'picker' = 'toggle',
  ) {}

  kpi(measure: string): Locator {
    return this.page.getByTestId(`kpi-${measure}`);
  }

  kpiValue(measure: string): Locator {
    return this.kpi(measure).getByTestId('kpi-value');
  }

  /** A KPI's value as a whole number ("1 234 шт." → 1234). */
  async kpiCount(measure: string): Promise<number> {
    return Number((await this.kpiValue(measure).innerText()).replace(/\D/g, ''));
  }

  /** A preset of the period: a toggle button (the dashboard) or the picker's list. */
  async choosePeriod(label: string): Promise<void> {
    if (this.control === 'toggle') {
      await this.page
        .getByRole('group', { name: 'Период' })
        .getByRole('button', { name: label, exact: true })
        .click();
    } else {
      await this.page.getByRole('combobox', { name: 'Период' }).click();
      await this.page.getByRole('option', { name: label, exact: true }).click();
    }
  }

  async chooseAccount(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Кабинет WB' }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  chart(): Locator {
    return this.page.getByTestId('report-chart');
  }

  /** The grid of groups. */
  grid(): DataGrid {
    return new DataGrid(this.page, this.gridTitle, this.page.getByTestId('report-grid'));
  }

  async groupBy(label: string): Promise<void> {
    await this.page
      .getByTestId('report-grid')
      .getByRole('combobox', { name: 'Группировка' })
      .click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** Opens the rows behind a KPI; the dialog's grid is the drill list's. */
  async drillKpi(measure: string): Promise<Drill> {
    await this.kpiValue(measure).getByRole('button').click();
    return new Drill(this.page);
  }

  /** Opens the rows behind a grid cell: the measure's cell of the row holding `rowText`. */
  async drillCell(rowText: string | RegExp, measureLabel: string): Promise<Drill> {
    const row = this.grid().rowsWith(rowText).first();
    await row.getByRole('button', { name: new RegExp(`^Строки за «${measureLabel}, `) }).click();
    return new Drill(this.page);
  }
}

/** The drill-down dialog: the rows behind a figure, in their list's own grid. */
export class Drill {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  grid(): DataGrid {
    return new DataGrid(this.page, /.+/, this.dialog);
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
