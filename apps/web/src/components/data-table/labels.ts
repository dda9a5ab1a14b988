/** The seed's label of the toolbar button that opens the filter builder (§1, PRODUCT.md §2). */
export const MULTI_FILTER_LABEL = 'Мульти-фильтры';
