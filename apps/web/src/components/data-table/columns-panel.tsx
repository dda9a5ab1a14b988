import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import PushPin from '@mui/icons-material/PushPin';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ViewState } from '@wb/shared/list/view-state';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './types';

interface ColumnsPanelProps<Row> {
  anchor: HTMLElement;
  columns: DataColumn<Row>[];
  visible: string[];
  pins: ViewState['pins'];
  onChange: (patch: Partial<ViewState>) => void;
  onReset: () => void;
  onClose: () => void;
}

type Pin = 'left' | 'right' | null;

/** Show/hide, reorder (up/down, keyboard friendly) and pin the columns. */
export function ColumnsPanel<Row>(props: ColumnsPanelProps<Row>) {
  const { t } = useTranslation('datatable');
  const { visible, pins } = props;
  // Every column in the user's order: the visible ones first, then the hidden ones.
  const order = [
    ...visible,
    ...props.columns.map((c) => c.key).filter((k) => !visible.includes(k)),
  ];
  const byKey = new Map(props.columns.map((c) => [c.key, c]));

  const move = (key: string, delta: number) => {
    const i = visible.indexOf(key);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= visible.length) return;
    const next = [...visible];
    [next[i], next[j]] = [next[j]!, next[i]!];
    props.onChange({ columns: next });
  };
  const toggle = (key: string) =>
    props.onChange({
      columns: visible.includes(key) ? visible.filter((k) => k !== key) : [...visible, key],
    });
  const pinOf = (key: string): Pin =>
    pins.left.includes(key) ? 'left' : pins.right.includes(key) ? 'right' : null;
  const setPin = (key: string, pin: Pin) => {
    const left = pins.left.filter((k) => k !== key);
    const right = pins.right.filter((k) => k !== key);
    if (pin === 'left') left.push(key);
    if (pin === 'right') right.push(key);
    props.onChange({ pins: { left, right } });
  };

  return (
    <Popover
      open
      anchorEl={props.anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { width: 380, maxHeight: 520 } } }}
    >
      <List dense aria-label={t('columns.open')}>
        {order.map((key) => {
          const column = byKey.get(key)!;
          const shown = visible.includes(key);
          const pin = pinOf(key);
          return (
            <ListItem
              key={key}
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    size="small"
                    aria-label={t('columns.moveUp', { column: column.label })}
                    disabled={!shown || visible.indexOf(key) === 0}
                    onClick={() => move(key, -1)}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('columns.moveDown', { column: column.label })}
                    disabled={!shown || visible.indexOf(key) === visible.length - 1}
                    onClick={() => move(key, 1)}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  <Tooltip title={t(`columns.pin.${pin ?? 'none'}`)}>
                    <IconButton
                      size="small"
                      aria-label={t('columns.pinToggle', {
                        column: column.label,
                        state: t(`columns.pin.${pin ?? 'none'}`),
                      })}
                      color={pin ? 'primary' : 'default'}
                      onClick={() =>
                        setPin(key, pin === null ? 'left' : pin === 'left' ? 'right' : null)
                      }
                    >
                      <PushPin
                        fontSize="small"
                        sx={{
                          transform:
                            pin === 'right' ? 'scaleX(-1)' : pin ? 'none' : 'rotate(45deg)',
                        }}
                      />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
              sx={{ pr: 16 }}
            >
              <Checkbox
                edge="start"
                size="small"
                checked={shown}
                onChange={() => toggle(key)}
                slotProps={{ input: { 'aria-label': t('columns.show', { column: column.label }) } }}
              />
              <ListItemText primary={column.label} />
            </ListItem>
          );
        })}
      </List>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pb: 1 }}>
        <Button size="small" onClick={props.onReset}>
          {t('columns.reset')}
        </Button>
      </Stack>
    </Popover>
  );
}
