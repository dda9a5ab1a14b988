import {
  deleteCompanyContract,
  getCompanyContract,
  type Company,
} from '@wb/shared/identity/companies.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import CompanyPage from '../pages/company-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
// The mock is called with any contract; its answers are typed loosely.
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: unknown; body?: unknown }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const company: Company = {
  id: '7d1c1a52-9d5e-4a53-8a0e-0f6a7b2c9e11',
  name: 'ООО Ромашка',
  requisites: { inn: '7701234567' },
  createdAt: '2026-01-15T09:00:00.000Z',
  blocked: false,
  membersCount: 3,
  roleName: 'Владелец',
  isOwner: true,
  isCurrent: true,
};

function renderPage(answer: Company | Error) {
  api.mockImplementation(async (contract) => {
    if (contract === getCompanyContract) {
      if (answer instanceof Error) throw answer;
      return answer;
    }
    return undefined;
  });
  const view = renderFeature(<CompanyPage />, {
    path: '/companies/:id',
    url: `/companies/${company.id}`,
    extraRoutes: [{ path: '/companies', element: <p>companies list</p> }],
  });
  return { ...view, user: userEvent.setup() };
}

describe('CompanyPage', () => {
  it('deletes the company only after the name is typed and the loss acknowledged', async () => {
    const { user, router } = renderPage(company);
    await user.click(await screen.findByRole('button', { name: 'Удалить компанию' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Удалить компанию «ООО Ромашка»?');
    const confirm = within(dialog).getByRole('button', { name: 'Удалить' });
    const ack = within(dialog).getByRole('checkbox', {
      name: 'Я понимаю, что все данные компании будут удалены',
    });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox'), 'ООО Ромашка');
    expect(confirm).toBeDisabled(); // the acknowledgement is still missing
    await user.click(ack);
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(api).toHaveBeenCalledWith(deleteCompanyContract, {
      params: { id: company.id },
      body: { confirmName: 'ООО Ромашка' },
    });
    expect(await screen.findByText('companies list')).toBeInTheDocument();
  });

  it('keeps the company when the dialog is cancelled', async () => {
    const { user } = renderPage(company);
    await user.click(await screen.findByRole('button', { name: 'Удалить компанию' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api).not.toHaveBeenCalledWith(deleteCompanyContract, expect.anything());
  });

  it('shows requisites read-only and no deletion to members who are not owners', async () => {
    renderPage({ ...company, isOwner: false, roleName: 'Менеджер' });
    expect(
      await screen.findByText(/Изменять название и реквизиты может только владелец/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ИНН' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'ИНН' })).toHaveValue('7701234567');
    expect(screen.queryByRole('button', { name: 'Удалить компанию' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.getByTestId('members-count')).toHaveTextContent('3 сотрудника');
  });

  it('shows a not-found state for a foreign or unknown company', async () => {
    renderPage(new ApiError(404, 'NOT_FOUND', 'Компания не найдена'));
    expect(await screen.findByTestId('company-not-found')).toHaveTextContent('Компания не найдена');
    expect(screen.getByRole('link', { name: 'К моим компаниям' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });
});
