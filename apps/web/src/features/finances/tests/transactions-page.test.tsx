import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createTransactionContract,
  financeOptionsContract,
} from '@wb/shared/finances/finances.contract';
import { transactionsList } from '@wb/shared/finances/finances-lists.contract';
import type { FinanceAccount, Transaction } from '@wb/shared/finances/finances.schemas';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { listRequestsTo } from '../../../test/list-api';
import { renderFeature } from '../../../test/render-feature';
import TransactionsPage from '../pages/transactions-page';

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

const bank: FinanceAccount = {
  id: '0b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a61',
  name: 'Расчётный счёт',
  type: 'bank',
  currency: 'RUB',
  openingBalance: '0.00',
  openingDate: '2026-01-01',
  organizationId: null,
  organization: null,
  wbAccountId: null,
  archived: false,
  balance: '1000.00',
  balanceRub: '1000.00',
  wbBalance: null,
  wbForWithdraw: null,
  wbBalanceAt: null,
};

const rent: Transaction = {
  id: '1b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a62',
  date: '2026-03-05',
  kind: 'expense',
  amount: '30000.00',
  currency: 'RUB',
  amountRub: '30000.00',
  incomeRub: null,
  expenseRub: '30000.00',
  accountId: bank.id,
  account: bank.name,
  targetAccountId: null,
  targetAccount: null,
  categoryId: null,
  category: 'Аренда склада',
  pnlLine: 'rent',
  counterpartyId: null,
  counterparty: 'ИП Иванов',
  organizationId: null,
  organization: null,
  purpose: 'Аренда за март',
  comment: null,
  source: 'manual',
  externalId: null,
  createdAt: '2026-03-05T08:00:00.000Z',
  updatedAt: '2026-03-05T08:00:00.000Z',
};

function renderPage(permissions: string[]) {
  const created: unknown[] = [];
  api.mockImplementation(async (contract, request) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract === transactionsList.page)
      return {
        items: [rent],
        total: 1,
        page: 1,
        pageSize: 50,
        totals: { incomeRub: '0.00', expenseRub: '30000.00' },
        next: null,
      };
    if (contract === financeOptionsContract)
      return { accounts: [bank], categories: [], counterparties: [] };
    if (contract === createTransactionContract) {
      created.push(request?.body);
      return { ...rent, id: 'new' };
    }
    throw new Error(`unexpected ${contract.path}`);
  });
  const view = renderFeature(<TransactionsPage />, { principal: { type: 'user', permissions } });
  return { ...view, user: userEvent.setup(), created };
}

describe('TransactionsPage', { timeout: 20_000 }, () => {
  it('lists the journal with its totals, newest first, read-only without rights', async () => {
    renderPage(['finance:view']);
    const table = await screen.findByRole('table', { name: 'Операции' });
    const row = await within(table).findByRole('row', { name: /Аренда склада/ });
    expect(row).toHaveTextContent('ИП Иванов');
    expect(row).toHaveTextContent('Расход');
    expect(within(table).getByRole('row', { name: /Итого/ })).toHaveTextContent(/30\s?000/);
    expect(listRequestsTo(api.mock.calls, transactionsList.page)[0]).toMatchObject({
      sort: [{ field: 'date', dir: 'desc' }],
    });
    expect(screen.queryByRole('button', { name: 'Добавить операцию' })).toBeNull();
  });

  it('adds an expense, refusing a zero amount first', async () => {
    const { user, created } = renderPage(['finance:view', 'finance:create']);
    await user.click(await screen.findByRole('button', { name: 'Добавить операцию' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Счёт/ })).toHaveTextContent(
        'Расчётный счёт',
      ),
    );
    const amount = within(dialog).getByRole('textbox', { name: /Сумма/ });
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText(/больше нуля/)).toBeInTheDocument();
    expect(created).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '1 500,50');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ kind: 'expense', amount: '1500.50', accountId: bank.id });
  });
});
