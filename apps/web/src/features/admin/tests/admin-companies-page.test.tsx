import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminBlockCompanyContract,
  adminCompaniesList,
  type AdminCompanyRow,
} from '@wb/shared/identity/admin.contract';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import AdminCompaniesPage from '../pages/admin-companies-page';
import { onePage, listRequestsTo } from '../../../test/list-api';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
vi.mock('../../../app/notifications', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notify: vi.fn(async () => undefined),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: { path: string },
    request?: { query?: { list: string }; params?: { id: string }; body?: unknown },
  ) => Promise<unknown>
>;
beforeAll(initTestI18n);
afterEach(() => api.mockReset());

const ROMASHKA: AdminCompanyRow = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'ООО Ромашка',
  inn: '7701234567',
  owners: ['owner@romashka.ru', 'second@romashka.ru'],
  membersCount: 4,
  createdAt: '2026-03-01T09:00:00.000Z',
  blocked: false,
};

function renderPage() {
  api.mockImplementation(async (contract, request) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract === adminCompaniesList.page) {
      return onePage([ROMASHKA]);
    }
    if (contract === adminBlockCompanyContract) {
      return { ...ROMASHKA, blocked: (request!.body as { blocked: boolean }).blocked };
    }
    throw new Error(`unexpected ${contract.path}`);
  });
  const view = renderFeature(<AdminCompaniesPage />, {
    path: '/admin/companies',
    url: '/admin/companies',
    principal: { type: 'admin', permissions: [] },
  });
  return { ...view, user: userEvent.setup() };
}

const lists = () => listRequestsTo(api.mock.calls, adminCompaniesList.page);

// The grid renders many cells in jsdom: slow on a busy machine.
describe('AdminCompaniesPage', { timeout: 20_000 }, () => {
  it('shows the companies with owners and state', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Компании платформы' });
    const row = (await within(table).findByText('ООО Ромашка')).closest('tr')!;
    expect(within(row).getByText('7701234567')).toBeInTheDocument();
    expect(within(row).getByText('owner@romashka.ru, second@romashka.ru')).toBeInTheDocument();
    expect(within(row).getByText('Работает')).toBeInTheDocument();
    expect(lists()[0]).toEqual({
      sort: [{ field: 'createdAt', dir: 'desc' }],
      page: 1,
      pageSize: 50,
    });
  });

  it('blocks a company after a confirmation', async () => {
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Заблокировать компанию «ООО Ромашка»' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Заблокировать компанию «ООО Ромашка»?');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(adminBlockCompanyContract, {
        params: { id: ROMASHKA.id },
        body: { blocked: true },
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Компания «ООО Ромашка» заблокирована', {
        variant: 'success',
      }),
    );
    // The grid is read again.
    await waitFor(() => expect(lists().length).toBeGreaterThan(1));
  });

  it('searches by name or INN through the grid filter', async () => {
    const { user } = renderPage();
    await screen.findByText('ООО Ромашка');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Поиск по названию или ИНН' }),
      '7701',
    );
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({
        filter: {
          op: 'and',
          items: [
            {
              op: 'or',
              items: [
                { field: 'name', op: 'contains', value: '7701' },
                { field: 'inn', op: 'contains', value: '7701' },
              ],
            },
          ],
        },
      }),
    );
  });
});
