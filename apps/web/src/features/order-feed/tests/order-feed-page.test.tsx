import { toMsk } from '@wb/shared/dates/msk';
import { ordersList, type OrderRow } from '@wb/shared/orders/orders.contract';
import { DEFAULT_USER_SETTINGS } from '@wb/shared/settings/user-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { updateUserSettingsEndpoint } from '../../../app/session/shell-endpoints';
import { setSettingsOptions } from '../../../app/store/order-slice';
import { createStore } from '../../../app/store/store';
import { renderFeature } from '../../../test/render-feature';
import OrderFeedPage from '../pages/order-feed-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { query?: { list?: string }; body?: unknown }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const accountId = '0b8f5f0e-3c55-4f7e-9d3b-6f3a2a1d9c01';
// Noon in Moscow today, so that the test orders never straddle midnight.
const now = toMsk().startOf('day').add(12, 'hour').valueOf();

function order(id: string, minutesAgo: number, extra: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    srid: id,
    accountId,
    date: new Date(now - minutesAgo * 60_000).toISOString(),
    photo: `https://img.example/${id}.webp`,
    title: `Товар ${id}`,
    vendorCode: `VC-${id}`,
    nmId: 100,
    size: 'M',
    warehouse: 'Коледино',
    district: null,
    region: null,
    totalPrice: '2000.00',
    discount: '10',
    priceWithDisc: '1800.00',
    spp: '5',
    finishedPrice: '1290.50',
    status: 'new',
    account: 'Кабинет 1',
    brand: null,
    subject: null,
    category: null,
    tags: [],
    organization: null,
    isCancel: false,
    ...extra,
  };
}

const page = (items: OrderRow[], next: string | null = null) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
  totals: {},
  next,
});

/** Answers the orders list with `pages()` and echoes saved settings (or fails to save). */
function mockApi(pages: (request: { after?: string }) => unknown, saveFails = false) {
  api.mockImplementation(async (contract, request) => {
    if (contract === ordersList.page) {
      return pages(JSON.parse(request?.query?.list ?? '{}') as { after?: string });
    }
    if (contract === updateUserSettingsEndpoint) {
      if (saveFails) throw new ApiError(503, 'UNAVAILABLE', 'Сервис недоступен');
      return { ...DEFAULT_USER_SETTINGS, ...(request?.body as object) };
    }
    throw new Error('unexpected call');
  });
}

function renderPage(pollMs = 60_000) {
  const store = createStore(undefined);
  store.dispatch(setSettingsOptions({ countRow: 3, fontSize: 15, imgWidth: '', imgHeight: '200' }));
  const view = renderFeature(<OrderFeedPage pollMs={pollMs} />, { store });
  return { ...view, user: userEvent.setup() };
}

const grid = () => screen.getAllByTestId('feed-grid')[0]!;

describe('OrderFeedPage', () => {
  it('shows the orders as cards grouped by Moscow day, drawn with the display settings', async () => {
    mockApi(() => page([order('a', 1), order('b', 2, { status: 'cancelled', photo: null })]));
    renderPage();

    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(grid().style.getPropertyValue('--feed-cols')).toBe('3');
    expect(grid().style.getPropertyValue('--feed-cols-xs')).toBe('2');
    expect(cards[0]).toHaveStyle({ fontSize: '15px' });
    const photo = within(cards[0]!).getByRole('img', { name: 'Фото: Товар a' });
    expect(photo).toHaveStyle({ height: '200px', width: '100%' });
    expect(within(cards[1]!).getByRole('img', { name: 'Нет фото' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Отменён')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('VC-a · Размер: M')).toBeInTheDocument();
    const day = screen.getAllByTestId('feed-day')[0]!;
    expect(within(day).getByRole('heading', { level: 2 })).toHaveTextContent(/^Сегодня, /);
    // The order sum of every page: the price after the seller's discount, not the buyer's price.
    expect(
      within(day).getByText(/2 заказа · на 3\s600,00\s₽ по цене со скидкой продавца/),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('order-sum')).toHaveTextContent(/^1\s800,00\s₽$/);
    expect(screen.getByText('Это все заказы')).toBeInTheDocument();
  });

  it('names the size of an item without sizes «Без размера», as the list sends it', async () => {
    mockApi(() => page([order('a', 1, { size: 'Без размера' }), order('b', 2, { size: '0' })]));
    renderPage();
    const cards = await screen.findAllByTestId('order-card');
    expect(within(cards[0]!).getByText('VC-a · Размер: Без размера')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('VC-b · Размер: Без размера')).toBeInTheDocument();
  });

  it('shows the empty state and an inline error with retry', async () => {
    mockApi(() => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Плохой запрос');
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Плохой запрос');
    mockApi(() => page([]));
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/Заказов пока нет/)).toBeInTheDocument();
  });

  it('applies the settings from the dialog at once and saves them to the user settings', async () => {
    mockApi(() => page([order('a', 1)]));
    const { user, store } = renderPage();
    await screen.findByTestId('order-card');

    await user.click(screen.getByRole('button', { name: 'Настройки отображения' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отображение заказов' });
    const countRow = within(dialog).getByRole('spinbutton', { name: 'Карточек в ряду' });
    await user.clear(countRow);
    await user.type(countRow, '13');
    const height = within(dialog).getByRole('textbox', { name: 'Высота фото, px' });
    await user.clear(height);
    await user.type(height, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(await within(dialog).findByText('Целое число от 1 до 12')).toBeInTheDocument();
    expect(within(dialog).getByText('Число пикселей, до 4 цифр')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith(updateUserSettingsEndpoint, expect.anything());

    await user.clear(countRow);
    await user.type(countRow, '4');
    const font = within(dialog).getByRole('spinbutton', { name: 'Размер шрифта, px' });
    await user.clear(font);
    await user.type(font, '18');
    await user.clear(height);
    await user.type(height, '120');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ширина фото, px' }), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = { countRow: 4, fontSize: 18, imgWidth: '90', imgHeight: '120' };
    expect(store.getState().order.settingsOptions).toEqual(saved);
    expect(api).toHaveBeenCalledWith(updateUserSettingsEndpoint, { body: { orderDisplay: saved } });
    expect(grid().style.getPropertyValue('--feed-cols')).toBe('4');
    const card = screen.getByTestId('order-card');
    expect(card).toHaveStyle({ fontSize: '18px' });
    expect(within(card).getByRole('img')).toHaveStyle({ width: '90px', height: '120px' });
  });

  it('keeps the new settings in this browser when saving them fails, and says so', async () => {
    mockApi(() => page([order('a', 1)]), true);
    const { user, store, actionErrors } = renderPage();
    await screen.findByTestId('order-card');
    await user.click(screen.getByRole('button', { name: 'Настройки отображения' }));
    const dialog = await screen.findByRole('dialog');
    const countRow = within(dialog).getByRole('spinbutton', { name: 'Карточек в ряду' });
    await user.clear(countRow);
    await user.type(countRow, '2');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(actionErrors).toHaveBeenCalled());
    expect(actionErrors.mock.calls[0]![1]).toBe('Не удалось сохранить настройки');
    expect(store.getState().order.settingsOptions.countRow).toBe(2);
    expect(grid().style.getPropertyValue('--feed-cols')).toBe('2');
  });

  it('shows a new order without a reload and highlights it', async () => {
    let polls = 0;
    mockApi(() => {
      polls += 1;
      return page(polls === 1 ? [order('a', 5)] : [order('fresh', 0), order('a', 5)]);
    });
    renderPage(100);
    const first = await screen.findByTestId('order-card');
    expect(first).not.toHaveAttribute('data-fresh');

    const card = await screen.findByRole('article', { name: 'Товар fresh' }, { timeout: 3000 });
    expect(card).toHaveAttribute('data-fresh', 'true');
    expect(within(card).getByText('Новый', { selector: '.MuiChip-colorPrimary *' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 новый заказ');
    expect(screen.getAllByTestId('order-card')).toHaveLength(2);
  });

  it('loads older orders with "Show more" without marking them new', async () => {
    mockApi(({ after }) =>
      after === 'c1' ? page([order('old', 60 * 24 * 3)]) : page([order('a', 1)], 'c1'),
    );
    const { user } = renderPage();
    await screen.findByTestId('order-card');
    expect(screen.getByText(/показаны не все заказы дня/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    const old = await screen.findByRole('article', { name: 'Товар old' });
    expect(old).not.toHaveAttribute('data-fresh');
    expect(screen.getAllByTestId('feed-day')).toHaveLength(2);
    expect(screen.getByText('Это все заказы')).toBeInTheDocument();
  });
});
