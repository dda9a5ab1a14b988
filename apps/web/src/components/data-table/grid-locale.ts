import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';

import { MULTI_FILTER_LABEL } from './labels';

export { MULTI_FILTER_LABEL };

const ru = ruRU.components.MuiDataGrid.defaultProps.localeText;
const number = new Intl.NumberFormat('ru-RU');

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
        ? `около ${number.format(estimated)}`
        : `более ${number.format(to)}`
      : number.format(count);
    return `${number.format(from)}–${number.format(to)} из ${total}`;
  },
};
