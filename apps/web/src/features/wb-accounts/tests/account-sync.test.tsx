import {
  getAccountSyncContract,
  syncAccountNowContract,
} from '@wb/shared/connections/sync.contract';
import type { AccountSync, DatasetSync } from '@wb/shared/connections/sync.contract';
import {
  listWbAccountsContract,
  type WbAccount,
} from '@wb/shared/connections/wb-accounts.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import { SYNC_POLL_MS, wbAccountQueries } from '../api/wb-accounts-queries';
import WbAccountsPage from '../pages/wb-accounts-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: unknown; body?: unknown }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const account: WbAccount = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Основной',
  organizationId: '0b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a61',
  organizationName: 'ООО «Ромашка»',
  sellerId: 'a1b2c3d4-0000-4000-8000-000000000001',
  sellerName: 'ООО «Ромашка» на WB',
  tradeMark: null,
  sellerInn: '7707083893',
  innMismatch: false,
  syncEnabled: true,
  historyDepthMonths: 12,
  status: 'connected',
  missingDatasets: [],
  tokens: [],
  createdAt: '2026-01-10T08:00:00.000Z',
};

const idle: DatasetSync = {
  dataset: 'orders',
  pending: false,
  paused: false,
  lastSuccessAt: '2026-03-05T11:07:00.000Z',
  lastError: null,
  lastErrorAt: null,
  skippedReason: null,
  nextRunAt: '2026-03-05T11:37:00.000Z',
  rowsTotal: 12345,
  progress: {
    phase: 'scheduled',
    startedAt: '2026-03-05T11:05:00.000Z',
    pages: 2,
    rows: 120,
    status: 'succeeded',
    waitingUntil: null,
  },
};
const state: AccountSync = {
  accountId: account.id,
  datasets: [
    idle,
    {
      ...idle,
      dataset: 'sales',
      lastSuccessAt: null,
      lastError: 'WB ответил 429: слишком много запросов',
      lastErrorAt: '2026-03-05T11:10:00.000Z',
      rowsTotal: 0,
    },
  ],
};
const queued: AccountSync = {
  ...state,
  datasets: state.datasets.map((d) => ({
    ...d,
    pending: true,
    nextRunAt: '2026-03-05T11:40:00.000Z',
    progress: { ...d.progress, phase: 'queued' as const },
  })),
};

function renderPage(permissions: string[], accounts: WbAccount[] = [account]) {
  api.mockImplementation(async (contract) => {
    if (contract === listWbAccountsContract) return accounts;
    if (contract === getAccountSyncContract) return state;
    if (contract === syncAccountNowContract) return queued;
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<WbAccountsPage />, { principal: { type: 'user', permissions } });
  return { ...view, user: userEvent.setup() };
}

describe('AccountSync', () => {
  it('lists each dataset with its last success, rows and error; no button without the right', async () => {
    renderPage(['wbAccount:view']);
    const card = await screen.findByRole('article', { name: 'Основной' });
    const list = await within(card).findByRole('list', {
      name: 'Синхронизация данных кабинета Основной',
    });
    const [orders, sales] = within(list).getAllByTestId('dataset-sync');
    expect(orders).toHaveTextContent('заказы');
    expect(orders).toHaveTextContent(/загружено \d\d\.\d\d\.2026 \d\d:\d\d/);
    expect(orders).toHaveTextContent(/строк: 12\s345/);
    expect(orders).not.toHaveTextContent('в очереди');
    expect(sales).toHaveTextContent('продажи и возвраты');
    expect(sales).toHaveTextContent('ещё не загружалось');
    expect(sales).toHaveTextContent('WB ответил 429: слишком много запросов');
    expect(api).toHaveBeenCalledWith(
      getAccountSyncContract,
      { params: { id: account.id } },
      expect.anything(),
    );
    expect(within(card).queryByRole('button', { name: /Синхронизировать/ })).toBeNull();
  });

  it('is not shown before the seller is known', async () => {
    renderPage(['wbAccount:view'], [{ ...account, sellerId: null, sellerName: null }]);
    const card = await screen.findByRole('article', { name: 'Основной' });
    expect(within(card).queryByTestId('account-sync')).toBeNull();
    expect(api).not.toHaveBeenCalledWith(
      getAccountSyncContract,
      expect.anything(),
      expect.anything(),
    );
  });

  it('queues a sync now and shows the datasets as pending', async () => {
    const { user } = renderPage(['wbAccount:view', 'wbAccount:edit']);
    const card = await screen.findByRole('article', { name: 'Основной' });
    await within(card).findAllByTestId('dataset-sync');
    api.mockImplementation(async (contract) =>
      contract === listWbAccountsContract ? [account] : queued,
    );
    await user.click(
      within(card).getByRole('button', { name: 'Синхронизировать кабинет Основной сейчас' }),
    );
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(syncAccountNowContract, { params: { id: account.id } }),
    );
    await waitFor(() => expect(within(card).getAllByText('в очереди / идёт')).toHaveLength(2));
  });

  it('polls every 5 s only while some dataset is pending', () => {
    const interval = wbAccountQueries.sync(account.id).refetchInterval as (query: {
      state: { data: AccountSync | undefined };
    }) => number | false;
    expect(interval({ state: { data: queued } })).toBe(SYNC_POLL_MS);
    expect(SYNC_POLL_MS).toBe(5000);
    expect(interval({ state: { data: state } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});
