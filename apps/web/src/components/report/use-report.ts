import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isDateInRange } from '@wb/shared/dates/msk';
import {
  matchPreset,
  PERIOD_PRESETS,
  resolvePeriod,
  type Period,
  type PeriodPreset,
} from '@wb/shared/dates/periods';
import type { ReportDeclaration } from '@wb/shared/reports/define-report';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiRequest } from '../../app/query/api-client';
import { useSearchWriter } from '../../app/router/search-writer';

const isPreset = (v: string | null, presets: readonly PeriodPreset[]): v is PeriodPreset =>
  v !== null && (presets as readonly string[]).includes(v);

export interface ReportPeriodState {
  /** The preset the period equals, or null for two dates of the user's. */
  preset: PeriodPreset | null;
  period: Period;
  setPreset: (preset: PeriodPreset) => void;
  setPeriod: (period: Period) => void;
}

/**
 * A report's period in the address: `?period=<preset>` (the default preset leaves it out) or
 * `?from=&to=` for any two dates. Presets are Moscow business dates resolved once per mount.
 */
export function useReportPeriod(
  defaultPreset: PeriodPreset,
  presets: readonly PeriodPreset[] = PERIOD_PRESETS,
): ReportPeriodState {
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  const named = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  const state = useMemo(() => {
    if (isPreset(named, presets)) return { preset: named, period: resolvePeriod(named, now) };
    if (from && to && isDateInRange(from) && isDateInRange(to) && from <= to) {
      const period = { from, to };
      const preset = matchPreset(period, now);
      return { preset: preset && presets.includes(preset) ? preset : null, period };
    }
    return { preset: defaultPreset, period: resolvePeriod(defaultPreset, now) };
  }, [named, from, to, presets, defaultPreset, now]);

  const writeSearch = useSearchWriter();
  const write = useCallback(
    (next: { period?: string; from?: string; to?: string }) =>
      writeSearch((out) => {
        for (const key of ['period', 'from', 'to'] as const) {
          const value = next[key];
          if (value) out.set(key, value);
          else out.delete(key);
        }
        // A new period starts the grid from its first page.
        out.delete('p');
      }),
    [writeSearch],
  );
  const setPreset = useCallback(
    (preset: PeriodPreset) => write(preset === defaultPreset ? {} : { period: preset }),
    [write, defaultPreset],
  );
  const setPeriod = useCallback(
    (period: Period) => {
      const preset = matchPreset(period, now);
      if (preset && presets.includes(preset)) setPreset(preset);
      else write({ from: period.from, to: period.to });
    },
    [now, presets, setPreset, write],
  );
  return { ...state, setPreset, setPeriod };
}

/** A value kept in the address under `key` (absent: null). */
export function useUrlParam(key: string): [string | null, (value: string | null) => void] {
  const [params] = useSearchParams();
  const writeSearch = useSearchWriter();
  const set = useCallback(
    (value: string | null) =>
      writeSearch((out) => {
        if (value) out.set(key, value);
        else out.delete(key);
      }),
    [key, writeSearch],
  );
  return [params.get(key), set];
}

/** The summary of a report for a period and a cabinet (null: all), under the report's root. */
export const reportSummaryQuery = (
  report: Pick<ReportDeclaration, 'tag' | 'key' | 'summary'>,
  period: Period,
  account: string | null,
) =>
  queryOptions({
    queryKey: [report.tag, 'report', report.key, period.from, period.to, account ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        report.summary,
        { query: { from: period.from, to: period.to, ...(account ? { account } : {}) } },
        { signal },
      ),
    // The figures follow the syncs (every few minutes): refreshed in the background.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    // Another period or cabinet: the cards stay (dimmed by the refetch) while the figures load.
    placeholderData: keepPreviousData,
  });
