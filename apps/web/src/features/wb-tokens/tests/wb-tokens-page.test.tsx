import {
  listWbAccountsContract,
  type WbAccount,
} from '@wb/shared/connections/wb-accounts.contract';
import {
  checkWbTokenContract,
  createWbTokenContract,
  decodeWbTokenContract,
  deleteWbTokenContract,
  renameWbTokenContract,
  wbTokensList,
  type DecodedWbToken,
  type WbToken,
} from '@wb/shared/connections/wb-tokens.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import WbTokensPage from '../pages/wb-tokens-page';
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

const ALL = ['wbToken:view', 'wbToken:create', 'wbToken:edit', 'wbToken:delete', 'wbAccount:view'];
const SELLER = 'a1b2c3d4-0000-4000-8000-000000000001';
const main = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Основной',
  sellerId: SELLER,
  status: 'limited',
  missingDatasets: ['realization'],
  tokens: [{}],
} as WbAccount;
const second = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Второй',
  sellerId: null,
  status: 'noToken',
  missingDatasets: [],
  tokens: [],
} as unknown as WbAccount;

const decoded: DecodedWbToken = {
  type: 'personal',
  categories: ['content', 'statistics', 'analytics'],
  readOnly: false,
  test: false,
  sellerId: SELLER,
  expiresAt: '2099-06-01T00:00:00.000Z',
  missingDatasets: ['realization', 'adSpend'],
};
const stored: WbToken = {
  ...decoded,
  id: '22222222-2222-4222-8222-222222222222',
  accountId: main.id,
  accountName: main.name,
  name: 'Статистика',
  last4: 'x9Zq',
  status: 'expired',
  daysLeft: -3,
  expiresAt: '2026-01-01T00:00:00.000Z',
  lastCheckedAt: '2026-01-02T09:30:00.000Z',
  lastError: 'Срок действия токена истёк',
  createdAt: '2025-06-01T08:00:00.000Z',
};

function renderPage(
  permissions: string[],
  { url = '/', decode }: { url?: string; decode?: Error } = {},
) {
  api.mockImplementation(async (contract, request) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract === wbTokensList.page) {
      return onePage([stored]);
    }
    if (contract === listWbAccountsContract) return [main, second];
    if (contract === decodeWbTokenContract) {
      if (decode) throw decode;
      return decoded;
    }
    if (contract === createWbTokenContract) return { ...stored, ...(request?.body as object) };
    if (contract === renameWbTokenContract) return { ...stored, ...(request?.body as object) };
    if (contract === checkWbTokenContract) return stored;
    if (contract === deleteWbTokenContract) return undefined;
    throw new Error(`unexpected ${contract.path}`);
  });
  const view = renderFeature(<WbTokensPage />, {
    path: '/settings/tokens',
    url: `/settings/tokens${url === '/' ? '' : url}`,
    principal: { type: 'user', permissions },
  });
  return { ...view, user: userEvent.setup() };
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJlQ1234';

const listCalls = () => listRequestsTo(api.mock.calls, wbTokensList.page);

// The grid renders many cells in jsdom: slow on a busy machine.
describe('WbTokensPage', { timeout: 20_000 }, () => {
  it('lists tokens in the grid, masked, with categories, status and warnings; read-only without rights', async () => {
    renderPage(['wbToken:view', 'wbAccount:view']);
    const table = await screen.findByRole('table', { name: 'Токены WB' });
    const row = await within(table).findByRole('row', { name: /Статистика/ });
    expect(row).toHaveTextContent('Основной');
    expect(row).toHaveTextContent('••••x9Zq');
    expect(row).not.toHaveTextContent(TOKEN);
    expect(row).toHaveTextContent('Персональный');
    expect(
      within(row).getByRole('list', { name: 'Категории токена Статистика' }),
    ).toHaveTextContent(/Контент.*Статистика.*Аналитика/);
    expect(within(row).getByTestId('token-status')).toHaveTextContent('Истёк');
    expect(within(row).getByTestId('expiry-note')).toHaveTextContent(
      'Срок действия истёк 01.01.2026',
    );
    expect(row).toHaveTextContent('Срок действия токена истёк');
    const groups = screen.getAllByTestId('token-group');
    expect(groups[0]).toHaveTextContent(`ID продавца: ${SELLER}`);
    expect(groups[0]).toHaveTextContent('отчёты о реализации');
    expect(groups[1]).toHaveTextContent('Второй');
    expect(groups[0]).toHaveTextContent('1 токен');
    expect(groups[1]).toHaveTextContent('У кабинета нет токенов');
    // The grid asks the server: by cabinet, oldest first, the first page.
    expect(listCalls()[0]).toEqual({
      sort: [
        { field: 'accountName', dir: 'asc' },
        { field: 'createdAt', dir: 'asc' },
      ],
      page: 1,
      pageSize: 50,
    });
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Добавить токен/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Проверить токен/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Переименовать токен/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить токен/ })).toBeNull();
  });

  it('reads a pasted token and shows what it grants before saving', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Добавить токен кабинету Второй' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Кабинет/ })).toHaveTextContent('Второй');
    const save = within(dialog).getByRole('button', { name: 'Проверить и сохранить' });
    expect(save).toBeDisabled();

    const field = within(dialog).getByLabelText(/^Токен/);
    await user.type(field, 'not-a-token');
    await user.tab();
    expect(
      await within(dialog).findByText('Это не токен WB: ожидается JWT из трёх частей через точку'),
    ).toBeVisible();

    await user.clear(field);
    await user.click(field);
    await user.paste(TOKEN);
    const preview = await within(dialog).findByTestId('token-preview');
    expect(api).toHaveBeenCalledWith(decodeWbTokenContract, { body: { token: TOKEN } });
    expect(within(dialog).getByText('Вставлен токен ••••1234')).toBeVisible();
    expect(preview).toHaveTextContent('Персональный');
    expect(preview).toHaveTextContent(SELLER);
    expect(preview).toHaveTextContent('чтение и запись');
    expect(preview).toHaveTextContent(/Контент.*Статистика.*Аналитика/);
    expect(within(preview).getByTestId('missing-datasets')).toHaveTextContent(
      'Одним этим токеном не загрузятся:отчёты о реализации, расходы на рекламу',
    );
    const name = within(dialog).getByRole('textbox', { name: /^Название/ });
    expect(name).toHaveValue('Персональный до 01.06.2099');

    await user.click(save);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(createWbTokenContract, {
        body: { accountId: second.id, name: 'Персональный до 01.06.2099', token: TOKEN },
      }),
    );
  });

  it('shows why a token cannot be read on the token field', async () => {
    const { user } = renderPage(ALL, {
      url: `?account=${main.id}`,
      decode: new ApiError(400, 'VALIDATION_FAILED', 'Неизвестный тип токена WB', {
        token: ['Неизвестный тип токена WB'],
      }),
    });
    // The cabinet page links here with the cabinet chosen.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Кабинет/ })).toHaveTextContent('Основной');
    const field = within(dialog).getByLabelText(/^Токен/);
    await user.click(field);
    await user.paste(TOKEN);
    expect(await within(dialog).findByText('Неизвестный тип токена WB')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByTestId('token-preview')).toBeNull();
  });

  it('checks a token now and deletes it after confirmation', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Проверить токен Статистика' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(checkWbTokenContract, { params: { id: stored.id } }),
    );
    await user.click(screen.getByRole('button', { name: 'Удалить токен Статистика' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Удалить токен «Статистика»?');
    expect(dialog).toHaveTextContent('кабинета «Основной»');
    expect(api).not.toHaveBeenCalledWith(deleteWbTokenContract, expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(deleteWbTokenContract, { params: { id: stored.id } }),
    );
  });

  it('renames a token', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Переименовать токен Статистика' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /^Название/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите название')).toBeVisible();
    await user.type(name, 'Финансы');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(renameWbTokenContract, {
        params: { id: stored.id },
        body: { name: 'Финансы' },
      }),
    );
  });

  it('sorts on the server by a column header', async () => {
    const { user } = renderPage(['wbToken:view']);
    await screen.findByRole('row', { name: /Статистика/ });
    await user.click(screen.getByRole('button', { name: 'Статус' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ sort: [{ field: 'status', dir: 'asc' }] }),
    );
    // No cabinet list without its permission: no cards, the grid alone.
    expect(screen.queryAllByTestId('token-group')).toHaveLength(0);
    expect(api).not.toHaveBeenCalledWith(
      listWbAccountsContract,
      expect.anything(),
      expect.anything(),
    );
  });

  it('offers the cabinets of the listed tokens when the cabinet list is not allowed', async () => {
    const { user } = renderPage(['wbToken:view', 'wbToken:create']);
    await screen.findByRole('row', { name: /Статистика/ });
    await user.click(screen.getByRole('button', { name: 'Добавить токен' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Кабинет/ }));
    expect(await screen.findByRole('option', { name: /Основной/ })).toBeInTheDocument();
  });
});
