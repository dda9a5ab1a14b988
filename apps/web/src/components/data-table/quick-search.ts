import { isGroup, type Condition, type FilterGroup } from '@wb/shared/list/list-query';

type Item = Condition | FilterGroup;

export interface QuickSearch {
  /** The text of the quick search in a filter, if any. */
  searchOf: (filter: FilterGroup | undefined) => string;
  /** The filter with the quick search replaced (an empty text removes it); other conditions stay. */
  withSearch: (filter: FilterGroup | undefined, text: string) => FilterGroup | undefined;
}

const contains = (item: Item | undefined, field: string): item is Condition =>
  item !== undefined && !isGroup(item) && item.field === field && item.op === 'contains';

/**
 * A grid's search box as a condition of the view's filter, so it shows in Мульти-фильтры, the
 * URL and the export: `field contains text` in the top AND group; over several fields, an OR
 * group of those conditions with the same text.
 */
export function quickSearch(fields: readonly [string, ...string[]]): QuickSearch {
  const isSearch = (item: Item): boolean => {
    if (fields.length === 1) return contains(item, fields[0]);
    if (!isGroup(item) || item.op !== 'or' || item.items.length !== fields.length) return false;
    const text = (item.items[0] as Condition).value;
    return fields.every((f, i) => contains(item.items[i], f) && item.items[i].value === text);
  };
  const textOf = (item: Item): unknown =>
    isGroup(item) ? (item.items[0] as Condition).value : item.value;
  const searchItem = (q: string): Item =>
    fields.length === 1
      ? { field: fields[0], op: 'contains', value: q }
      : { op: 'or', items: fields.map((field) => ({ field, op: 'contains', value: q })) };

  return {
    searchOf: (filter) => {
      const found = filter?.op === 'and' ? filter.items.find(isSearch) : undefined;
      const text = found ? textOf(found) : undefined;
      return typeof text === 'string' ? text : '';
    },
    withSearch: (filter, text) => {
      const rest = !filter
        ? []
        : filter.op === 'and'
          ? filter.items.filter((i) => !isSearch(i))
          : [filter];
      const q = text.trim();
      const items = q ? [...rest, searchItem(q)] : rest;
      return items.length > 0 ? { op: 'and', items } : undefined;
    },
  };
}
