import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';

import { createFormat } from '../format/formatter';
import { MULTI_FILTER_LABEL } from './labels';

export { MULTI_FILTER_LABEL };

const ru = ruRU.components.MuiDataGrid.defaultProps.localeText;
const { integer } = createFormat({ language: 'ru' });

/**
 * The data grid in Russian. MUI's ruRU pack leaves `paginationDisplayedRows` in English, so it
 * is completed here; the filter button carries the seed's label.
 */
export const GRID_LOCALE_RU: Partial<GridLocaleText> = {
  ...ru,
  toolbarFilters: MULTI_FILTER_LABEL,
  filterPanelOperator: ru.filterPanelOperator ?? 'Оператор',
  paginationDisplayedRows: ({ from, to, count, estimated }) => {
    const unknown = count == null || count === -1;
    const total = unknown
      ? estimated && estimated > to
        ? `около ${integer(estimated)}`
        : `более ${integer(to)}`
      : integer(count);
    return `${integer(from)}–${integer(to)} из ${total}`;
  },
};
