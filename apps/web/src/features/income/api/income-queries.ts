import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Period } from '@wb/shared/dates/periods';
import { incomeReport } from '@wb/shared/income/income-report.contract';
import {
  getWeeklyReportContract,
  listWeeklyReportsContract,
} from '@wb/shared/income/income-weekly.contract';
import type { TimeGrouping } from '@wb/shared/reports/define-report';
import { apiRequest } from '../../../app/query/api-client';

const account = (id: string | null) => (id ? { account: id } : {});

/** The P&L's figures of a period by week or month (the statement's columns and the charts). */
export const incomeSeriesQuery = (period: Period, accountId: string | null, by: TimeGrouping) =>
  queryOptions({
    queryKey: ['income', 'series', period.from, period.to, accountId ?? 'all', by] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        incomeReport.summary,
        { query: { from: period.from, to: period.to, series: by, ...account(accountId) } },
        { signal },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** WB's weekly reports meeting the period, with their reconciliation (the weeks' badges). */
export const weeklyReportsQuery = (period: Period, accountId: string | null) =>
  queryOptions({
    queryKey: ['income', 'weekly-reports', period.from, period.to, accountId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        listWeeklyReportsContract,
        { query: { from: period.from, to: period.to, ...account(accountId) } },
        { signal },
      ),
    staleTime: 60_000,
  });

/** One WB weekly report. */
export const weeklyReportQuery = (reportId: string, accountId: string | null) =>
  queryOptions({
    queryKey: ['income', 'weekly-report', reportId, accountId ?? 'any'] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        getWeeklyReportContract,
        { params: { reportId }, query: account(accountId) },
        { signal },
      ),
    staleTime: 60_000,
  });
