/**
 * The seed's label of the toolbar button that opens the filter builder (§1, docs/product.md#grids).
 */
export const MULTI_FILTER_LABEL = 'Мульти-фильтры';
