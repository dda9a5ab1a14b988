import type { ReportSummary } from '@wb/shared/reports/define-report';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format';
import { VisuallyHidden } from '../layout/visually-hidden';

/** A chart's figures for screen readers (the drawing itself is hidden from them). */
export function ChartTable({
  label,
  series,
  tooltip,
}: {
  label: string;
  series: ReportSummary['series'];
  measure: string;
  tooltip: (values: Record<string, string>) => string;
}) {
  const { t } = useTranslation('report');
  const format = useFormat();
  return (
    <VisuallyHidden>
      <table aria-label={label}>
        <thead>
          <tr>
            <th>{t('chart.bucket')}</th>
            <th>{t('chart.current')}</th>
            <th>{t('chart.previous')}</th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((p) => (
            <tr key={p.bucket}>
              <td>{format.date(p.bucket)}</td>
              <td>{tooltip(p.values)}</td>
              <td>{tooltip(p.previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
