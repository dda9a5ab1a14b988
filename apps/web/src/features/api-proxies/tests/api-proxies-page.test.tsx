import {
  apiProxiesList,
  checkApiProxyContract,
  createApiProxyContract,
  deleteApiProxyContract,
  updateApiProxyContract,
  type ApiProxyRow,
} from '@wb/shared/connections/api-proxies.contract';
import {
  listWbAccountsContract,
  type WbAccount,
} from '@wb/shared/connections/wb-accounts.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import ApiProxiesPage from '../pages/api-proxies-page';
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

const ALL = [
  'apiProxy:view',
  'apiProxy:create',
  'apiProxy:edit',
  'apiProxy:delete',
  'wbAccount:view',
];
const main = { id: '11111111-1111-4111-8111-111111111111', name: 'Основной' } as WbAccount;
const second = { id: '33333333-3333-4333-8333-333333333333', name: 'Второй' } as WbAccount;

const pool: ApiProxyRow = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Пул-1',
  url: 'http://10.0.0.1:3128',
  username: 'bot',
  passwordSet: true,
  enabled: true,
  status: 'active',
  assignment: 'pool',
  accountIds: [],
  accountNames: [],
  lastCheckAt: '2026-03-01T10:00:00.000Z',
  latencyMs: 84,
  failures: 0,
  lastError: null,
  createdAt: '2026-02-01T10:00:00.000Z',
};
const own: ApiProxyRow = {
  ...pool,
  id: '66666666-6666-4666-8666-666666666666',
  name: 'Свой',
  url: 'https://proxy.example.ru:8443',
  username: null,
  passwordSet: false,
  status: 'failing',
  assignment: 'accounts',
  accountIds: [main.id],
  accountNames: [main.name],
  latencyMs: null,
  failures: 2,
  lastError: 'Таймаут соединения',
};

const listCalls = () => listRequestsTo(api.mock.calls, apiProxiesList.page);

function renderPage(permissions: string[], type: 'user' | 'admin' = 'admin') {
  // The server's rows: a check changes them, the grid asks again.
  let rows = [pool, own];
  api.mockImplementation(async (contract, request) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract === apiProxiesList.page) {
      return onePage(rows);
    }
    if (contract === listWbAccountsContract) return [main, second];
    if (contract === createApiProxyContract) return { ...own, ...(request?.body as object) };
    if (contract === updateApiProxyContract) return { ...pool, ...(request?.body as object) };
    if (contract === checkApiProxyContract) {
      const checked = { ...own, failures: 3, status: 'disabled' as const };
      rows = rows.map((p) => (p.id === checked.id ? checked : p));
      return checked;
    }
    if (contract === deleteApiProxyContract) return undefined;
    throw new Error(`unexpected ${contract.path}`);
  });
  const view = renderFeature(<ApiProxiesPage />, { principal: { type, permissions } });
  return { ...view, user: userEvent.setup() };
}

// The grid renders many cells in jsdom: slow on a busy machine.
describe('ApiProxiesPage', { timeout: 20_000 }, () => {
  it('lists proxies with the password masked, status, assignment and failures; read-only without rights', async () => {
    renderPage(['apiProxy:view']);
    const table = await screen.findByRole('table', { name: 'Прокси для API' });
    const first = await within(table).findByRole('row', { name: /Пул-1/ });
    expect(first).toHaveTextContent('http://bot:••••@10.0.0.1:3128');
    expect(first).toHaveTextContent('Работает');
    expect(first).toHaveTextContent('Общий пул');
    expect(first).toHaveTextContent('задержка 84 мс');
    expect(first).toHaveTextContent('0 из 3');
    const second = within(table).getByRole('row', { name: /Свой/ });
    expect(second).toHaveTextContent('https://proxy.example.ru:8443');
    expect(second).toHaveTextContent('Ошибки');
    expect(await within(second).findByText('Основной')).toBeInTheDocument();
    expect(second).toHaveTextContent('Таймаут соединения');
    expect(second).toHaveTextContent('2 из 3');
    expect(screen.queryByRole('button', { name: 'Добавить прокси' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Проверить прокси/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Изменить прокси/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить прокси/ })).toBeNull();
    expect(listCalls()[0]).toEqual({
      sort: [{ field: 'name', dir: 'asc' }],
      page: 1,
      pageSize: 50,
    });
  });

  it('sorts by failures on the server through the grid', async () => {
    const { user } = renderPage(['apiProxy:view']);
    await screen.findByRole('row', { name: /Пул-1/ });
    await user.click(screen.getByRole('button', { name: 'Ошибок подряд' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ sort: [{ field: 'failures', dir: 'asc' }] }),
    );
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' })).toBeInTheDocument();
  });

  it('hides every change from a non-admin', async () => {
    renderPage(ALL, 'user');
    // The list is for administrators (so is the page's route): the grid does not ask for it.
    expect(await screen.findByText('Нет прав на просмотр этого списка')).toBeVisible();
    expect(listCalls()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Добавить прокси' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить прокси/ })).toBeNull();
  });

  it('validates a new proxy and creates it for chosen cabinets', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Добавить прокси' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Адрес/ }), 'http://user:pw@h');
    await user.click(within(dialog).getByRole('radio', { name: 'Выбранные кабинеты' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите название')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Адрес вида http://host:port, без логина и пароля (их — в отдельные поля)',
      ),
    ).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: /^Название/ }), 'Новый');
    const url = within(dialog).getByRole('textbox', { name: /^Адрес/ });
    await user.clear(url);
    await user.type(url, 'http://192.168.1.5:8080');
    await user.type(within(dialog).getByRole('textbox', { name: /^Логин/ }), 'bot');
    await user.type(within(dialog).getByLabelText(/^Пароль/), 's3cret');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Выберите кабинеты')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: /Кабинеты/ }));
    await user.click(await screen.findByRole('option', { name: 'Второй' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(createApiProxyContract, {
        body: {
          name: 'Новый',
          url: 'http://192.168.1.5:8080',
          username: 'bot',
          password: 's3cret',
          enabled: true,
          assignment: 'accounts',
          accountIds: [second.id],
        },
      }),
    );
  });

  it('edits only what changed and can remove the stored password', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Изменить прокси Пул-1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Пароль сохранён/)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Удалить сохранённый пароль' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Включён' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(updateApiProxyContract, {
        params: { id: pool.id },
        body: { enabled: false, password: null },
      }),
    );
  });

  it('checks a proxy now and deletes one after confirmation', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Проверить прокси Свой' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(checkApiProxyContract, { params: { id: own.id } }),
    );
    // The grid asks again: three failures switched it off.
    const row = await screen.findByRole('row', { name: /Свой.*Отключён/ });
    expect(row).toHaveTextContent('3 из 3');

    await user.click(screen.getByRole('button', { name: 'Удалить прокси Пул-1' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Удалить прокси «Пул-1»?');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(deleteApiProxyContract, { params: { id: pool.id } }),
    );
  });
});
