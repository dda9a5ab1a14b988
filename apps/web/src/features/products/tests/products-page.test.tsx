import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Principal } from '@wb/shared/access/access';
import type { ProductOptions } from '@wb/shared/products/products-bulk.contract';
import type { ProductRow } from '@wb/shared/products/products.contract';
import { mskDate } from '@wb/shared/dates/msk';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import ProductsPage from '../pages/products-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string }, request?: { body?: unknown; query?: unknown }) => Promise<unknown>
>;

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const row = (nmId: number, values: Partial<ProductRow> = {}): ProductRow => ({
  id: `${ACCOUNT}:${nmId}`,
  accountId: ACCOUNT,
  nmId,
  photo: null,
  vendorCode: `ART-${nmId}`,
  title: `Товар ${nmId}`,
  brand: 'Бренд',
  subject: 'Платья',
  category: null,
  categoryId: null,
  tags: [],
  tagRefs: [],
  sizes: 'S, M',
  price: '2000.00',
  discount: '25.0000',
  finalPrice: '1500.00',
  priceVaries: false,
  wbStock: 12,
  ownStock: 0,
  ownAvailable: 0,
  cost: null,
  costOriginal: null,
  costCurrency: null,
  costValidFrom: null,
  margin: null,
  marginPct: null,
  marginMissing: null,
  account: 'Основной',
  cardStatus: 'active',
  ...values,
});
const ROWS = [
  row(111, {
    title: 'Платье летнее',
    priceVaries: true,
    tags: ['Хит'],
    tagRefs: [{ id: '22222222-2222-4222-8222-222222222222', name: 'Хит', color: 'FF0000' }],
    cost: '900.00',
    costOriginal: '10.00',
    costCurrency: 'USD',
    costValidFrom: '2026-01-01',
    ownStock: 37,
    ownAvailable: 30,
    margin: '600.00',
    marginPct: '40.00',
  }),
  row(222, { title: 'Шарф', cardStatus: 'trash', margin: '-100.00', marginPct: '-10.00' }),
];
const OPTIONS: ProductOptions = {
  tags: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Хит',
      color: null,
      accountId: null,
      accountName: null,
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Новинка',
      color: null,
      accountId: ACCOUNT,
      accountName: 'Основной',
    },
  ],
  categories: [
    { id: '44444444-4444-4444-8444-444444444444', name: 'Одежда', path: 'Одежда' },
    { id: '55555555-5555-4555-8555-555555555555', name: 'Платья', path: 'Одежда / Платья' },
  ],
  currencies: [
    { code: 'RUB', name: 'Российский рубль' },
    { code: 'USD', name: 'Доллар США' },
  ],
};
const EDITOR: Principal = { type: 'user', permissions: ['product:view', 'product:edit'] };
const VIEWER: Principal = { type: 'user', permissions: ['product:view'] };

beforeAll(initTestI18n);
afterEach(() => api.mockReset());

function setup(
  principal = EDITOR,
  bulk: (path: string, body: unknown) => Promise<unknown> = async () => ({ products: 1 }),
  total = ROWS.length,
) {
  api.mockImplementation(async (contract, request) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract.path === '/api/products') {
      return { items: ROWS, total, page: 1, pageSize: 50, totals: { wbStock: '24' }, next: null };
    }
    if (contract.path === '/api/products/options') return OPTIONS;
    if (contract.path.startsWith('/api/products/bulk/')) return bulk(contract.path, request?.body);
    throw new Error(`unexpected ${contract.path}`);
  });
  return renderFeature(<ProductsPage />, {
    path: '/products',
    principal,
    extraRoutes: [{ path: '/products/:productId', element: <p>Страница товара</p> }],
  });
}

const bulkCalls = () =>
  api.mock.calls
    .filter(([c]) => c.path.startsWith('/api/products/bulk/'))
    .map(([c, r]) => [c.path, r?.body]);

describe('/products', () => {
  it('shows the catalogue with its cells and opens a product by its nmID', async () => {
    const view = setup();
    await screen.findByText('Платье летнее');
    const table = screen.getByRole('table', { name: 'Товары' });
    const dress = within(table).getByText('Платье летнее').closest('tr')!;
    // The lowest size price with "from", the cost in roubles with its original version.
    expect(within(dress).getByText('от 1 500,00 ₽')).toBeInTheDocument();
    expect(within(dress).getByText('2 000,00 ₽')).toBeInTheDocument();
    expect(within(dress).getByText('900,00 ₽')).toHaveAttribute(
      'title',
      '10,00\u202f$ с 01.01.2026',
    );
    expect(within(dress).getByText('Хит')).toBeInTheDocument();
    expect(within(dress).getByText('40 %')).toBeInTheDocument();
    // Own stock on hand (the ledger); "available" is a column hidden by default.
    expect(within(table).getByRole('columnheader', { name: /Свой склад/ })).toBeInTheDocument();
    expect(within(dress).getByText('37')).toBeInTheDocument();
    expect(within(dress).queryByText('30')).toBeNull();
    const scarf = within(table).getByText('Шарф').closest('tr')!;
    expect(within(scarf).getByText('В корзине')).toBeInTheDocument();
    expect(within(scarf).getByText('−100,00 ₽')).toBeInTheDocument();
    await userEvent.click(within(dress).getByText('Платье летнее'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/products/111'));
  });

  it('sets tags on the ticked products and says when the server refuses', async () => {
    const bulk = vi
      .fn<(path: string, body: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION_FAILED', 'Ярлык «Новинка» — ярлык WB кабинета «Основной»'),
      )
      .mockResolvedValue({ products: 1 });
    setup(EDITOR, bulk);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Выбрать Платье летнее (111)' }),
    );
    const bar = await screen.findByRole('region', { name: 'Выбранные строки' });
    await userEvent.click(await within(bar).findByRole('button', { name: 'Ярлыки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ярлыки 1 товара' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Добавить ярлыки' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Новинка (WB: Основной)' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Снять ярлыки' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Хит' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ничего не изменено: Ярлык «Новинка» — ярлык WB кабинета «Основной»',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bulkCalls().at(-1)).toEqual([
      '/api/products/bulk/tags',
      {
        selection: { keys: [{ accountId: ACCOUNT, nmId: 111 }] },
        add: [OPTIONS.tags[1]!.id],
        remove: [OPTIONS.tags[0]!.id],
      },
    ]);
    // Done: the selection is cleared.
    expect(screen.queryByRole('region', { name: 'Выбранные строки' })).not.toBeInTheDocument();
  }, 20_000);

  it('sets one cost price for the ticked products, typed the Russian way', async () => {
    setup();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Выбрать все строки страницы' }),
    );
    const bar = await screen.findByRole('region', { name: 'Выбранные строки' });
    await userEvent.click(await within(bar).findByRole('button', { name: 'Себестоимость' }));
    const dialog = await screen.findByRole('dialog', { name: 'Себестоимость 2 товаров' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Себестоимость единицы' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(
      await within(dialog).findByText('Неотрицательное число, не больше двух знаков после запятой'),
    ).toBeInTheDocument();
    await userEvent.type(amount, '1 234,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Партия');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(bulkCalls()).toHaveLength(1));
    expect(bulkCalls()[0]).toEqual([
      '/api/products/bulk/cost',
      {
        selection: {
          keys: [
            { accountId: ACCOUNT, nmId: 111 },
            { accountId: ACCOUNT, nmId: 222 },
          ],
        },
        cost: { unitCost: '1234.5', currency: 'RUB', validFrom: mskDate(), comment: 'Партия' },
      },
    ]);
  }, 20_000);

  it('puts every product matching the filter into a category', async () => {
    setup(EDITOR, async () => ({ products: 120 }), 120);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Выбрать все строки страницы' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Выбрать все 120 строк по фильтру' }),
    );
    const bar = await screen.findByRole('region', { name: 'Выбранные строки' });
    await userEvent.click(await within(bar).findByRole('button', { name: 'Категория' }));
    const dialog = await screen.findByRole('dialog', { name: 'Категория 120 товаров' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Категория' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Одежда / Платья' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(bulkCalls()).toHaveLength(1));
    expect(bulkCalls()[0]).toEqual([
      '/api/products/bulk/category',
      { selection: { all: true }, categoryId: OPTIONS.categories[1]!.id },
    ]);
  }, 20_000);

  it('gives view-only roles the grid without selection or import', async () => {
    setup(VIEWER);
    await screen.findByText('Платье летнее');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Импорт себестоимости' })).not.toBeInTheDocument();
  });
});
