import {
  createOrganizationContract,
  deleteOrganizationContract,
  organizationsList,
  type Organization,
} from '@wb/shared/connections/organizations.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import OrganizationsPage from '../pages/organizations-page';
import { listRequestsTo } from '../../../test/list-api';

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
  'organization:view',
  'organization:create',
  'organization:edit',
  'organization:delete',
];

const romashka: Organization = {
  id: '0b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a61',
  form: 'ooo',
  name: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  taxSystem: 'osn',
  taxRate: '25',
  vatRate: '22',
  address: null,
  bank: null,
  accountsCount: 2,
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
};

function renderPage(
  permissions: string[],
  answers: { list?: Organization[] | Error; create?: unknown; remove?: unknown } = {},
) {
  api.mockImplementation(async (contract, request) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract === organizationsList.page) {
      if (answers.list instanceof Error) throw answers.list;
      const items = answers.list ?? [romashka];
      const accountsCount = String(items.reduce((n, o) => n + o.accountsCount, 0));
      return {
        items,
        total: items.length,
        page: 1,
        pageSize: 50,
        totals: { accountsCount },
        next: null,
      };
    }
    if (contract === createOrganizationContract) {
      if (answers.create instanceof Error) throw answers.create;
      return { ...romashka, ...(request?.body as object), id: 'new', accountsCount: 0 };
    }
    if (contract === deleteOrganizationContract) {
      if (answers.remove instanceof Error) throw answers.remove;
      return undefined;
    }
    throw new Error(`unexpected ${contract.path}`);
  });
  const view = renderFeature(<OrganizationsPage />, {
    principal: { type: 'user', permissions },
  });
  return { ...view, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: RegExp,
  option: RegExp,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const listCalls = () => listRequestsTo(api.mock.calls, organizationsList.page);

// The grid renders many cells in jsdom: slow on a busy machine.
describe('OrganizationsPage', { timeout: 20_000 }, () => {
  it('lists legal entities with requisites, tax and linked accounts, read-only without rights', async () => {
    renderPage(['organization:view']);
    const table = await screen.findByRole('table', { name: 'Организации' });
    const row = await within(table).findByRole('row', { name: /Ромашка/ });
    expect(row).toHaveTextContent('ООО');
    expect(row).toHaveTextContent('7707083893');
    expect(row).toHaveTextContent('773601001');
    expect(row).toHaveTextContent('1027700132195');
    expect(row).toHaveTextContent('ОСН');
    expect(row).toHaveTextContent('налог 25 %, НДС: 22 %');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('2');
    // The totals row sums the linked accounts.
    expect(within(table).getByRole('row', { name: /Итого/ })).toHaveTextContent('2');
    expect(listCalls()[0]).toEqual({
      sort: [{ field: 'name', dir: 'asc' }],
      page: 1,
      pageSize: 50,
    });
    expect(screen.queryByRole('button', { name: 'Добавить организацию' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Изменить организацию/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить организацию/ })).toBeNull();
  });

  it('shows the empty state with the add button, and an error with retry', async () => {
    renderPage(ALL, { list: [] });
    expect(await screen.findByText(/Организаций пока нет/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить организацию' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Изменить/ })).toBeNull();
  });

  it('sorts by linked accounts on the server through the grid', async () => {
    const { user } = renderPage(['organization:view']);
    await screen.findByRole('row', { name: /Ромашка/ });
    await user.click(screen.getByRole('button', { name: 'Кабинеты WB' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ sort: [{ field: 'accountsCount', dir: 'asc' }] }),
    );
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' })).toBeInTheDocument();
  });

  it('shows a failed list as an error with a retry button', async () => {
    renderPage(ALL, { list: new ApiError(403, 'FORBIDDEN', 'Недостаточно прав') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить данные: Недостаточно прав',
    );
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('changes the form with the legal form and validates ИНН and ОГРНИП checksums', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Добавить организацию' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^КПП/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^ОГРН/ })).toBeInTheDocument();

    await user.type(field('ИНН'), '7707083894');
    await user.tab();
    expect(
      await within(dialog).findByText('Неверный ИНН: не сходится контрольная сумма'),
    ).toBeVisible();

    await chooseOption(user, /Правовая форма/, /^ИП/);
    expect(within(dialog).queryByRole('textbox', { name: /^КПП/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^ОГРНИП/ })).toBeInTheDocument();
    // ИП has a 12-digit ИНН: what was typed is checked again.
    expect(await within(dialog).findByText('ИНН физического лица — 12 цифр')).toBeVisible();
    await user.type(field('ОГРНИП'), '304500116000158');
    await user.tab();
    expect(
      await within(dialog).findByText('Неверный ОГРН: не сходится контрольная цифра'),
    ).toBeVisible();

    await chooseOption(user, /Правовая форма/, /^Самозанятый/);
    expect(within(dialog).queryByRole('textbox', { name: /^ОГРН/ })).toBeNull();
    // The self-employed pay НПД only: the tax system and its rate follow.
    expect(
      within(dialog).getByRole('combobox', { name: /Система налогообложения/ }),
    ).toHaveTextContent('НПД');
    expect(field('Ставка налога')).toHaveValue('6');
  });

  it('pre-fills the rates of a tax system and creates an organization with the right body', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Добавить организацию' }));
    await screen.findByRole('dialog');
    await user.type(field('Название'), 'ООО «Лютик»');
    await user.type(field('ИНН'), '7707083893');
    await user.type(field('КПП'), '773601001');
    await user.type(field('ОГРН'), '1027700132195');
    await chooseOption(user, /Система налогообложения/, /^ОСН/);
    expect(field('Ставка налога')).toHaveValue('25');
    expect(field('Ставка НДС')).toHaveValue('22');
    await user.clear(field('Ставка НДС'));
    await user.type(field('Ставка НДС'), '5,5');
    await user.click(screen.getByRole('switch', { name: 'Указать банковские реквизиты' }));
    await user.type(field('БИК'), '044525225');
    await user.type(field('Расчётный счёт'), '40702810938000000001');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));

    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(createOrganizationContract, {
        body: {
          form: 'ooo',
          name: 'ООО «Лютик»',
          inn: '7707083893',
          kpp: '773601001',
          ogrn: '1027700132195',
          taxSystem: 'osn',
          taxRate: '25',
          vatRate: '5.5',
          address: null,
          bank: {
            bankName: '',
            bik: '044525225',
            settlementAccount: '40702810938000000001',
            correspondentAccount: null,
          },
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the server’s field errors on the fields', async () => {
    const { user } = renderPage(ALL, {
      create: new ApiError(409, 'ORGANIZATION_EXISTS', 'Организация уже есть', {
        inn: ['Организация с таким ИНН и КПП уже добавлена'],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Добавить организацию' }));
    await screen.findByRole('dialog');
    await user.type(field('Название'), 'ООО «Ромашка»');
    await user.type(field('ИНН'), '7707083893');
    await user.type(field('КПП'), '773601001');
    await user.type(field('ОГРН'), '1027700132195');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Организация с таким ИНН и КПП уже добавлена')).toBeVisible();
    expect(field('ИНН')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reports why an organization with linked accounts cannot be deleted', async () => {
    const { user, actionErrors } = renderPage(ALL, {
      remove: new ApiError(
        409,
        'ORGANIZATION_IN_USE',
        'К организации привязаны кабинеты WB (2): сначала перенесите их в другую организацию',
      ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Удалить организацию ООО «Ромашка»' }),
    );
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('К организации привязаны 2 кабинета WB');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(actionErrors).toHaveBeenCalled());
    const [error, action] = actionErrors.mock.calls[0]!;
    expect(action).toBe('Не удалось удалить организацию');
    expect(error).toMatchObject({ code: 'ORGANIZATION_IN_USE' });
    expect(api).toHaveBeenCalledWith(deleteOrganizationContract, { params: { id: romashka.id } });
  });
});
