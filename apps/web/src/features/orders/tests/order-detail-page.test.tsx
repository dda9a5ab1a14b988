import { getOrderContract, type OrderDetail } from '@wb/shared/orders/order-detail.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import OrderDetailPage from '../pages/order-detail-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: { srid?: string } }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const SRID = 'abc/123.0';

const order: OrderDetail = {
  srid: SRID,
  accountId: '11111111-1111-4111-8111-111111111111',
  account: 'Основной кабинет',
  date: '2026-03-01T09:30:00.000Z',
  status: 'returned',
  feedStatus: 'return',
  feedStatusAt: '2026-03-08T12:00:00.000Z',
  isCancel: false,
  cancelDate: null,
  size: 'M',
  barcode: '2000000000011',
  warehouse: 'Коледино',
  country: 'Россия',
  district: 'Центральный федеральный округ',
  region: 'Московская область',
  incomeId: 777,
  sticker: 'ST-1',
  gNumber: 'G-1',
  totalPrice: '1000.00',
  discount: '10.0000',
  spp: '25.0000',
  finishedPrice: '675.50',
  priceWithDisc: '900.00',
  product: {
    nmId: 111,
    title: 'Платье летнее',
    vendorCode: 'ART-111',
    brand: 'Ромашка',
    subject: 'Платья',
    photo: 'https://basket-01.wbbasket.ru/big/1.webp',
    wbUrl: 'https://www.wildberries.ru/catalog/111/detail.aspx',
  },
  timeline: [
    { status: 'created', at: '2026-03-01T09:30:00.000Z', source: 'order' },
    { status: 'buyout', at: '2026-03-04T15:00:00.000Z', source: 'feed' },
    { status: 'return', at: '2026-03-08T21:30:00.000Z', source: 'feed' },
  ],
  realization: {
    pending: null,
    rows: [
      {
        rrdId: '1',
        reportId: '9001',
        operationDate: '2026-03-05',
        operation: 'Продажа',
        documentType: 'Продажа',
        retailPriceWithDisc: '900.00',
        commission: '150.00',
        forPay: '700.50',
        delivery: '0',
        penalty: null,
        payout: '700.50',
      },
      {
        rrdId: '2',
        reportId: '9001',
        operationDate: '2026-03-05',
        operation: 'Логистика',
        documentType: null,
        retailPriceWithDisc: '0',
        commission: '0',
        forPay: '0',
        delivery: '75.25',
        penalty: null,
        payout: '-75.25',
      },
    ],
    totals: {
      retailPriceWithDisc: '900.00',
      commission: '150.00',
      forPay: '700.50',
      delivery: '75.25',
      penalty: '0',
      payout: '625.25',
    },
  },
};

function renderPage(answer: () => Promise<unknown>) {
  api.mockImplementation(async (contract) => {
    if (contract === getOrderContract) return answer();
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<OrderDetailPage />, {
    path: '/orders/:orderId',
    url: `/orders/${encodeURIComponent(SRID)}`,
    extraRoutes: [{ path: '/orders', element: <p>Список заказов</p> }],
  });
  return { ...view, user: userEvent.setup() };
}

const nbsp = (s: string) => s.replace(/\u202f/g, ' ');

describe('OrderDetailPage', () => {
  it('shows the product, the timeline in Moscow time, prices, geography and realization rows', async () => {
    renderPage(async () => order);
    expect(await screen.findByText('Платье летнее')).toBeInTheDocument();
    expect(api.mock.calls[0]![1]).toEqual({ params: { srid: SRID } });
    expect(screen.getByText(`Заказ ${SRID}`)).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Возврат');
    expect(screen.getByRole('img', { name: 'Фото: Платье летнее' })).toHaveAttribute(
      'src',
      order.product.photo,
    );
    expect(screen.getByRole('link', { name: 'Открыть на WB: 111' })).toHaveAttribute(
      'href',
      'https://www.wildberries.ru/catalog/111/detail.aspx',
    );
    const timeline = screen.getByRole('list', { name: 'История статусов заказа' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Создан01\.03\.2026 12:30 · дата заказа$/),
      expect.stringMatching(/^Выкуплен04\.03\.2026 18:00 · лента заказов WB$/),
      // 21:30 UTC is the next day in Moscow.
      expect.stringMatching(/^Возврат09\.03\.2026 00:30 · лента заказов WB$/),
    ]);
    const prices = screen.getByRole('region', { name: 'Цены' });
    expect(nbsp(prices.textContent ?? '')).toContain('Цена до скидок1 000,00 ₽');
    expect(nbsp(prices.textContent ?? '')).toContain('Цена для покупателя (после СПП)675,50 ₽');
    expect(prices).toHaveTextContent('Скидка продавца10 %');
    const geo = screen.getByRole('region', { name: 'География и поставка' });
    expect(geo).toHaveTextContent('Федеральный округЦентральный федеральный округ');
    expect(geo).toHaveTextContent('Номер поставки777');
    expect(geo).toHaveTextContent('Дата заказа01.03.2026 12:30');
    const table = screen.getByRole('table', { name: 'Строки отчёта о реализации по заказу' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(nbsp(screen.getByTestId('realization-totals').textContent ?? '')).toBe(
      'Итого900,00 ₽150,00 ₽700,50 ₽75,25 ₽0,00 ₽625,25 ₽',
    );
    expect(nbsp(table.textContent ?? '')).toContain('−75,25 ₽');
  });

  it('shows WB’s size "0" of an item without sizes as «Без размера»', async () => {
    renderPage(async () => ({ ...order, size: '0' }));
    const product = await screen.findByRole('region', { name: 'Товар' });
    expect(product).toHaveTextContent('РазмерБез размера');
    expect(product).not.toHaveTextContent('Размер0');
  });

  it('says whose the missing report is: our sync’s or WB’s', async () => {
    const week = { from: '2026-03-02', to: '2026-03-08' };
    renderPage(async () => ({
      ...order,
      timeline: [
        { status: 'created', at: '2026-03-01T09:30:00.000Z', source: 'order' as const },
        { status: 'buyout', at: null, source: 'implied' as const },
        { status: 'return', at: '2026-03-08T21:30:00.000Z', source: 'feed' as const },
      ],
      realization: {
        pending: { kind: 'reportNotLoaded' as const, ...week },
        rows: [],
        totals: order.realization.totals,
      },
    }));
    expect(
      await screen.findByText(
        /^Отчёт WB о реализации за 02\.03\.2026\s–\s08\.03\.2026 ещё не загружен нашей синхронизацией$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // The return implies a buyout before it, its date unknown.
    const steps = within(
      screen.getByRole('list', { name: 'История статусов заказа' }),
    ).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Создан'),
      'Выкуплендата неизвестна · следует из возврата',
      expect.stringContaining('Возврат'),
    ]);
  });

  it('answers 404 with a note and a way back to the list', async () => {
    const { user } = renderPage(async () => {
      throw new ApiError(404, 'NOT_FOUND', 'Заказ не найден');
    });
    expect(await screen.findByText(/Заказ не найден/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'К заказам' }));
    expect(await screen.findByText('Список заказов')).toBeInTheDocument();
  });

  it('shows an inline error with retry, then the order', async () => {
    let calls = 0;
    const { user } = renderPage(async () => {
      calls++;
      // A 4xx other than 404 is not retried: the error shows at once.
      if (calls === 1) throw new ApiError(403, 'FORBIDDEN', 'Недостаточно прав');
      return order;
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Недостаточно прав');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Платье летнее')).toBeInTheDocument();
  });
});
