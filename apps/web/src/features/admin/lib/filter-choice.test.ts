import { describe, expect, it } from 'vitest';
import { quickSearch } from '../../../components/data-table/quick-search';
import { filterChoice } from './filter-choice';

// The admin grids' search boxes: one field (companies' INN too) or an OR group over two.
describe('quickSearch', () => {
  const one = quickSearch(['name']);
  const two = quickSearch(['email', 'fullName']);
  const kept = { field: 'type', op: 'is', value: 'admin' };

  it('is one contains condition of the top AND group, other conditions kept', () => {
    const filter = one.withSearch({ op: 'and', items: [kept] }, ' ООО ');
    expect(filter).toEqual({
      op: 'and',
      items: [kept, { field: 'name', op: 'contains', value: 'ООО' }],
    });
    expect(one.searchOf(filter)).toBe('ООО');
    expect(one.withSearch(filter, '')).toEqual({ op: 'and', items: [kept] });
  });

  it('searches several fields with an OR group of the same text', () => {
    const filter = two.withSearch(undefined, 'zina');
    expect(filter).toEqual({
      op: 'and',
      items: [
        {
          op: 'or',
          items: [
            { field: 'email', op: 'contains', value: 'zina' },
            { field: 'fullName', op: 'contains', value: 'zina' },
          ],
        },
      ],
    });
    expect(two.searchOf(filter)).toBe('zina');
    expect(two.searchOf(two.withSearch(filter, 'new'))).toBe('new');
    expect(two.withSearch(filter, ' ')).toBeUndefined();
  });

  it('leaves an OR group the user built in the filter alone', () => {
    const own = {
      op: 'or' as const,
      items: [
        { field: 'email', op: 'contains', value: 'a' },
        { field: 'fullName', op: 'contains', value: 'b' },
      ],
    };
    const filter = { op: 'and' as const, items: [own] };
    expect(two.searchOf(filter)).toBe('');
    expect(two.withSearch(filter, 'x')?.items[0]).toBe(own);
  });
});

describe('filterChoice', () => {
  const problems = filterChoice('problem');
  const search = { field: 'companyName', op: 'contains', value: 'Ром' };

  it('is one `is` condition of the top AND group, other conditions kept', () => {
    const filter = problems.withValue({ op: 'and', items: [search] }, 'true');
    expect(filter).toEqual({
      op: 'and',
      items: [search, { field: 'problem', op: 'is', value: 'true' }],
    });
    expect(problems.valueOf(filter)).toBe('true');
    expect(problems.valueOf(problems.withValue(filter, 'false'))).toBe('false');
    expect(problems.withValue(filter, '')).toEqual({ op: 'and', items: [search] });
    expect(problems.withValue(undefined, undefined)).toBeUndefined();
  });
});
