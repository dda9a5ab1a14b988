import {
  deleteWbCookieContract,
  saveWbCookieContract,
  wbCookieFeaturesContract,
  wbCookiesList,
  type WbCookieRow,
} from '@wb/shared/connections/wb-cookies.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import WbCookiesPage from '../pages/wb-cookies-page';
import { onePage, listRequestsTo } from '../../../test/list-api';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: { path: string },
    request?: { params?: unknown; body?: unknown; query?: { list: string } },
  ) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const ALL = ['wbCookie:view', 'wbCookie:create', 'wbCookie:delete'];
const main = { id: '11111111-1111-4111-8111-111111111111', name: 'Основной' };
const second = { id: '33333333-3333-4333-8333-333333333333', name: 'Второй' };
const cookie: WbCookieRow = {
  cookieId: '44444444-4444-4444-8444-444444444444',
  accountId: main.id,
  accountName: main.name,
  cookieNames: ['WBTokenV3', 'x-supplier-id'],
  expiresAt: '2026-03-05T12:00:00.000Z',
  status: 'expiring',
  lastUsedAt: null,
  lastError: null,
  updatedAt: '2026-03-01T12:00:00.000Z',
};
const none: WbCookieRow = {
  cookieId: null,
  accountId: second.id,
  accountName: second.name,
  cookieNames: [],
  expiresAt: null,
  status: 'none',
  lastUsedAt: null,
  lastError: null,
  updatedAt: null,
};

const listCalls = () => listRequestsTo(api.mock.calls, wbCookiesList.page);

function renderPage(
  principal: { type: 'user' | 'admin'; permissions: string[] },
  features = { supplySlotBooking: false },
) {
  api.mockImplementation(async (contract, request) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract === wbCookieFeaturesContract) return features;
    if (contract === wbCookiesList.page) {
      return onePage([cookie, none]);
    }
    if (contract === saveWbCookieContract) {
      return {
        ...cookie,
        accountId: second.id,
        accountName: second.name,
        ...(request?.body as object),
      };
    }
    if (contract === deleteWbCookieContract) return undefined;
    throw new Error(`unexpected ${contract.path}`);
  });
  const view = renderFeature(<WbCookiesPage />, { principal });
  return { ...view, user: userEvent.setup() };
}

// The grid renders many cells in jsdom: slow on a busy machine.
describe('WbCookiesPage', { timeout: 20_000 }, () => {
  it('lists every cabinet’s cookie state, labelled as outside the public API', async () => {
    renderPage({ type: 'admin', permissions: ['wbCookie:view'] });
    const table = await screen.findByRole('table', { name: 'Cookie кабинетов' });
    expect(screen.getAllByTestId('portal-notice')[0]).toHaveTextContent('Вне публичного API WB');
    expect(await screen.findByTestId('feature-supplySlotBooking')).toHaveTextContent(
      /Бронирование слотов поставки.*Не публичный API.*выключена/,
    );
    expect(screen.getByText(/Все такие функции выключены/)).toBeVisible();
    const row = await within(table).findByRole('row', { name: /Основной/ });
    expect(row).toHaveTextContent('Скоро истекают');
    expect(row).toHaveTextContent('WBTokenV3, x-supplier-id');
    expect(within(table).getByRole('row', { name: /Второй/ })).toHaveTextContent('Не сохранены');
    expect(screen.queryByRole('button', { name: /Сохранить cookie/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить cookie/ })).toBeNull();
    expect(listCalls()[0]).toEqual({
      sort: [{ field: 'accountName', dir: 'asc' }],
      page: 1,
      pageSize: 50,
    });
  });

  it('sorts by state on the server through the grid', async () => {
    const { user } = renderPage({ type: 'admin', permissions: ['wbCookie:view'] });
    await screen.findByRole('row', { name: /Основной/ });
    await user.click(screen.getByRole('button', { name: 'Состояние' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ sort: [{ field: 'status', dir: 'asc' }] }),
    );
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' })).toBeInTheDocument();
  });

  it('offers no changes to a non-admin, even with the permissions', async () => {
    renderPage({ type: 'user', permissions: ALL }, { supplySlotBooking: true });
    // The list is for administrators (so is the page's route): the grid does not ask for it.
    expect(await screen.findByText('Нет прав на просмотр этого списка')).toBeVisible();
    expect(listCalls()).toEqual([]);
    expect(await screen.findByTestId('feature-supplySlotBooking')).toHaveTextContent('включена');
    expect(screen.queryByRole('button', { name: /cookie кабинета/ })).toBeNull();
  });

  it('validates and saves a cabinet’s cookie with its expiry', async () => {
    const { user } = renderPage({ type: 'admin', permissions: ALL });
    await user.click(
      await screen.findByRole('button', { name: 'Сохранить cookie кабинета Второй' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('portal-notice')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Вставьте cookie')).toBeVisible();
    expect(within(dialog).getByText('Укажите дату и время окончания сессии')).toBeVisible();

    const field = within(dialog).getByLabelText(/^Cookie\s*\*$/);
    await user.type(field, 'просто текст');
    await user.tab();
    expect(
      await within(dialog).findByText('Ожидается строка вида name=value; name2=value2'),
    ).toBeVisible();
    await user.clear(field);
    await user.type(field, 'WBTokenV3=abc; x-supplier-id=42');
    const local = dayjs().add(10, 'day').format('YYYY-MM-DDTHH:mm');
    fireEvent.change(within(dialog).getByLabelText(/^Действуют до/), { target: { value: local } });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(saveWbCookieContract, {
        params: { id: second.id },
        body: { cookie: 'WBTokenV3=abc; x-supplier-id=42', expiresAt: dayjs(local).toISOString() },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a cookie after confirmation', async () => {
    const { user } = renderPage({ type: 'admin', permissions: ALL });
    expect(
      await screen.findByRole('button', { name: 'Заменить cookie кабинета Основной' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить cookie кабинета Второй' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Удалить cookie кабинета Основной' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Удалить cookie кабинета «Основной»?');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(deleteWbCookieContract, { params: { id: main.id } }),
    );
  });
});
