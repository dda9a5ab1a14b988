import { companiesList, type CompanyRow } from '@wb/shared/identity/companies.contract';
import { switchCompanyContract } from '@wb/shared/identity/me.contract';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import CompaniesPage from '../pages/companies-page';
import { onePage, listRequestsTo } from '../../../test/list-api';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
// The mock is called with any contract; its answers are typed loosely.
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { body?: unknown; query?: { list?: string } }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const company = (over: Partial<CompanyRow>): CompanyRow => ({
  id: '7d1c1a52-9d5e-4a53-8a0e-0f6a7b2c9e11',
  name: 'ООО Ромашка',
  requisites: {},
  createdAt: '2026-01-15T09:00:00.000Z',
  blocked: false,
  state: 'active',
  membersCount: 3,
  roleName: 'Владелец',
  isOwner: true,
  isCurrent: true,
  ...over,
});
const current = company({});
const blocked = company({
  id: '8e2d2b63-ae6f-4b64-9b1f-1f7b8c3d0f22',
  name: 'ООО Лютик',
  blocked: true,
  state: 'blocked',
  membersCount: 5,
  roleName: 'Менеджер',
  isOwner: false,
  isCurrent: false,
});

const listRequests = (): ListRequestInput[] => listRequestsTo(api.mock.calls, companiesList.page);

function renderPage() {
  api.mockImplementation(async (contract) => {
    if (contract === companiesList.page) return onePage([current, blocked]);
    if (contract === switchCompanyContract) return { currentCompany: null };
    if ((contract as { path: string }).path === '/api/saved-views') return [];
    return undefined;
  });
  const view = renderFeature(<CompaniesPage />, { path: '/companies' });
  return { ...view, user: userEvent.setup() };
}

describe('CompaniesPage', () => {
  it('shows my companies in the grid: role, members, current and blocked chips', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Мои компании' });
    const first = await within(table).findByRole('row', { name: /ООО Ромашка/ });
    expect(first).toHaveTextContent('Владелец');
    expect(first).toHaveTextContent('Текущая');
    expect(within(first).getByRole('link', { name: 'ООО Ромашка' })).toHaveAttribute(
      'href',
      `/companies/${current.id}`,
    );
    expect(within(first).queryByRole('button', { name: /Сделать текущей/ })).toBeNull();
    const second = within(table).getByRole('row', { name: /ООО Лютик/ });
    expect(second).toHaveTextContent('Заблокирована');
    expect(second).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать компанию' })).toBeInTheDocument();
  });

  it('switches to another company from its row', async () => {
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Сделать текущей компанию «ООО Лютик»' }),
    );
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(switchCompanyContract, { body: { companyId: blocked.id } }),
    );
  });

  it('searches by name as a condition of the grid’s filter', async () => {
    const { user } = renderPage();
    await screen.findByRole('row', { name: /ООО Ромашка/ });
    await user.type(await screen.findByLabelText('Поиск по названию'), 'Лют');
    await waitFor(() =>
      expect(listRequests().at(-1)?.filter).toEqual({
        op: 'and',
        items: [{ field: 'name', op: 'contains', value: 'Лют' }],
      }),
    );
  });
});
