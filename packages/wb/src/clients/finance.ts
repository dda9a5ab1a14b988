import { jsonInteger } from '../http/transport';
import { WbHostClient, type CallOptions } from './base';
import { accountBalanceSchema, reportHeaders, reportRows } from './finance.schemas';

export type ReportPeriod = 'weekly' | 'daily';

export interface ReportsListParams {
  /** `YYYY-MM-DD`. */
  dateFrom: string;
  dateTo: string;
  period?: ReportPeriod;
  /** ≤ 1000 (default). */
  limit?: number;
  offset?: number;
}

export interface ReportDetailParams {
  /** 0 on the first page, then the last row's `rrdId`; the page after the last is a 204. */
  rrdId?: number | string;
  /** ≤ 100 000 (default). */
  limit?: number;
  /** Ask for a subset of fields. */
  fields?: string[];
}

const REPORT_TIMEOUT_MS = 300_000;

/**
 * finance-api: realization reports, the money source of truth
 * (docs/wb-notes.md#realization-reports). 1/min each.
 */
export class WbFinanceClient extends WbHostClient {
  /** The seller's balance and what may be withdrawn (1/min; a basic token 1/day). */
  accountBalance(options?: CallOptions) {
    return this.call(
      {
        group: 'finance-balance',
        method: 'GET',
        path: '/api/v1/account/balance',
        schema: accountBalanceSchema,
      },
      options,
    );
  }

  /** Reports of a period (Personal/Service tokens). */
  salesReportsList(params: ReportsListParams, options?: CallOptions) {
    const body = { limit: 1000, offset: 0, period: 'weekly', ...params };
    return this.call(
      {
        group: 'finance-reports-list',
        method: 'POST',
        path: '/api/finance/v1/sales-reports/list',
        body,
        schema: reportHeaders,
      },
      options,
    );
  }

  /** Rows of one report; `reportId` may exceed 2^53, so pass the string from the list. */
  reportDetail(reportId: string | number, params: ReportDetailParams = {}, options?: CallOptions) {
    return this.call(
      {
        group: 'finance-report-detail',
        method: 'POST',
        path: '/api/finance/v1/sales-reports/detailed/{reportId}',
        params: { reportId: String(reportId) },
        body: detailBody(params),
        schema: reportRows,
      },
      { timeoutMs: REPORT_TIMEOUT_MS, ...options },
    );
  }

  /** Rows of every report of a period. */
  detailByPeriod(params: ReportsListParams & ReportDetailParams, options?: CallOptions) {
    return this.call(
      {
        group: 'finance-detail-period',
        method: 'POST',
        path: '/api/finance/v1/sales-reports/detailed',
        body: {
          dateFrom: params.dateFrom,
          dateTo: params.dateTo,
          period: params.period ?? 'weekly',
          ...detailBody(params),
        },
        schema: reportRows,
      },
      { timeoutMs: REPORT_TIMEOUT_MS, ...options },
    );
  }
}

function detailBody(params: ReportDetailParams) {
  return {
    limit: params.limit ?? 100_000,
    // A row ID may exceed 2^53: written as a bare JSON number with every digit.
    rrdId: jsonInteger(params.rrdId ?? 0),
    ...(params.fields ? { fields: params.fields } : {}),
  };
}
