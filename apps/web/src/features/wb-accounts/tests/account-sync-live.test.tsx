import {
  getAccountSyncContract,
  syncAccountNowContract,
  type AccountSync,
  type DatasetSync,
} from '@wb/shared/connections/sync.contract';
import {
  listWbAccountsContract,
  type WbAccount,
} from '@wb/shared/connections/wb-accounts.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { SYNC_LIVE_POLL_MS } from '../../../components/connections/sync-progress';
import { renderFeature } from '../../../test/render-feature';
import WbAccountsPage from '../pages/wb-accounts-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
vi.mock('../../../app/notifications', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notify: vi.fn(async () => undefined),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<(contract: unknown) => Promise<unknown>>;

// Only the polls' timers are fake: the sync state's polls move on demand.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => {
  vi.useRealTimers();
  api.mockReset();
  vi.mocked(notify).mockClear();
});

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

const finished: DatasetSync = {
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
const sync = (...datasets: DatasetSync[]): AccountSync => ({ accountId: account.id, datasets });
const queued = (d: DatasetSync): DatasetSync => ({
  ...d,
  pending: true,
  progress: { ...d.progress, phase: 'queued' },
});
/** A new sync of the dataset that ended as `status` with `rows`. */
const ran = (d: DatasetSync, rows: number, status: 'succeeded' | 'failed' = 'succeeded') => ({
  ...d,
  lastError: status === 'failed' ? 'WB ответил 429: слишком много запросов' : null,
  progress: { ...d.progress, startedAt: '2026-03-05T12:00:00.000Z', rows, status },
});

const sales: DatasetSync = { ...finished, dataset: 'sales' };

function renderPage(state: () => AccountSync, now: AccountSync = sync()) {
  api.mockImplementation(async (contract) => {
    if (contract === listWbAccountsContract) return [account];
    if (contract === getAccountSyncContract) return state();
    if (contract === syncAccountNowContract) return now;
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<WbAccountsPage />, {
    principal: { type: 'user', permissions: ['wbAccount:view', 'wbAccount:edit'] },
  });
  return { ...view, user: userEvent.setup() };
}

const rowsOf = async () => {
  const card = await screen.findByRole('article', { name: 'Основной' });
  return within(card).findAllByTestId('dataset-sync');
};

describe('AccountSync live', () => {
  it('shows how far a running sync got and until when one waits for WB’s limit', async () => {
    const until = '2026-03-05T12:01:30.000Z';
    renderPage(() =>
      sync(
        {
          ...finished,
          pending: true,
          progress: {
            ...finished.progress,
            phase: 'running',
            pages: 3,
            rows: 1500,
            status: 'running',
          },
        },
        {
          ...sales,
          pending: true,
          nextRunAt: until,
          progress: {
            ...sales.progress,
            phase: 'waiting',
            pages: 1,
            rows: 80,
            status: 'deferred',
            waitingUntil: until,
          },
        },
      ),
    );
    const [orders, waiting] = await rowsOf();
    expect(within(orders!).getByTestId('sync-live')).toHaveTextContent(
      /^идёт — страниц: 3, строк: 1\s500$/,
    );
    expect(waiting).toHaveTextContent(
      `ждёт лимита WB до ${dayjs(until).format('HH:mm:ss')} — страниц: 1, строк: 80`,
    );
  });

  it('moves by itself while syncing and says how "sync now" ended, wherever the user is', async () => {
    let state = sync(finished, sales);
    const { user, unmount } = renderPage(() => state, sync(queued(finished), queued(sales)));
    await rowsOf();
    state = sync(queued(finished), queued(sales));
    await user.click(
      screen.getByRole('button', { name: 'Синхронизировать кабинет Основной сейчас' }),
    );
    await waitFor(async () => expect(await rowsOf()).toHaveLength(2));

    state = sync(
      {
        ...finished,
        pending: true,
        progress: { ...finished.progress, phase: 'running', pages: 1, rows: 60, status: 'running' },
      },
      queued(sales),
    );
    vi.advanceTimersByTime(SYNC_LIVE_POLL_MS);
    await waitFor(async () =>
      expect((await rowsOf())[0]).toHaveTextContent('идёт — страниц: 1, строк: 60'),
    );
    expect(notify).not.toHaveBeenCalledWith(expect.stringMatching(/заверш/), expect.anything());

    // The user leaves the page; the sync goes on and they still hear how it ended.
    unmount();
    state = sync(ran(finished, 240), ran(sales, 0, 'failed'));
    vi.advanceTimersByTime(SYNC_LIVE_POLL_MS);
    // Nothing on screen changes now: vi.waitFor polls on the real clock (RTL's waits for the DOM).
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Синхронизация кабинета «Основной» завершилась с ошибкой: продажи и возвраты — WB ответил 429: слишком много запросов',
        { variant: 'error' },
      ),
    );
  });

  it('reports the rows when every dataset succeeded', async () => {
    let state = sync(finished, sales);
    const { user } = renderPage(() => state, sync(queued(finished), queued(sales)));
    await rowsOf();
    state = sync(ran(finished, 1200), ran(sales, 34));
    await user.click(
      screen.getByRole('button', { name: 'Синхронизировать кабинет Основной сейчас' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Синхронизация кабинета «Основной» завершена, строк: 1\u00a0234',
        { variant: 'success' },
      ),
    );
  });
});
