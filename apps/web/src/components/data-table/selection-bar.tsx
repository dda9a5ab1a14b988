import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionInfo } from './use-row-selection';
import { useFormat } from '../format/use-format';

/** Above the grid while rows are selected: how many, "all matching", clear, and the actions. */
export function SelectionBar<Row>({
  info,
  total,
  onSelectAll,
  children,
}: {
  info: SelectionInfo<Row>;
  total: number;
  onSelectAll: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('datatable');
  const count = useFormat().integer;
  return (
    <Stack
      role="region"
      aria-label={t('selection.region')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        px: 1.5,
        py: 0.75,
        bgcolor: 'action.selected',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
        {info.allMatching
          ? t('selection.allMatching', { count: info.count, n: count(info.count) })
          : t('selection.count', { count: info.count, n: count(info.count) })}
      </Typography>
      {onSelectAll && (
        <Button size="small" onClick={onSelectAll}>
          {t('selection.selectAll', { count: total, n: count(total) })}
        </Button>
      )}
      <Button size="small" color="inherit" onClick={info.clear}>
        {t('selection.clear')}
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ ml: 'auto', flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Stack>
  );
}
