import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ReportSummary } from '@wb/shared/reports/define-report';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../format/formatter';
import { KpiCard } from './kpi-card';

/** A KPI card of a report: a measure's total, against the previous period's. */
export interface KpiSpec {
  /** The card's id (`kpi-<id>` in tests) and the measure shown. */
  measure: string;
  title: string;
  hint: string;
  type: 'number' | 'money';
  /** A line below the value (e.g. the orders' sum). */
  note?: (totals: Record<string, string>) => ReactNode;
  /** Whether a rise is good news (returns: no). */
  higherIsBetter?: boolean;
  /**
   * A figure that can be unknown (a nullable measure, absent from the totals): why, shown
   * instead of a value (never 0).
   */
  missing?: string;
}

/** Totals to compare the KPIs with, and how their period reads (e.g. "10.03 until 10:00"). */
export interface KpiBaseline {
  totals: Record<string, string>;
  period: string;
}

/** Grid of KPI cards: one column on phones, up to six on wide screens. */
export function KpiGrid({ children }: { children: ReactNode }) {
  const { t } = useTranslation('report');
  return (
    <Box
      role="group"
      aria-label={t('kpis')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The report's KPI cards for the summary's period: each measure's total with its change against
 * the previous period; the value opens the rows behind it when `onDrill` is given.
 */
export function ReportKpis({
  summary,
  cards,
  format,
  pieces,
  onDrill,
  baseline,
}: {
  summary: ReportSummary;
  cards: readonly KpiSpec[];
  format: Format;
  /** A count as it reads ("13 шт."). */
  pieces: (n: number) => string;
  onDrill?: (measure: string, title: string) => void;
  /** Compared with these instead of the previous period's totals. */
  baseline?: KpiBaseline;
}) {
  const before = baseline?.period ?? format.range(summary.previous);
  const previousTotals = baseline?.totals ?? summary.previousTotals;
  const text = (spec: KpiSpec, value: string) =>
    spec.type === 'money' ? format.money(value) : pieces(Number(value));
  return (
    <>
      {cards.map((spec) => {
        const unknown = spec.missing !== undefined && summary.totals[spec.measure] === undefined;
        if (unknown) {
          return (
            <KpiCard
              key={spec.measure}
              testId={`kpi-${spec.measure}`}
              title={spec.title}
              hint={spec.hint}
              value="—"
              note={spec.missing}
              format={format}
            />
          );
        }
        const value = summary.totals[spec.measure] ?? '0';
        const previousKnown = spec.missing === undefined || spec.measure in previousTotals;
        const previous = previousTotals[spec.measure] ?? '0';
        const shown = text(spec, value);
        return (
          <KpiCard
            key={spec.measure}
            testId={`kpi-${spec.measure}`}
            title={spec.title}
            hint={spec.hint}
            value={
              onDrill ? (
                <ButtonBase
                  onClick={() => onDrill(spec.measure, spec.title)}
                  sx={{ font: 'inherit', borderRadius: 1, textAlign: 'left' }}
                >
                  {shown}
                </ButtonBase>
              ) : (
                shown
              )
            }
            note={spec.note?.(summary.totals)}
            comparison={{
              current: spec.type === 'money' ? value : Number(value),
              previous: !previousKnown ? null : spec.type === 'money' ? previous : Number(previous),
              previousText: previousKnown ? text(spec, previous) : '—',
              period: before,
              higherIsBetter: spec.higherIsBetter ?? true,
            }}
            format={format}
          />
        );
      })}
    </>
  );
}
