import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  isGroup,
  NO_VALUE_OPERATORS,
  OPERATORS,
  type Condition,
  type FilterGroup,
} from '@wb/shared/list/list-query';
import { checkCondition } from '@wb/shared/list/validate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterValue } from './filter-value';
import type { DataColumn } from './types';

type Item = Condition | FilterGroup;

interface FilterBuilderProps<Row> {
  title: string;
  columns: DataColumn<Row>[];
  value: FilterGroup | undefined;
  onApply: (filter: FilterGroup | undefined) => void;
  onClose: () => void;
}

/** A fresh condition on the first filterable column with its first operator. */
function blank<Row>(columns: DataColumn<Row>[]): Condition {
  const column = columns[0]!;
  return { field: column.key, op: OPERATORS[column.type][0]! };
}

/** Conditions nobody finished (no value typed) are left out rather than refused. */
function prune(group: FilterGroup): FilterGroup {
  const items = group.items
    .map((i) => (isGroup(i) ? prune(i) : i))
    .filter((i) =>
      isGroup(i)
        ? i.items.length > 0
        : NO_VALUE_OPERATORS.includes(i.op) ||
          (i.value !== undefined &&
            i.value !== '' &&
            !(Array.isArray(i.value) && i.value.length === 0)),
    );
  return { op: group.op, items };
}

/**
 * 'Мульти-фильтры': conditions joined by AND or OR, and groups of conditions inside, with the
 * operators of each column's type. Nothing applies until "Apply"; problems show per condition.
 */
export function FilterBuilder<Row>(props: FilterBuilderProps<Row>) {
  const { t } = useTranslation('datatable');
  const filterable = props.columns.filter((c) => c.filterable);
  const [draft, setDraft] = useState<FilterGroup>(
    props.value ?? { op: 'and', items: [blank(filterable)] },
  );
  const [errors, setErrors] = useState<Map<Condition, string>>(new Map());

  const apply = () => {
    const pruned = prune(draft);
    const problems = new Map<Condition, string>();
    const walk = (g: FilterGroup) =>
      g.items.forEach((i) => {
        if (isGroup(i)) walk(i);
        else {
          const problem = checkCondition(filterable, i);
          if (problem) problems.set(i, t('filters.invalid'));
        }
      });
    walk(pruned);
    setErrors(problems);
    if (problems.size === 0) props.onApply(pruned.items.length ? pruned : undefined);
  };

  const renderGroup = (group: FilterGroup, update: (g: FilterGroup) => void, depth: number) => {
    const set = (index: number, item: Item | null) =>
      update({
        ...group,
        items:
          item === null
            ? group.items.filter((_, i) => i !== index)
            : group.items.map((x, i) => (i === index ? item : x)),
      });
    return (
      <Stack
        spacing={1.5}
        sx={depth > 0 ? { borderLeft: 3, borderColor: 'primary.light', pl: 1.5, py: 0.5 } : {}}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={group.op}
            onChange={(_e, op: 'and' | 'or' | null) => op && update({ ...group, op })}
            aria-label={t('filters.join')}
          >
            <ToggleButton value="and">{t('filters.and')}</ToggleButton>
            <ToggleButton value="or">{t('filters.or')}</ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {t(group.op === 'and' ? 'filters.allMatch' : 'filters.anyMatch')}
          </Typography>
        </Stack>
        {group.items.map((item, index) =>
          isGroup(item) ? (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1 }}>{renderGroup(item, (g) => set(index, g), depth + 1)}</Box>
              <IconButton aria-label={t('filters.removeGroup')} onClick={() => set(index, null)}>
                <Close />
              </IconButton>
            </Stack>
          ) : (
            <ConditionRow
              key={index}
              columns={filterable}
              condition={item}
              error={errors.get(item)}
              onChange={(c) => set(index, c)}
              onRemove={() => set(index, null)}
            />
          ),
        )}
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => update({ ...group, items: [...group.items, blank(filterable)] })}
          >
            {t('filters.addCondition')}
          </Button>
          {depth < 2 && (
            <Button
              size="small"
              startIcon={<Add />}
              onClick={() =>
                update({
                  ...group,
                  items: [
                    ...group.items,
                    { op: group.op === 'and' ? 'or' : 'and', items: [blank(filterable)] },
                  ],
                })
              }
            >
              {t('filters.addGroup')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="filter-builder-title"
    >
      <DialogTitle id="filter-builder-title">{props.title}</DialogTitle>
      <DialogContent dividers>{renderGroup(draft, setDraft, 0)}</DialogContent>
      <DialogActions>
        <Button onClick={() => props.onApply(undefined)} color="inherit" sx={{ mr: 'auto' }}>
          {t('filters.clear')}
        </Button>
        <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('filters.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ConditionRow<Row>({
  columns,
  condition,
  error,
  onChange,
  onRemove,
}: {
  columns: DataColumn<Row>[];
  condition: Condition;
  error: string | undefined;
  onChange: (c: Condition) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('datatable');
  const column = columns.find((c) => c.key === condition.field) ?? columns[0]!;
  const ops: readonly string[] = OPERATORS[column.type];
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      role="group"
      aria-label={t('filters.condition')}
    >
      <TextField
        select
        size="small"
        label={t('filters.field')}
        value={column.key}
        onChange={(e) => {
          const next = columns.find((c) => c.key === e.target.value)!;
          onChange({ field: next.key, op: OPERATORS[next.type][0]! });
        }}
        sx={{ minWidth: 180 }}
      >
        {columns.map((c) => (
          <MenuItem key={c.key} value={c.key}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.operator')}
        value={condition.op}
        onChange={(e) => onChange({ field: condition.field, op: e.target.value })}
        sx={{ minWidth: 170 }}
      >
        {ops.map((op) => (
          <MenuItem key={op} value={op}>
            {t(`operators.${op}`)}
          </MenuItem>
        ))}
      </TextField>
      <FilterValue
        column={column}
        op={condition.op}
        value={condition.value}
        onChange={(value) => onChange({ ...condition, value })}
        {...(error ? { error } : {})}
      />
      <IconButton aria-label={t('filters.removeCondition')} onClick={onRemove}>
        <Close />
      </IconButton>
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ alignSelf: 'center' }}>
          {error}
        </Typography>
      )}
    </Stack>
  );
}
