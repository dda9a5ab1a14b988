/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { ORDER_COLUMNS } from '../orders/orders.contract';
import { LIST_LIMITS, type FilterGroup } from './list-query';
import { viewStateSchema } from './saved-views.contract';
import { countConditions, ListQueryError, parseListRequest } from './validate';
import {
  decodeFilter,
  decodeViewState,
  DEFAULT_VIEW,
  encodeFilter,
  encodeViewState,
  type ViewState,
} from './view-state';

const parse = (request: unknown) => parseListRequest(ORDER_COLUMNS, JSON.stringify(request));
const problem = (request: unknown) => {
  try {
    parse(request);
  } catch (e) {
    expect(e).toBeInstanceOf(ListQueryError);
    return (e as Error).message;
  }
  throw new Error('accepted');
};

describe('list request', () => {
  it('fills the defaults', () => {
    expect(parseListRequest(ORDER_COLUMNS)).toEqual({ sort: [], page: 1, pageSize: 50 });
  });

  it('accepts every operator with a value of its column type', () => {
    const filter: FilterGroup = {
      op: 'and',
      items: [
        { field: 'title', op: 'contains', value: 'плать' },
        { field: 'title', op: 'isEmpty' },
        { field: 'size', op: 'in', value: ['S', 'M'] },
        { field: 'totalPrice', op: 'between', value: ['100', '200.50'] },
        { field: 'nmId', op: 'gte', value: 5 },
        { field: 'date', op: 'on', value: '2026-03-01' },
        { field: 'date', op: 'preset', value: 'last7Days' },
        {
          op: 'or',
          items: [
            { field: 'status', op: 'in', value: ['new', 'returned'] },
            { field: 'status', op: 'isNot', value: 'cancelled' },
          ],
        },
      ],
    };
    const request = parse({ filter, sort: [{ field: 'date', dir: 'desc' }], pageSize: 100 });
    expect(request.filter).toEqual(filter);
    expect(countConditions(request.filter)).toBe(9);
  });

  it.each([
    [
      { filter: { op: 'and', items: [{ field: 'hack"', op: 'equals', value: 'x' }] } },
      'Неизвестное поле фильтра',
    ],
    [
      { filter: { op: 'and', items: [{ field: 'title', op: 'gt', value: 'x' }] } },
      'не поддерживается',
    ],
    [
      {
        filter: { op: 'and', items: [{ field: 'totalPrice', op: 'gt', value: '1; DROP TABLE x' }] },
      },
      'нужно число',
    ],
    [
      { filter: { op: 'and', items: [{ field: 'date', op: 'on', value: '2026-13-01' }] } },
      'нужна дата',
    ],
    [
      { filter: { op: 'and', items: [{ field: 'status', op: 'is', value: 'lost' }] } },
      'недопустимое значение',
    ],
    [
      { filter: { op: 'and', items: [{ field: 'photo', op: 'equals', value: 'x' }] } },
      'Неизвестное поле фильтра',
    ],
    [
      { filter: { op: 'and', items: [{ field: 'title', op: 'isEmpty', value: 'x' }] } },
      'без значения',
    ],
    [
      { filter: { op: 'and', items: [{ field: 'totalPrice', op: 'between', value: ['1'] }] } },
      'два значения',
    ],
    [{ filter: { op: 'xor', items: [] } }, 'Некорректный запрос'],
    [{ sort: [{ field: 'photo', dir: 'asc' }] }, 'Неизвестное поле сортировки'],
    [{ sort: [{ field: 'date', dir: 'up' }] }, 'Некорректный запрос'],
    [{ pageSize: 10_000 }, 'Некорректный запрос'],
    [{ columns: ['date', 'password'] }, 'Неизвестная колонка'],
  ])('refuses %j', (request, message) => {
    expect(problem(request)).toContain(message);
  });

  it('refuses deep nesting and malformed JSON', () => {
    let group: FilterGroup = { op: 'and', items: [{ field: 'title', op: 'isEmpty' }] };
    for (let i = 0; i < 4; i++) group = { op: 'or', items: [group] };
    expect(problem({ filter: group })).toContain('вложенность');
    expect(() => parseListRequest(ORDER_COLUMNS, '{')).toThrow('некорректный JSON');
  });
});

describe('view state in the URL', () => {
  const full: ViewState = {
    filter: {
      op: 'or',
      items: [
        { field: 'title', op: 'contains', value: 'Платье «летнее» & co' },
        {
          op: 'and',
          items: [
            { field: 'title', op: 'isEmpty' },
            { field: 'totalPrice', op: 'between', value: ['1', '2'] },
          ],
        },
      ],
    },
    sort: [
      { field: 'date', dir: 'desc' },
      { field: 'finishedPrice', dir: 'asc' },
    ],
    page: 7,
    pageSize: 100,
    columns: ['date', 'title', 'status'],
    widths: { title: 320, date: 140 },
    pins: { left: ['date'], right: ['status'] },
    density: 'compact',
  };

  it('round-trips every part', () => {
    const params = new URLSearchParams(encodeViewState(full));
    const again = decodeViewState(new URLSearchParams(params.toString()));
    expect(again).toEqual(full);
  });

  it('is compact and leaves defaults out', () => {
    expect(encodeViewState(DEFAULT_VIEW)).toEqual({});
    expect(decodeViewState(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(new URLSearchParams(encodeViewState(full)).toString().length).toBeLessThan(400);
  });

  it('keeps a sort that differs from the default, including none', () => {
    const defaults = { ...DEFAULT_VIEW, sort: [{ field: 'date', dir: 'desc' as const }] };
    const none = encodeViewState({ ...defaults, sort: [] }, defaults);
    expect(decodeViewState(new URLSearchParams(none), defaults).sort).toEqual([]);
    expect(decodeViewState(new URLSearchParams(), defaults).sort).toEqual(defaults.sort);
  });

  it('keeps default pins unless the URL changes them, including to none', () => {
    const defaults = { ...DEFAULT_VIEW, pins: { left: ['date'], right: [] } };
    expect(decodeViewState(new URLSearchParams(), defaults).pins).toEqual(defaults.pins);
    const none = encodeViewState({ ...defaults, pins: { left: [], right: ['status'] } }, defaults);
    expect(none).toEqual({ pl: '~', pr: 'status' });
    expect(decodeViewState(new URLSearchParams(none), defaults).pins).toEqual({
      left: [],
      right: ['status'],
    });
  });

  it('ignores malformed parts of a hand-edited URL', () => {
    const state = decodeViewState(
      new URLSearchParams('f=%%%&s=-da;te,ok&p=-3&n=99999&w=a:5,b:100&d=x&pl=1bad,good'),
    );
    expect(state.filter).toBeUndefined();
    expect(state.sort).toEqual([{ field: 'ok', dir: 'asc' }]);
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(50);
    expect(state.widths).toEqual({ b: 100 });
    expect(state.density).toBe('standard');
    expect(state.pins.left).toEqual(['good']);
  });

  it('encodes filters URL-safely', () => {
    const token = encodeFilter(full.filter!);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFilter(token)).toEqual(full.filter);
    expect(decodeFilter('W10')).toBeNull();
  });

  it('saves no page a list request would refuse', () => {
    const state = { ...DEFAULT_VIEW, page: LIST_LIMITS.maxPage };
    expect(viewStateSchema.safeParse(state).success).toBe(true);
    expect(viewStateSchema.safeParse({ ...state, page: LIST_LIMITS.maxPage + 1 }).success).toBe(
      false,
    );
    expect(problem({ page: LIST_LIMITS.maxPage + 1 })).toMatch(/page/);
  });
});
