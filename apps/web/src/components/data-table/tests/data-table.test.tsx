import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { decodeViewState, DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { DataTable, nextSort, type DataTableProps } from '../data-table';
import { downloadExport } from '../export-file';
import type { DataColumn, DataPage } from '../types';
import type { ListHandle } from '../use-list';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string }) => Promise<unknown>
>;

interface Item {
  id: string;
  name: string;
  price: string;
  kind: string;
}

const columns: DataColumn<Item>[] = [
  {
    key: 'name',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Название',
    label: 'Название',
    width: 200,
  },
  {
    key: 'price',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Цена',
    label: 'Цена',
  },
  {
    key: 'kind',
    type: 'enum',
    options: ['a', 'b'],
    sortable: false,
    filterable: true,
    header: 'Вид',
    label: 'Вид',
    optionLabel: (v) => `Вид ${v}`,
  },
];
const rows: Item[] = [
  { id: '1', name: 'Платье', price: '1234.50', kind: 'a' },
  { id: '2', name: 'Шарф', price: '100.00', kind: 'b' },
];
const page = (items = rows): DataPage<Item> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  totals: { price: '1334.50' },
  next: null,
});
const DEFAULTS: ViewState = { ...DEFAULT_VIEW, sort: [{ field: 'name', dir: 'asc' }] };

beforeAll(initTestI18n);
afterEach(() => api.mockReset());

function setup(
  fetchPage: Mock<(r: ListRequestInput) => Promise<DataPage<Item>>>,
  url = '/orders',
  extra: Partial<DataTableProps<Item>> = {},
) {
  api.mockImplementation(async (contract) => (contract.path === '/api/saved-views' ? [] : null));
  const onRowClick = vi.fn();
  const list: ListHandle<Item> = {
    key: 'orders',
    queryKey: ['test', 'list'],
    fetchPage: (r) => fetchPage(r),
    download: (request, format, onProgress, signal) =>
      downloadExport('/api/orders/export', request, format, onProgress, signal),
    allowed: true,
  };
  const view = renderFeature(
    <DataTable
      list={list}
      label="Товары"
      columns={columns}
      defaultView={DEFAULTS}
      rowId={(r) => r.id}
      onRowClick={onRowClick}
      {...extra}
    />,
    { path: '/orders', url },
  );
  const state = () =>
    decodeViewState(new URLSearchParams(view.router.state.location.search), DEFAULTS);
  return { ...view, onRowClick, state };
}

describe('DataTable', () => {
  it('shows rows, formatted money and the totals row, with the seed’s filter label', async () => {
    const fetchPage = vi.fn(async () => page());
    setup(fetchPage);
    expect(await screen.findByText('Платье')).toBeInTheDocument();
    expect(screen.getByText('1 234,50 ₽')).toBeInTheDocument();
    expect(screen.getByText('Итого')).toBeInTheDocument();
    expect(screen.getByText('1 334,50 ₽')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith({
      sort: [{ field: 'name', dir: 'asc' }],
      page: 1,
      pageSize: 50,
    });
  });

  it('sorts on the server and keeps the sort in the URL', async () => {
    const fetchPage = vi.fn(async () => page());
    const { state } = setup(fetchPage);
    await screen.findByText('Платье');
    await userEvent.click(screen.getByRole('button', { name: 'Цена' }));
    await waitFor(() => expect(state().sort).toEqual([{ field: 'price', dir: 'asc' }]));
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: [{ field: 'price', dir: 'asc' }] }),
    );
  });

  it('builds an AND filter in the Мульти-фильтры dialog and sends it', async () => {
    const fetchPage = vi.fn(async () => page());
    const { state } = setup(fetchPage);
    await screen.findByText('Платье');
    await userEvent.click(screen.getByRole('button', { name: 'Мульти-фильтры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Мульти-фильтры' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Значение' }), 'плат');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Условие' }));
    const fields = within(dialog).getAllByRole('combobox', { name: 'Поле' });
    await userEvent.click(fields[1]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Цена' }));
    const operators = within(dialog).getAllByRole('combobox', { name: 'Оператор' });
    await userEvent.click(operators[1]!);
    await userEvent.click(await screen.findByRole('option', { name: '≥' }));
    const values = within(dialog).getAllByRole('textbox', { name: 'Значение' });
    await userEvent.type(values[1]!, '99,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    const filter = {
      op: 'and',
      items: [
        { field: 'name', op: 'contains', value: 'плат' },
        { field: 'price', op: 'gte', value: '99.5' },
      ],
    };
    await waitFor(() => expect(state().filter).toEqual(filter));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ filter, page: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('refuses a condition with a wrong value and says so', async () => {
    const fetchPage = vi.fn(async () => page());
    setup(fetchPage);
    await screen.findByText('Платье');
    await userEvent.click(screen.getByRole('button', { name: 'Мульти-фильтры' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Поле' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Цена' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Значение' }), 'много');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Проверьте значение');
  });

  it('reads a shared view from the URL', async () => {
    const fetchPage = vi.fn(async () => page());
    setup(fetchPage, '/orders?s=-price&n=25&p=2&c=price,name');
    await screen.findByText('Платье');
    expect(fetchPage).toHaveBeenCalledWith({
      sort: [{ field: 'price', dir: 'desc' }],
      page: 2,
      pageSize: 25,
    });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Цена', 'Название']);
  });

  it('hides a column from the columns panel', async () => {
    const fetchPage = vi.fn(async () => page());
    const { state } = setup(fetchPage);
    await screen.findByText('Платье');
    await userEvent.click(screen.getByRole('button', { name: 'Колонки' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Показывать «Вид»' }));
    await waitFor(() => expect(state().columns).toEqual(['name', 'price']));
    expect(screen.queryByRole('columnheader', { name: 'Вид' })).not.toBeInTheDocument();
  });

  it('opens the saved views menu (loaded on first opening)', async () => {
    setup(vi.fn(async () => page()));
    await screen.findByText('Платье');
    await userEvent.click(screen.getByRole('button', { name: 'Виды' }));
    expect(await screen.findByRole('menuitem', { name: 'Сохранить текущий вид…' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Сохранённых видов нет' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('shows an inline error with a retry', async () => {
    const fetchPage = vi
      .fn<(r: ListRequestInput) => Promise<DataPage<Item>>>()
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'Неизвестное поле фильтра'))
      .mockResolvedValue(page());
    setup(fetchPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('Неизвестное поле фильтра');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Платье')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    setup(vi.fn(async () => page([])));
    expect(await screen.findByText('Здесь пока ничего нет')).toBeInTheDocument();
  });

  it('opens a row with Enter and moves between rows with the arrows', async () => {
    const { onRowClick } = setup(vi.fn(async () => page()));
    const first = (await screen.findByText('Платье')).closest('tr')!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText('Шарф').closest('tr')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });
});

describe('DataTable row selection', () => {
  function setupSelection(total = 2) {
    const seen: { rows: string[]; allMatching: boolean; count: number }[] = [];
    const view = setup(
      vi.fn(async (_r: ListRequestInput) => ({ ...page(), total })),
      '/orders',
      {
        rowLabel: (r) => `Выбрать ${r.name}`,
        bulkActions: (selection) => {
          seen.push({
            rows: selection.rows.map((r) => r.id),
            allMatching: selection.allMatching,
            count: selection.count,
          });
          return <button onClick={selection.clear}>Действие</button>;
        },
      },
    );
    return { ...view, seen };
  }

  it('ticks rows without opening them and shows the actions for them', async () => {
    const { seen, onRowClick } = setupSelection();
    await screen.findByText('Платье');
    expect(screen.queryByRole('region', { name: 'Выбранные строки' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать Шарф' }));
    expect(onRowClick).not.toHaveBeenCalled();
    const bar = await screen.findByRole('region', { name: 'Выбранные строки' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Выбрана 1 строка');
    expect(seen.at(-1)).toEqual({ rows: ['2'], allMatching: false, count: 1 });
    expect(screen.getByText('Шарф').closest('tr')).toHaveAttribute('aria-selected', 'true');
    // The header checkbox is half ticked, then ticks the page.
    const pageBox = await screen.findByRole('checkbox', { name: 'Выбрать все строки страницы' });
    expect(pageBox).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(pageBox);
    expect(seen.at(-1)).toEqual({ rows: ['2', '1'], allMatching: false, count: 2 });
    await userEvent.click(within(bar).getByRole('button', { name: 'Действие' }));
    expect(screen.queryByRole('region', { name: 'Выбранные строки' })).not.toBeInTheDocument();
  });

  it('selects a row with Space and keeps Enter for opening', async () => {
    const { seen, onRowClick } = setupSelection();
    const first = (await screen.findByText('Платье')).closest('tr')!;
    first.focus();
    await userEvent.keyboard(' ');
    expect(seen.at(-1)).toMatchObject({ rows: ['1'] });
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });

  it('offers every row matching the filter once the page is ticked', async () => {
    const { seen } = setupSelection(120);
    await screen.findByText('Платье');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все строки страницы' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать все 120 строк по фильтру' }));
    expect(seen.at(-1)).toEqual({ rows: [], allMatching: true, count: 120 });
    expect(screen.getByRole('status')).toHaveTextContent('Выбраны все 120 строк по фильтру');
    // Unticking one row leaves the rest of the page.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать Платье' }));
    expect(seen.at(-1)).toEqual({ rows: ['2'], allMatching: false, count: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Снять выделение' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has no checkboxes without bulk actions', async () => {
    setup(vi.fn(async () => page()));
    await screen.findByText('Платье');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Платье').closest('tr')).not.toHaveAttribute('aria-selected');
  });
});

describe('nextSort', () => {
  it('cycles asc → desc → none and adds keys with Shift', () => {
    expect(nextSort([], 'a', false)).toEqual([{ field: 'a', dir: 'asc' }]);
    expect(nextSort([{ field: 'a', dir: 'asc' }], 'a', false)).toEqual([
      { field: 'a', dir: 'desc' },
    ]);
    expect(nextSort([{ field: 'a', dir: 'desc' }], 'a', false)).toEqual([]);
    expect(nextSort([{ field: 'a', dir: 'asc' }], 'b', true)).toEqual([
      { field: 'a', dir: 'asc' },
      { field: 'b', dir: 'asc' },
    ]);
    expect(
      nextSort(
        [
          { field: 'a', dir: 'desc' },
          { field: 'b', dir: 'asc' },
        ],
        'a',
        true,
      ),
    ).toEqual([{ field: 'b', dir: 'asc' }]);
  });
});
