import {
  createProductCostContract,
  deleteProductCostContract,
  listProductCostsContract,
  updateProductCostContract,
} from '@wb/shared/product-costs/product-costs.contract';
import {
  calculateUnitEconomicsContract,
  getProductContract,
  getProductPricesContract,
  getProductSalesContract,
  getProductStocksContract,
  getUnitEconomicsContract,
  type UnitEconomicsInput,
} from '@wb/shared/products/product.contract';
import { calculateUnitEconomics } from '@wb/shared/products/unit-economics';
import { listCurrenciesContract } from '@wb/shared/currencies/currencies.contract';
import { mskDate } from '@wb/shared/dates/msk';
import { formatMoney } from '@wb/shared/money/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { notify } from '../../../app/notifications';
import { createFormat } from '../../../components/format/formatter';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import ProductPage from '../pages/product-page';
import * as fx from './fixtures';

vi.mock('../../../app/notifications', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notify: vi.fn(async () => undefined),
}));
vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
// The chart library draws SVG from measured sizes jsdom does not have: its own tests cover it.
vi.mock('../components/sales-chart', () => ({
  default: ({ metric }: { metric: string }) => <div data-testid="chart">{metric}</div>,
}));

type Request = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: Request) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const EDIT = ['product:view', 'product:edit'];
/** Tabs load lazily: their first import may take longer than the default second. */
const LAZY = { timeout: 5000 };
const nbsp = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

function renderPage(
  url = '/products/111',
  {
    permissions = EDIT,
    overrides = new Map<unknown, (request?: Request) => Promise<unknown>>(),
  } = {},
) {
  api.mockImplementation(async (contract, request) => {
    const override = overrides.get(contract);
    if (override) return override(request);
    if (contract === getProductContract) return fx.detail;
    if (contract === getProductPricesContract) return fx.prices;
    if (contract === listProductCostsContract) return fx.costs;
    if (contract === getProductStocksContract) return fx.stocks;
    if (contract === getProductSalesContract) return fx.sales;
    if (contract === getUnitEconomicsContract) return fx.unitEconomics;
    if (contract === listCurrenciesContract)
      return [
        { code: 'RUB', name: 'Российский рубль' },
        { code: 'CNY', name: 'Китайский юань' },
      ];
    if (contract === calculateUnitEconomicsContract)
      return calculateUnitEconomics(request!.body as UnitEconomicsInput);
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<ProductPage />, {
    path: '/products/:productId',
    url,
    principal: { type: 'user', permissions },
    extraRoutes: [{ path: '/products', element: <p>Список товаров</p> }],
  });
  return { ...view, user: userEvent.setup() };
}

const callsOf = (contract: unknown) => api.mock.calls.filter(([c]) => c === contract);

describe('ProductPage: general', () => {
  it('shows the card, dimensions with the volume, sizes, characteristics and photos', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Платье летнее' })).toBeInTheDocument();
    expect(callsOf(getProductContract)[0]![1]).toEqual({ params: { nmId: '111' }, query: {} });
    const crumbs = screen.getByRole('navigation', { name: 'Навигация' });
    expect(within(crumbs).getByRole('link', { name: 'Товары' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Открыть на WB: 111' })).toHaveAttribute(
      'href',
      fx.detail.wbUrl,
    );
    expect(screen.getByRole('tab', { name: 'Общее' })).toHaveAttribute('aria-selected', 'true');
    const dims = screen.getByRole('region', { name: 'Габариты в упаковке' });
    expect(nbsp(dims.textContent)).toContain('Высота10,5 см');
    expect(nbsp(dims.textContent)).toContain('Объём3,15 л');
    expect(dims).toHaveTextContent('WB сомневается в этих габаритах');
    const sizes = screen.getByRole('table', { name: 'Размеры и баркоды' });
    expect(within(sizes).getAllByRole('row')[2]).toHaveTextContent(
      'M441002' + '2000000000028, 2000000000035',
    );
    expect(screen.getByRole('table', { name: 'Характеристики' })).toHaveTextContent(
      'Цветкрасный, синий',
    );
    expect(screen.getByRole('link', { name: 'Открыть фото 1 в полном размере' })).toHaveAttribute(
      'href',
      fx.detail.photos[0]!.full,
    );
    expect(screen.getByRole('region', { name: 'Карточка' })).toHaveTextContent(
      'Своя категорияЛетняя коллекция',
    );
  });

  it('shows a one-size item’s size «0» as «Без размера»', async () => {
    const oneSize = {
      ...fx.detail,
      sizes: [{ chrtId: '1003', techSize: '0', wbSize: '', barcodes: ['2000000000042'] }],
    };
    renderPage('/products/111', {
      overrides: new Map<unknown, (request?: Request) => Promise<unknown>>([
        [getProductContract, async () => oneSize],
      ]),
    });
    const sizes = await screen.findByRole('table', { name: 'Размеры и баркоды' });
    expect(within(sizes).getAllByRole('row')[1]).toHaveTextContent(
      'Без размера' + '1003' + '2000000000042',
    );
  });

  it('answers an unknown product with a note and a way back to the list', async () => {
    const { user } = renderPage('/products/999', {
      overrides: new Map<unknown, (request?: Request) => Promise<unknown>>([
        [
          getProductContract,
          async () => {
            throw new ApiError(404, 'NOT_FOUND', 'Товар не найден');
          },
        ],
      ]),
    });
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('Товар не найден');
    await user.click(within(note).getByRole('link', { name: 'Товары' }));
    expect(await screen.findByText('Список товаров')).toBeInTheDocument();
  });

  it('switches the WB account when the nmID is in two, keeping it in the URL', async () => {
    const other = '55555555-5555-4555-8555-555555555555';
    const { user, router } = renderPage('/products/111', {
      overrides: new Map<unknown, (request?: Request) => Promise<unknown>>([
        [
          getProductContract,
          async (request?: Request) => ({
            ...fx.detail,
            accountId: request?.query?.account ?? fx.ACCOUNT,
            accounts: [...fx.detail.accounts, { id: other, name: 'Второй кабинет' }],
          }),
        ],
      ]),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Кабинет WB' }));
    await user.click(await screen.findByRole('option', { name: 'Второй кабинет' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?account=${other}`));
    await waitFor(() =>
      expect(callsOf(getProductContract).at(-1)![1]).toEqual({
        params: { nmId: '111' },
        query: { account: other },
      }),
    );
  });
});

describe('ProductPage: tabs', () => {
  it('keeps the tab in the URL and shows prices', async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Цены' }));
    expect(router.state.location.search).toBe('?tab=prices');
    const current = await screen.findByRole('table', { name: 'Текущие цены' }, LAZY);
    expect(nbsp(current.textContent)).toContain('S2 000,00 ₽25 %1 500,00 ₽3 %1 455,00 ₽');
    expect(nbsp(screen.getByRole('table', { name: 'История цен' }).textContent)).toContain(
      '1 800,00 ₽10 %',
    );
  });

  it('opens on the tab the URL names: stocks with the hidden WB warehouses noted', async () => {
    renderPage('/products/111?tab=stocks');
    const table = await screen.findByRole('table', { name: 'Остатки по складам' }, LAZY);
    expect(screen.getByRole('tab', { name: 'Остатки' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/WB скрывает свои склады/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Склад WBвсе склады WBM721');
    expect(rows[2]).toHaveTextContent('Мой складсклад продавцаS2——');
    expect(screen.getByTestId('stocks-totals')).toHaveTextContent('Итого921');
    // The own warehouses from the stock ledger: on hand, reserved, available, value at cost.
    const own = screen.getByRole('table', { name: 'Свой склад' });
    expect(nbsp(within(own).getAllByRole('row')[1]!.textContent)).toBe(
      'Основной складсвойS122104 200,50 ₽',
    );
    expect(nbsp(screen.getByTestId('own-stocks-totals').textContent)).toBe('Итого122104 200,50 ₽');
  });

  it('shows sales by day: the chart, totals and the table on demand', async () => {
    const { user } = renderPage('/products/111?tab=sales');
    // A lazy tab: its first load transforms the date pickers too.
    expect(await screen.findByTestId('chart', {}, LAZY)).toHaveTextContent('units');
    const [, request] = callsOf(getProductSalesContract)[0]!;
    expect(request?.query?.to).toBe(mskDate());
    expect(nbsp(screen.getByText('Выручка').nextElementSibling!.textContent)).toBe('3 000,00 ₽');
    await user.click(screen.getByRole('button', { name: 'Рубли' }));
    expect(screen.getByTestId('chart')).toHaveTextContent('money');
    await user.click(screen.getByRole('button', { name: 'Показать по дням' }));
    const table = screen.getByRole('table', { name: 'Продажи по дням' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});

describe('ProductPage: cost price', () => {
  it('shows today’s cost and the versions, with RUB for another currency', async () => {
    renderPage('/products/111?tab=costs');
    const current = await screen.findByRole('table', { name: 'Действует сегодня' }, LAZY);
    expect(nbsp(current.textContent)).toContain('M40,10 ¥≈ 501,25 ₽');
    const versions = screen.getByRole('table', { name: 'Версии себестоимости' });
    const rows = within(versions).getAllByRole('row');
    expect(nbsp(rows[1]!.textContent)).toContain('01.02.2026M40,10 ¥≈ 501,25 ₽партия из Китая');
    expect(nbsp(rows[2]!.textContent)).toContain('15.01.2026Все размеры500,00 ₽');
  });

  it('adds a version through the dialog and puts a duplicate date on the date field', async () => {
    let attempts = 0;
    const { user } = renderPage('/products/111?tab=costs', {
      overrides: new Map<unknown, (request?: Request) => Promise<unknown>>([
        [
          createProductCostContract,
          async () => {
            attempts++;
            if (attempts === 1) {
              throw new ApiError(
                409,
                'CONFLICT',
                'Версия себестоимости с этой датой для этого размера уже есть',
              );
            }
            return fx.version;
          },
        ],
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Добавить версию' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Новая версия себестоимости' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText(/неотрицательное число/)).toBeInTheDocument();
    expect(callsOf(createProductCostContract)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Себестоимость/ }), '45,5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Размер' }));
    await user.click(await screen.findByRole('option', { name: 'M (44)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Валюта' }));
    await user.click(await screen.findByRole('option', { name: 'CNY — Китайский юань' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(
      await within(dialog).findByText(
        'Версия себестоимости с этой датой для этого размера уже есть',
      ),
    ).toBeInTheDocument();
    expect(callsOf(createProductCostContract)[0]![1]).toEqual({
      params: { nmId: '111' },
      query: {},
      body: {
        unitCost: '45.5',
        currency: 'CNY',
        validFrom: mskDate(),
        chrtId: '1002',
        comment: null,
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith('Версия себестоимости добавлена', { variant: 'success' });
  });

  it('edits and deletes a version after confirmation', async () => {
    const { user } = renderPage('/products/111?tab=costs', {
      overrides: new Map<unknown, (request?: Request) => Promise<unknown>>([
        [updateProductCostContract, async () => fx.version],
        [deleteProductCostContract, async () => undefined],
      ]),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Изменить версию с 01.02.2026 (M)' }, LAZY),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Изменить версию себестоимости' },
      LAZY,
    );
    const cost = within(dialog).getByRole('textbox', { name: /Себестоимость/ });
    expect(cost).toHaveValue('40,10');
    await user.clear(cost);
    await user.type(cost, '41');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(callsOf(updateProductCostContract)).toHaveLength(1));
    expect(callsOf(updateProductCostContract)[0]![1]).toMatchObject({
      params: { nmId: '111', id: fx.version.id },
      body: { unitCost: '41', currency: 'CNY', validFrom: '2026-02-01', chrtId: '1002' },
    });

    await user.click(screen.getByRole('button', { name: 'Удалить версию с 01.02.2026 (M)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить версию себестоимости?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(callsOf(deleteProductCostContract)).toHaveLength(1));
  });

  it('offers no changes to a role that may only view', async () => {
    renderPage('/products/111?tab=costs', { permissions: ['product:view'] });
    await screen.findByRole('table', { name: 'Версии себестоимости' }, LAZY);
    expect(screen.queryByRole('button', { name: 'Добавить версию' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Изменить версию/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить версию/ })).toBeNull();
  });
});

describe('ProductPage: unit economics', () => {
  /** `text` (its spaces as the matcher normalizes them) as a regular expression matching itself. */
  const rx = (text: string) => text.replace(/\s+/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('without orders of a known outcome: the buyout rate is empty, says why, and is typed', async () => {
    const unknownBuyout = {
      ...fx.unitEconomics,
      buyout: { days: 30, orders: 4, buyouts: 0, returned: 0, cancelled: 0, percent: null },
    };
    const { user } = renderPage('/products/111?tab=economics', {
      overrides: new Map([[getUnitEconomicsContract, async () => unknownBuyout]]),
    });
    const buyout = await screen.findByRole('textbox', { name: 'Процент выкупа' }, LAZY);
    expect(buyout).toHaveValue('');
    expect(
      screen.getByText('За 30 дней нет заказов с известным исходом — введите ожидаемый процент'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Процент выкупа — /)).not.toBeInTheDocument();
    expect(screen.queryByTestId('economics-profit')).not.toBeInTheDocument();
    await user.type(buyout, '80');
    expect(await screen.findByTestId('economics-profit', {}, { timeout: 3000 })).toBeVisible();
  });

  it('prefills the inputs and shows the server’s calculation; changes recalculate', async () => {
    const { user } = renderPage('/products/111?tab=economics');
    const price = await screen.findByRole('textbox', { name: 'Цена продажи' }, LAZY);
    expect(price).toHaveValue('1500');
    expect(screen.getByRole('textbox', { name: 'Комиссия WB' })).toHaveValue('25,5');
    expect(screen.getByRole('textbox', { name: 'Логистика, первый литр' })).toHaveValue('46');
    expect(screen.getByRole('textbox', { name: 'КТР' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Процент выкупа' })).toHaveValue('60');
    expect(screen.getByRole('textbox', { name: 'Налог с цены' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Эквайринг' })).toHaveValue('0');
    expect(screen.getByText(/В отчётах WB нет данных об эквайринге/)).toBeInTheDocument();
    // Today's tariff is the input; the change WB announced for the warehouse is a note.
    expect(
      screen.getByText(
        new RegExp(
          `С ${createFormat({ language: 'ru' }).date('2026-03-10')} WB объявил новый тариф: логистика ${rx(formatMoney('48.3'))} \\+ ${rx(formatMoney('14.7'))} за доп\\. литр, хранение в день ${rx(formatMoney('0.09'))}`,
        ),
      ),
    ).toBeInTheDocument();
    const profit = await screen.findByTestId('economics-profit', {}, { timeout: 3000 });
    const first = callsOf(calculateUnitEconomicsContract)[0]![1]!.body as UnitEconomicsInput;
    expect(first).toMatchObject({ price: '1500', deliveryBase: '46', unitCost: '500' });
    expect(profit).toHaveTextContent(
      `Прибыль${formatMoney(calculateUnitEconomics(first).profit)}`,
      {
        normalizeWhitespace: false,
      },
    );

    // Another size brings its price and cost; an invalid figure stops the calculation.
    await user.click(screen.getByRole('combobox', { name: 'Размер' }));
    await user.click(await screen.findByRole('option', { name: 'M' }));
    expect(price).toHaveValue('1650');
    expect(screen.getByRole('textbox', { name: 'Себестоимость' })).toHaveValue('501,25');
    const buyout = screen.getByRole('textbox', { name: 'Процент выкупа' });
    await user.clear(buyout);
    await user.type(buyout, '0');
    expect(await screen.findByText('Процент выкупа — больше нуля')).toBeInTheDocument();
    expect(screen.getByText(/Исправьте поля/)).toBeInTheDocument();
  });

  it('takes the FBS commission and tariff for the FBS model', async () => {
    const { user } = renderPage('/products/111?tab=economics');
    await user.click(await screen.findByRole('combobox', { name: 'Модель продаж' }, LAZY));
    await user.click(await screen.findByRole('option', { name: 'FBS — свой склад' }));
    expect(screen.getByRole('textbox', { name: 'Комиссия WB' })).toHaveValue('27');
    expect(screen.getByRole('textbox', { name: 'Логистика, первый литр' })).toHaveValue('60');
    expect(screen.getByRole('textbox', { name: 'Хранение, первый литр' })).toHaveValue('0');
    expect(
      screen.getByText(new RegExp(`WB объявил новый тариф: логистика ${rx(formatMoney('63'))} `)),
    ).toBeInTheDocument();
    expect(screen.queryByText(/хранение в день/)).toBeNull();
  });
});
