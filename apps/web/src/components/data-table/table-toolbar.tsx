import DensityMedium from '@mui/icons-material/DensityMedium';
import FilterList from '@mui/icons-material/FilterList';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import type { ListResource } from '@wb/shared/list/saved-views.contract';
import { countConditions } from '@wb/shared/list/validate';
import { DENSITIES } from '@wb/shared/list/view-state';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MULTI_FILTER_LABEL } from './labels';
import { ExportButton } from './export-button';
import { SavedViewsMenu } from './saved-views-menu';
import type { DataColumn } from './types';
import type { ListHandle } from './use-list';
import type { ViewStateApi } from './use-view-state';

// The builder and the columns panel load when first opened, keeping the grid's chunk small.
const FilterBuilder = lazy(() =>
  import('./filter-builder').then((m) => ({ default: m.FilterBuilder })),
);
const ColumnsPanel = lazy(() =>
  import('./columns-panel').then((m) => ({ default: m.ColumnsPanel })),
);

interface TableToolbarProps<Row> {
  resource: ListResource;
  columns: DataColumn<Row>[];
  view: ViewStateApi;
  visible: string[];
  /** The list's export (none: the user may not read the list). */
  download: ListHandle<Row>['download'] | undefined;
  exportRequest: ListRequestInput;
  total: number | undefined;
}

/** Мульти-фильтры, columns, density, saved views and export above the grid. */
export function TableToolbar<Row>(props: TableToolbarProps<Row>) {
  const { t } = useTranslation('datatable');
  const { view } = props;
  const [open, setOpen] = useState<'filters' | 'columns' | null>(null);
  const [columnsAnchor, setColumnsAnchor] = useState<HTMLElement | null>(null);
  const [densityAnchor, setDensityAnchor] = useState<HTMLElement | null>(null);
  const conditions = countConditions(view.state.filter);
  // The lazy panels only read keys, types and labels: they need not know the row type.
  const columns = props.columns as DataColumn<unknown>[];
  // The seed fixes the Russian label; other languages get their own pack's text.
  const filterLabel = t('filters.open', { defaultValue: MULTI_FILTER_LABEL });

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', px: 1.5, py: 1 }}
    >
      <Badge badgeContent={conditions} color="primary" overlap="rectangular">
        <Button
          startIcon={<FilterList />}
          onClick={() => setOpen('filters')}
          aria-haspopup="dialog"
        >
          {filterLabel}
        </Button>
      </Badge>
      <Button
        startIcon={<ViewColumn />}
        onClick={(e) => {
          setColumnsAnchor(e.currentTarget);
          setOpen('columns');
        }}
        aria-haspopup="dialog"
      >
        {t('columns.open')}
      </Button>
      <Button
        startIcon={<DensityMedium />}
        onClick={(e) => setDensityAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {t('density.open')}
      </Button>
      <Menu
        anchorEl={densityAnchor}
        open={Boolean(densityAnchor)}
        onClose={() => setDensityAnchor(null)}
      >
        {DENSITIES.map((d) => (
          <MenuItem
            key={d}
            selected={view.state.density === d}
            onClick={() => {
              view.update({ density: d });
              setDensityAnchor(null);
            }}
          >
            {t(`density.${d}`)}
          </MenuItem>
        ))}
      </Menu>
      <SavedViewsMenu resource={props.resource} view={view} />
      <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
        {props.download && (
          <ExportButton
            download={props.download}
            request={props.exportRequest}
            total={props.total}
          />
        )}
      </Stack>
      <Suspense fallback={null}>
        {open === 'filters' && (
          <FilterBuilder
            title={filterLabel}
            columns={columns}
            value={view.state.filter}
            onApply={(filter) => {
              view.update({ filter });
              setOpen(null);
            }}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'columns' && columnsAnchor && (
          <ColumnsPanel
            anchor={columnsAnchor}
            columns={columns}
            visible={props.visible}
            pins={view.state.pins}
            onChange={(patch) => view.update(patch)}
            onReset={() =>
              view.update({ pins: { left: [], right: [] }, widths: {}, columns: undefined })
            }
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
