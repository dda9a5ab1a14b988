import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { deltaPercent } from '@wb/shared/reports/delta';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../format/formatter';

/** A figure against the same figure of the previous period. */
export interface Comparison {
  current: string | number | null;
  previous: string | number | null;
  /** How the previous value reads, e.g. "16 шт." */
  previousText: string;
  /** The previous period, already formatted. */
  period: string;
  /** Whether a rise is good news (returns: no). */
  higherIsBetter?: boolean;
}

/**
 * The change against the previous period: an arrow (up/down/flat) and a signed percentage, so
 * the direction never depends on colour alone; green for good news, red for bad.
 */
export function Delta({ comparison, format }: { comparison: Comparison; format: Format }) {
  const { t } = useTranslation('report');
  const change = deltaPercent(comparison.current, comparison.previous);
  const better = comparison.higherIsBetter ?? true;
  const direction = change === null ? 'none' : change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const good = direction === 'up' ? better : direction === 'down' ? !better : null;
  const color = good === null ? 'text.secondary' : good ? 'success.main' : 'error.main';
  const Icon =
    direction === 'up' ? ArrowUpwardIcon : direction === 'down' ? ArrowDownwardIcon : RemoveIcon;
  const label =
    direction === 'up' || direction === 'down'
      ? t(`delta.${direction}`, { value: format.percent(Math.abs(change!), 1) })
      : t(`delta.${direction}`);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
      data-testid="kpi-delta"
      data-direction={direction}
      data-tone={good === null ? 'neutral' : good ? 'good' : 'bad'}
    >
      <Stack
        direction="row"
        spacing={0.25}
        sx={{ alignItems: 'center', color, fontWeight: 600 }}
        aria-label={label}
        role="img"
      >
        <Icon fontSize="small" aria-hidden />
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
          {change === null
            ? '—'
            : `${change > 0 ? '+' : change < 0 ? '−' : ''}${format.percent(Math.abs(change), 1)}`}
        </Typography>
      </Stack>
      <Typography component="span" variant="caption" color="text.secondary">
        {t('delta.versus', { period: comparison.period, value: comparison.previousText })}
      </Typography>
    </Stack>
  );
}

/** One KPI: its name with the definition on hover or focus, the value, a note and the change. */
export function KpiCard({
  title,
  hint,
  value,
  note,
  comparison,
  format,
  testId,
}: {
  title: string;
  hint: string;
  value: ReactNode;
  note?: ReactNode;
  comparison?: Comparison;
  format: Format;
  testId: string;
}) {
  const { t } = useTranslation('report');
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
        <Tooltip title={hint} describeChild>
          <IconButton size="small" aria-label={`${t('definitions')}: ${title}`} sx={{ mr: -1 }}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        sx={{ fontSize: '1.6rem', fontWeight: 600, lineHeight: 1.2, overflowWrap: 'anywhere' }}
        data-testid="kpi-value"
      >
        {value}
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary" component="div">
          {note}
        </Typography>
      )}
      {comparison && (
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <Delta comparison={comparison} format={format} />
        </Box>
      )}
    </Paper>
  );
}
