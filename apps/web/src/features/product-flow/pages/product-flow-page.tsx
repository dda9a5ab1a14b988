import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { productFlowReport } from '@wb/shared/product-flow/product-flow.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { ReportPage, useReportPage } from '../../../components/report/report-page';
import type { KpiSpec } from '../../../components/report/report-kpis';

const PRESETS = ['last30Days', 'thisMonth', 'lastMonth', 'thisQuarter', 'last7Days'] as const;
const DIFFERENCES = ['wbDifference', 'ownDifference'] as const;

/**
 * /reports/products/flow — the product flow (docs/domain.md#product-flow): per product (or
 * brand, subject, category, tag, organization, cabinet) and period, the stock at its start and
 * end and what came in and went out, on WB's warehouses and on the seller's own, with the
 * difference closing − (opening + in − out) shown in red wherever it is not 0. A stock that
 * cannot be known (before WB's stock history starts) is a dash with the reason, never 0.
 */
export default function ProductFlowPage() {
  const { t } = useTranslation(['productflow', 'report']);
  const format = useFormat();
  const page = useReportPage({
    report: productFlowReport,
    defaultPreset: 'last30Days',
    presets: PRESETS,
  });
  const totals = page.summary.data?.totals;
  const card = (measure: string, nullable = false, higherIsBetter = true): KpiSpec => ({
    measure,
    type: 'number',
    title: t(`measures.${measure}`),
    hint: t(`hints.${measure}`),
    higherIsBetter,
    ...(nullable ? { missing: t(`missing.${measure}`) } : {}),
  });
  const differing = DIFFERENCES.filter((k) => totals?.[k] !== undefined && Number(totals[k]) !== 0);
  return (
    <ReportPage
      page={page}
      ns="productflow"
      control="picker"
      presets={PRESETS}
      description={
        <Stack spacing={1}>
          <Typography color="text.secondary">{t('description')}</Typography>
          {differing.map((k) => (
            <Alert key={k} severity="warning" data-testid={`difference-${k}`}>
              {t(`differs.${k}`, {
                count: Math.abs(Number(totals![k])),
                formatted: format.integer(Number(totals![k])),
              })}
            </Alert>
          ))}
          {totals && totals.wbOpening === undefined && (
            <Alert severity="info">{t('missing.wbOpening')}</Alert>
          )}
        </Stack>
      }
      kpis={[
        card('wbOpening', true),
        card('wbClosing', true),
        card('wbDifference', true, false),
        card('ownOpening'),
        card('ownClosing'),
        card('ownDifference', false, false),
      ]}
      pieces={(n) => t('pieces', { count: n, formatted: format.integer(n) })}
      grid={{
        title: t('grid.title'),
        defaultSort: () => [{ field: 'wbDifference', dir: 'asc' as const }],
        flagNonZero: DIFFERENCES,
      }}
    />
  );
}
