import { isGroup, type Condition, type FilterGroup } from '@wb/shared/list/list-query';

/** The quick search of the subjects grid: one `name contains` condition of the top AND group. */
const isSearch = (item: Condition | FilterGroup): item is Condition =>
  !isGroup(item) && item.field === 'name' && item.op === 'contains';

/** The text of the quick search in a filter, if any. */
export function searchOf(filter: FilterGroup | undefined): string {
  if (!filter || filter.op !== 'and') return '';
  const found = filter.items.find(isSearch);
  return typeof found?.value === 'string' ? found.value : '';
}

/** The filter with the quick search replaced (an empty text removes it); other conditions stay. */
export function withSearch(filter: FilterGroup | undefined, text: string): FilterGroup | undefined {
  const rest = !filter
    ? []
    : filter.op === 'and'
      ? filter.items.filter((i) => !isSearch(i))
      : [filter];
  const q = text.trim();
  const items = q ? [...rest, { field: 'name', op: 'contains', value: q }] : rest;
  return items.length > 0 ? { op: 'and', items } : undefined;
}
