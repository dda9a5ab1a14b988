import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  StockHistory,
  StockHistoryQuery,
  StockSnapshot,
  WbStockRow,
} from '@wb/shared/stocks/wb-stocks.contract';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import WbStocksPage from '../pages/wb-stocks-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string }, request?: { query?: unknown }) => Promise<unknown>
>;

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const row = (over: Partial<WbStockRow>): WbStockRow => ({
  id: `${ACCOUNT}:1:507`,
  accountId: ACCOUNT,
  nmId: 111,
  chrtId: '1001',
  warehouseId: 507,
  hiddenWarehouse: false,
  photo: null,
  vendorCode: 'ART-111',
  title: 'Платье летнее',
  brand: 'Ромашка',
  subject: 'Платья',
  size: 'M',
  barcode: '2000000000011',
  warehouse: 'Коледино',
  region: 'Центральный',
  available: 12,
  inWayToClient: 3,
  inWayFromClient: 1,
  total: 16,
  changedAt: '2026-11-20T09:00:00.000Z',
  account: 'Основной кабинет',
  ...over,
});
const ROWS = [
  row({}),
  row({
    id: `${ACCOUNT}:1002:-999999`,
    chrtId: '1002',
    size: 'L',
    warehouseId: -999999,
    hiddenWarehouse: true,
    warehouse: 'Склад WB',
    region: 'Склад WB',
    available: 0,
    inWayToClient: 2,
    inWayFromClient: 0,
    total: 2,
  }),
];
const snapshot = (over: Partial<StockSnapshot> = {}): StockSnapshot => ({
  takenAt: '2026-11-20T09:00:00.000Z',
  accounts: [
    {
      accountId: ACCOUNT,
      account: 'Основной кабинет',
      takenAt: '2026-11-20T09:00:00.000Z',
      lastSuccessAt: '2026-11-20T09:01:00.000Z',
      lastError: null,
    },
  ],
  warehouseHidden: false,
  ...over,
});
const history = (query: StockHistoryQuery): StockHistory => ({
  nmId: query.nmId,
  chrtId: query.chrtId ?? null,
  warehouseId: query.warehouseId ?? null,
  from: query.from!,
  to: query.to!,
  granularity: 'change',
  points:
    query.chrtId === undefined
      ? [{ at: '2026-11-01T09:00:00.000Z', available: 40, inWayToClient: 5, inWayFromClient: 2 }]
      : [
          { at: '2026-11-01T09:00:00.000Z', available: 10, inWayToClient: 3, inWayFromClient: 1 },
          { at: '2026-11-05T12:30:00.000Z', available: 7, inWayToClient: 3, inWayFromClient: 1 },
          { at: '2026-11-06T12:30:00.000Z', available: 12, inWayToClient: 3, inWayFromClient: 1 },
        ],
  until: '2026-11-20T10:00:00.000Z',
  keys: 1,
});

function setup(
  options: {
    snap?: StockSnapshot;
    list?: () => Promise<unknown>;
    hist?: (q: StockHistoryQuery) => Promise<unknown>;
  } = {},
) {
  api.mockImplementation(async (contract, request) => {
    switch (contract.path) {
      case '/api/saved-views':
        return [];
      case '/api/wb-stocks/snapshot':
        return options.snap ?? snapshot();
      case '/api/wb-stocks/history': {
        const q = request!.query as StockHistoryQuery;
        return options.hist ? options.hist(q) : history(q);
      }
      case '/api/wb-stocks':
        return options.list
          ? options.list()
          : {
              items: ROWS,
              total: 2,
              page: 1,
              pageSize: 50,
              totals: { available: '12', inWayToClient: '5', inWayFromClient: '1', total: '18' },
              next: null,
            };
    }
    return null;
  });
  return renderFeature(<WbStocksPage />, {
    path: '/wb-stocks',
    extraRoutes: [{ path: '/products/:id', element: <p>Карточка товара</p> }],
  });
}

const historyCalls = () =>
  api.mock.calls
    .filter(([c]) => c.path === '/api/wb-stocks/history')
    .map(([, r]) => r!.query as StockHistoryQuery);

beforeAll(initTestI18n);
afterEach(() => api.mockReset());

describe('/wb-stocks', () => {
  it('shows the snapshot, its time and totals, with links to the products', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Остатки на складах WB' });
    expect(await within(table).findByText('Коледино')).toBeInTheDocument();
    expect(within(table).getByText('Итого')).toBeInTheDocument();
    expect(within(table).getByText('18')).toBeInTheDocument();
    expect(await screen.findByText(/Снимок остатков от 20\.11\.2026 12:00/)).toBeInTheDocument();
    // No hidden-warehouse banner while the snapshot names the warehouses.
    expect(screen.queryByText(/WB скрывает свои склады/)).not.toBeInTheDocument();
    expect(within(table).getByTitle('Нет в наличии')).toHaveTextContent('0');
    const [link] = within(table).getAllByRole('link', { name: 'Открыть товар 111' });
    expect(link).toHaveAttribute('href', '/products/111');
    // The product link leads to the product, not to the row's history.
    await userEvent.click(within(table).getAllByRole('link', { name: 'Платье летнее' })[0]!);
    expect(await screen.findByText('Карточка товара')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains WB’s hidden warehouses on «Склад WB» rows and above the grid', async () => {
    setup({ snap: snapshot({ warehouseHidden: true }) });
    const table = await screen.findByRole('table', { name: 'Остатки на складах WB' });
    expect(await within(table).findByText('Склад WB')).toBeInTheDocument();
    expect(
      within(table).getByRole('img', { name: /С 15\.08\.2026 WB не показывает, на каком складе/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/С 15\.08\.2026 WB скрывает свои склады/)).toBeInTheDocument();
  });

  it('opens a row’s history: the warehouse, then the whole product and another period', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Остатки на складах WB' });
    await userEvent.click(await within(table).findByText('Коледино'));
    const dialog = await screen.findByRole('dialog', { name: /История остатков/ });
    const steps = await within(dialog).findByRole('table', { name: /Изменения остатков/ });
    expect(
      within(steps)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Время снимкаДоступноВ пути к клиентуВ пути от клиента',
      '06.11.2026 15:301231',
      '05.11.2026 15:30731',
      '01.11.2026 12:001031',
    ]);
    expect(historyCalls()[0]).toMatchObject({ nmId: 111, chrtId: '1001', warehouseId: 507 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Весь товар' }));
    await waitFor(() => expect(within(dialog).getByText('40')).toBeInTheDocument());
    const product = historyCalls().at(-1)!;
    expect(product).toMatchObject({ nmId: 111 });
    expect(product).not.toHaveProperty('chrtId');

    await userEvent.click(within(dialog).getByRole('button', { name: '365 дней' }));
    await waitFor(() => {
      const last = historyCalls().at(-1)!;
      const days = (Date.parse(last.to!) - Date.parse(last.from!)) / 86_400_000 + 1;
      expect(days).toBe(365);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the history from the keyboard and says when there is none', async () => {
    setup({ hist: async (q) => ({ ...history(q), points: [] }) });
    const table = await screen.findByRole('table', { name: 'Остатки на складах WB' });
    (await within(table).findByText('Коледино')).closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /История остатков/ });
    expect(
      await within(dialog).findByText('За этот период WB не сообщал остатков по этой строке.'),
    ).toBeInTheDocument();
  });

  it('says when nothing is loaded yet, and shows a failed list with a retry', async () => {
    setup({
      snap: snapshot({ takenAt: null, accounts: [] }),
      list: () =>
        Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'Запрос не прошёл проверку')),
    });
    expect(await screen.findByText(/Остатки ещё не загружены из WB/)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
  });
});
