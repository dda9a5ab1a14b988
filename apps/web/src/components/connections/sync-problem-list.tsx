import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SyncProblem } from '@wb/shared/connections/sync.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format';

/** Failing datasets: cabinet, dataset, when and WB's answer (header indicator, dashboard). */
export function SyncProblemList({
  problems,
  sx,
}: {
  problems: readonly SyncProblem[];
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const { localDateTime: dateTime } = useFormat();
  return (
    <List dense disablePadding sx={sx} aria-label={t('sync.problems')}>
      {problems.map((p) => (
        <ListItem key={`${p.accountId}:${p.dataset}`} disableGutters>
          <ListItemText
            primary={`${p.accountName} — ${t(`connections:datasets.${p.dataset}`)}`}
            secondary={`${p.at ? `${dateTime(p.at)}: ` : ''}${p.error}`}
            slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
