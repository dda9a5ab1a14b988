import { listOrganizationsContract } from '@wb/shared/connections/organizations.contract';
import { getAccountSyncContract } from '@wb/shared/connections/sync.contract';
import {
  createWbAccountContract,
  deleteWbAccountContract,
  listWbAccountsContract,
  updateWbAccountContract,
  type WbAccount,
} from '@wb/shared/connections/wb-accounts.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import WbAccountsPage from '../pages/wb-accounts-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: unknown; body?: unknown }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const DAY = 86_400_000;
const ALL = [
  'wbAccount:view',
  'wbAccount:create',
  'wbAccount:edit',
  'wbAccount:delete',
  'organization:view',
  'wbToken:view',
  'wbToken:create',
];
const organization = { id: '0b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a61', name: 'ООО «Ромашка»' };

const main: WbAccount = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Основной',
  organizationId: organization.id,
  organizationName: organization.name,
  sellerId: 'a1b2c3d4-0000-4000-8000-000000000001',
  sellerName: 'ООО «Ромашка» на WB',
  tradeMark: 'Ромашка',
  sellerInn: '7707083893',
  innMismatch: false,
  syncEnabled: true,
  historyDepthMonths: 12,
  status: 'limited',
  missingDatasets: ['realization', 'adSpend'],
  tokens: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Статистика',
      last4: 'x9Zq',
      status: 'expiring',
      // Two days and a bit left: the 3-day warning.
      expiresAt: new Date(Date.now() + 2 * DAY - 60_000).toISOString(),
      categories: ['content', 'statistics'],
      readOnly: true,
    },
  ],
  createdAt: '2026-01-10T08:00:00.000Z',
};

function renderPage(permissions: string[], answers: { list?: WbAccount[]; create?: unknown } = {}) {
  api.mockImplementation(async (contract, request) => {
    if (contract === listWbAccountsContract) return answers.list ?? [main];
    if (contract === listOrganizationsContract) return [organization];
    if (contract === getAccountSyncContract) return { accountId: main.id, datasets: [] };
    if (contract === createWbAccountContract) {
      if (answers.create instanceof Error) throw answers.create;
      return { ...main, ...(request?.body as object) };
    }
    if (contract === updateWbAccountContract) return { ...main, ...(request?.body as object) };
    if (contract === deleteWbAccountContract) return undefined;
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<WbAccountsPage />, { principal: { type: 'user', permissions } });
  return { ...view, user: userEvent.setup() };
}

describe('WbAccountsPage', () => {
  it('shows a cabinet with status, seller, tokens, categories, warnings; read-only without rights', async () => {
    renderPage(['wbAccount:view', 'wbToken:view']);
    const card = await screen.findByRole('article', { name: 'Основной' });
    expect(within(card).getByTestId('account-status')).toHaveTextContent('Частично');
    expect(card).toHaveTextContent('Организация: ООО «Ромашка»');
    expect(within(card).getByTestId('seller-info')).toHaveTextContent('ООО «Ромашка» на WB');
    expect(card).toHaveTextContent(`ID продавца: ${main.sellerId}`);
    const token = within(card).getByTestId('account-token');
    expect(token).toHaveTextContent('••••x9Zq');
    expect(within(token).getByTestId('token-status')).toHaveTextContent('Скоро истекает');
    expect(
      await within(token).findByRole('list', { name: 'Категории токена Статистика' }),
    ).toHaveTextContent(/Контент.*Статистика.*Только чтение/);
    expect(within(token).getByTestId('expiry-note')).toHaveTextContent('Истекает через 2 дня');
    expect(within(card).getByTestId('missing-datasets')).toHaveTextContent(
      'отчёты о реализации, расходы на рекламу',
    );
    expect(card).toHaveTextContent('История при первой загрузке: 12 месяцев');
    expect(
      within(card).getByRole('switch', { name: 'Синхронизация кабинета Основной' }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Добавить кабинет' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Изменить кабинет/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить кабинет/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Добавить токен/ })).toBeNull();
  });

  it('shows the empty state with the add button', async () => {
    renderPage(ALL, { list: [] });
    expect(await screen.findByText(/Кабинетов WB пока нет/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Добавить кабинет' })).toHaveLength(2);
  });

  it('validates the form and shows the server’s field errors', async () => {
    const { user } = renderPage(ALL, {
      create: new ApiError(409, 'WB_ACCOUNT_EXISTS', 'Кабинет с таким названием уже есть', {
        name: ['Кабинет с таким названием уже есть'],
      }),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Добавить кабинет' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите название')).toBeVisible();
    expect(within(dialog).getByText('Выберите организацию')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: /^Название/ }), 'Основной');
    await user.click(within(dialog).getByRole('combobox', { name: /Организация/ }));
    await user.click(await screen.findByRole('option', { name: 'ООО «Ромашка»' }));
    const depth = within(dialog).getByRole('spinbutton', { name: /Глубина истории/ });
    await user.clear(depth);
    await user.type(depth, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Не больше 36 месяцев')).toBeVisible();

    await user.clear(depth);
    await user.type(depth, '24');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(createWbAccountContract, {
        body: {
          name: 'Основной',
          organizationId: organization.id,
          syncEnabled: true,
          historyDepthMonths: 24,
        },
      }),
    );
    expect(await within(dialog).findByText('Кабинет с таким названием уже есть')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Название/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('deletes a cabinet only after its name is typed in the confirmation', async () => {
    const { user } = renderPage(ALL);
    await user.click(await screen.findByRole('button', { name: 'Удалить кабинет Основной' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Удалить кабинет «Основной»?');
    const confirm = within(dialog).getByRole('button', { name: 'Удалить' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Основно');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'й');
    await user.click(confirm);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(deleteWbAccountContract, {
        params: { id: main.id },
        body: { confirmName: 'Основной' },
      }),
    );
  });

  it('switches sync from the card and links to adding a token', async () => {
    const { user } = renderPage(ALL);
    const card = await screen.findByRole('article', { name: 'Основной' });
    expect(
      within(card).getByRole('link', { name: 'Добавить токен кабинету Основной' }),
    ).toHaveAttribute('href', `/settings/tokens?account=${main.id}`);
    await user.click(within(card).getByRole('switch', { name: 'Синхронизация кабинета Основной' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(updateWbAccountContract, {
        params: { id: main.id },
        body: { syncEnabled: false },
      }),
    );
  });
});
