import { isGroup, type Condition, type FilterGroup } from '@wb/shared/list/list-query';

type Item = Condition | FilterGroup;

export interface FilterChoice {
  /** The value of the condition in the filter's top AND group, if any. */
  valueOf: (filter: FilterGroup | undefined) => string | undefined;
  /** The filter with the condition set to the value (undefined or '' removes it). */
  withValue: (
    filter: FilterGroup | undefined,
    value: string | undefined,
  ) => FilterGroup | undefined;
}

/**
 * A select above an admin grid (e.g. "problems only") as one `field op value` condition of the
 * view's filter (`is` for enum columns, `equals` for text), next to whatever else
 * Мульти-фильтры holds.
 */
export function filterChoice(field: string, op: 'is' | 'equals' = 'is'): FilterChoice {
  const isChoice = (item: Item): item is Condition =>
    !isGroup(item) && item.field === field && item.op === op;
  return {
    valueOf: (filter) => {
      if (!filter || filter.op !== 'and') return undefined;
      const found = filter.items.find(isChoice);
      return typeof found?.value === 'string' ? found.value : undefined;
    },
    withValue: (filter, value) => {
      const rest = !filter
        ? []
        : filter.op === 'and'
          ? filter.items.filter((i) => !isChoice(i))
          : [filter];
      const items = value ? [...rest, { field, op, value }] : rest;
      return items.length > 0 ? { op: 'and', items } : undefined;
    },
  };
}
