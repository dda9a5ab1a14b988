import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { Figure, MissingReason } from '@wb/shared/money/figures';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Format } from './formatter';

/**
 * A money figure (docs/domain.md#money-figures): its value, or — when it is missing — a dash and
 * the reasons in words, never 0,00 ₽. One component for every page that shows a figure.
 */

/** The words of a reason, from the `figures` pack. */
export function reasonText(t: TFunction<'figures'>, format: Format, reason: MissingReason): string {
  switch (reason.kind) {
    case 'reportNotLoaded':
      return t('missing.reportNotLoaded', { period: format.range(reason) });
    case 'costsMissing':
      return t('missing.costsMissing', { count: reason.products });
    case 'taxNotSet':
      return t('missing.taxNotSet');
    case 'inputMissing':
      return t(`missing.input.${reason.input}`);
    case 'noData':
      return t('missing.noData');
  }
}

/** Every reason of a missing figure, joined; empty for a known one. */
export function useMissingText() {
  const { t } = useTranslation('figures');
  return (format: Format, figure: Figure) =>
    figure.value === null ? figure.missing.map((r) => reasonText(t, format, r)).join('; ') : '';
}

/**
 * A figure as text: `money` (default), `percent` or a plain number; a missing one is "—" with
 * its reasons beside it (`inline`) or in a tooltip (a grid cell), and `data-missing` for tests.
 */
export function FigureValue({
  figure,
  format,
  unit = 'money',
  inline = false,
}: {
  figure: Figure;
  format: Format;
  unit?: 'money' | 'percent' | 'number';
  inline?: boolean;
}) {
  const { t } = useTranslation('figures');
  if (figure.value !== null) {
    const text =
      unit === 'money'
        ? format.money(figure.value)
        : unit === 'percent'
          ? format.percent(Number(figure.value), 2)
          : format.integer(Number(figure.value));
    return <span data-figure="known">{text}</span>;
  }
  const reasons = figure.missing.map((r) => reasonText(t, format, r)).join('; ');
  if (inline) {
    return (
      <span data-figure="missing">
        —{' '}
        <Box component="span" sx={{ color: 'warning.main', fontSize: '0.75em', fontWeight: 500 }}>
          {reasons}
        </Box>
      </span>
    );
  }
  return (
    <Tooltip title={reasons}>
      <span data-figure="missing" aria-label={`${t('missing.title')}: ${reasons}`} tabIndex={0}>
        —
      </span>
    </Tooltip>
  );
}
