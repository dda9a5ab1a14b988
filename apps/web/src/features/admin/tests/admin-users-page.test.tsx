import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUsersList, type AdminUserRow } from '@wb/shared/identity/admin.contract';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import AdminUsersPage from '../pages/admin-users-page';
import { onePage, listRequestsTo } from '../../../test/list-api';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string }, request?: { query?: { list: string } }) => Promise<unknown>
>;
beforeAll(initTestI18n);
afterEach(() => api.mockReset());

const ZINA: AdminUserRow = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'zina@example.ru',
  fullName: 'Зинаида Поисковая',
  type: 'admin',
  isBlocked: true,
  emailVerified: true,
  totpEnabled: false,
  companiesCount: 2,
  lastLoginAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
};

function renderPage(items: AdminUserRow[] = [ZINA]) {
  api.mockImplementation(async (contract) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract === adminUsersList.page) {
      return onePage(items);
    }
    throw new Error(`unexpected ${contract.path}`);
  });
  const view = renderFeature(<AdminUsersPage />, {
    path: '/admin/users',
    url: '/admin/users',
    principal: { type: 'admin', permissions: [] },
  });
  return { ...view, user: userEvent.setup() };
}

const lists = () => listRequestsTo(api.mock.calls, adminUsersList.page);

// The grid renders many cells in jsdom: slow on a busy machine.
describe('AdminUsersPage', { timeout: 20_000 }, () => {
  it('shows the users with their chips, newest first', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Пользователи платформы' });
    const row = (await within(table).findByText('zina@example.ru')).closest('tr')!;
    expect(within(row).getByText('Администратор')).toBeInTheDocument();
    expect(within(row).getByText('Заблокирован')).toBeInTheDocument();
    expect(within(row).getByText('входов не было')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' })).toBeInTheDocument();
    expect(lists()[0]).toEqual({
      sort: [{ field: 'createdAt', dir: 'desc' }],
      page: 1,
      pageSize: 50,
    });
  });

  it('opens the user from the row and from the e-mail link', async () => {
    const { user, router } = renderPage();
    expect(await screen.findByRole('link', { name: 'zina@example.ru' })).toHaveAttribute(
      'href',
      `/admin/users/${ZINA.id}`,
    );
    await user.click(screen.getByText('Зинаида Поисковая'));
    expect(router.state.location.pathname).toBe(`/admin/users/${ZINA.id}`);
  });

  it('searches by e-mail or name through the grid filter', async () => {
    const { user } = renderPage();
    await screen.findByText('zina@example.ru');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Поиск по e-mail или имени' }),
      'зин',
    );
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({
        filter: {
          op: 'and',
          items: [
            {
              op: 'or',
              items: [
                { field: 'email', op: 'contains', value: 'зин' },
                { field: 'fullName', op: 'contains', value: 'зин' },
              ],
            },
          ],
        },
      }),
    );
  });

  it('says when nothing is found', async () => {
    renderPage([]);
    expect(await screen.findByText('Здесь пока ничего нет')).toBeInTheDocument();
  });
});
