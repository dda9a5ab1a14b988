import {
  bucketEnd,
  incomeReport,
  INCOME_LINES,
  marginPercent,
  roiPercent,
  type IncomeLine,
  type ReportSummary,
} from '@wb/shared';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client';
import { reportSummary } from '../../lib/report/summary';
import { audit, type AuditContext } from '../audit/audit.service';
import { findCompany } from '../companies/companies.repository';
import { accountChoices } from '../wb-accounts/wb-accounts.service';
import { notFound } from '../../lib/errors';
import { incomeReportSource } from './income.report';

export interface StatementQuery {
  from: string;
  to: string;
  account?: string | undefined;
  series: 'week' | 'month';
}

const ru = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const range = (from: string, to: string) => (from === to ? ru(from) : `${ru(from)} – ${ru(to)}`);
const mskNow = () =>
  new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function sheetOf(summary: Omit<ReportSummary, 'accounts'>, header: [string, string][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ОПиУ');
  sheet.addRow(['Отчёт о прибылях и убытках (ОПиУ)']).font = { bold: true, size: 14 };
  for (const [k, v] of header) sheet.addRow([k, v]);
  sheet.addRow([]);
  const by = summary.series.by;
  const columns = [
    ...summary.series.points.map((p) => ({
      title: range(p.bucket, bucketEnd(p.bucket, by)),
      values: p.values,
    })),
    { title: 'Итого', values: summary.totals },
  ];
  const head = sheet.addRow(['Статья', ...columns.map((c) => c.title)]);
  head.font = { bold: true };
  const lines: readonly IncomeLine[] = INCOME_LINES;
  for (const line of lines) {
    const label = line.level === 1 ? `    ${line.label}` : line.label;
    const row = sheet.addRow([
      label,
      ...columns.map((c) =>
        line.missing ? `нет данных: ${line.missing}` : Number(c.values[line.key] ?? 0),
      ),
    ]);
    if (line.key === 'payout' || line.key === 'netProfit') row.font = { bold: true };
  }
  const percent = (label: string, f: (v: Record<string, string>) => string | null) =>
    sheet.addRow([
      label,
      ...columns.map((c) => {
        const v = f(c.values);
        return v === null ? '—' : Number(v) / 100;
      }),
    ]);
  percent('Маржинальность', (v) => marginPercent(v.netProfit ?? '0', v.revenue ?? '0')).numFmt =
    '0.0%';
  percent('ROI', (v) => roiPercent(v.netProfit ?? '0', v.cogs ?? '0')).numFmt = '0.0%';
  sheet.getColumn(1).width = 34;
  for (let i = 2; i <= columns.length + 1; i++) {
    sheet.getColumn(i).width = 24;
    sheet.getColumn(i).numFmt = '#,##0.00';
  }
  return workbook;
}

/**
 * The P&L statement of a period as XLSX (docs/domain.md#pl-report): a header saying whose it is,
 * for which period, cabinet and columns, and when it was made; then every line by week or month
 * and in total. The export leaves an audit row.
 */
export async function statementWorkbook(
  database: Database,
  companyId: string,
  query: StatementQuery,
  context: AuditContext,
): Promise<Buffer> {
  const accounts = await accountChoices(database.db, companyId);
  const account = query.account ? accounts.find((a) => a.id === query.account) : null;
  if (query.account && !account) throw notFound('Кабинет WB не найден');
  const summary = await reportSummary(
    database.db,
    incomeReport,
    incomeReportSource,
    companyId,
    query,
  );
  const company = await findCompany(database.db, companyId);
  const workbook = sheetOf(summary, [
    ['Компания', company?.name ?? ''],
    ['Период', range(summary.period.from, summary.period.to)],
    ['Кабинет WB', account?.name ?? 'Все кабинеты'],
    ['Колонки', query.series === 'week' ? 'по неделям' : 'по месяцам'],
    ['Сформирован', `${mskNow()} (МСК)`],
  ]);
  await audit(database.db, context, {
    action: 'income.statement_export',
    entity: 'incomeReport',
    entityId: 'xlsx',
    after: { ...query, format: 'xlsx' },
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
