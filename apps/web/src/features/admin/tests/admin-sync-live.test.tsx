import {
  adminGetSyncContract,
  adminRunSyncContract,
  adminSyncList,
  type AdminSyncRow,
} from '@wb/shared/admin/sync-admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { SYNC_LIVE_POLL_MS } from '../../../components/connections/sync-progress';
import { renderFeature } from '../../../test/render-feature';
import { onePage } from '../../../test/list-api';
import AdminSyncPage from '../pages/admin-sync-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
vi.mock('../../../app/notifications', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  notify: vi.fn(async () => undefined),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { body?: unknown; query?: unknown }) => Promise<unknown>
>;

// Only the polls' timers are fake: the grid's and the follower's intervals move on demand.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => {
  vi.useRealTimers();
  api.mockReset();
  vi.mocked(notify).mockClear();
});

const done: AdminSyncRow = {
  companyId: '0b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a61',
  companyName: 'ООО «Ромашка»',
  accountId: '11111111-1111-4111-8111-111111111111',
  accountName: 'Основной',
  accountSyncEnabled: true,
  dataset: 'orders',
  lastSuccessAt: '2026-03-05T11:01:00.000Z',
  lagSeconds: 60,
  rowsTotal: 1234,
  error: null,
  lastErrorAt: null,
  skippedReason: null,
  paused: false,
  nextRunAt: '2026-03-05T11:06:00.000Z',
  problem: false,
  lastRunStatus: 'succeeded',
  lastRunStartedAt: '2026-03-05T11:00:00.000Z',
  lastRunFinishedAt: '2026-03-05T11:01:00.000Z',
  pages: 5,
  rowsIn: 1234,
  rowsUpserted: 1200,
  requests: 6,
  retries: 0,
  rateLimitWaitMs: 0,
  progress: {
    phase: 'scheduled',
    startedAt: '2026-03-05T11:00:00.000Z',
    pages: 5,
    rows: 1234,
    status: 'succeeded',
    waitingUntil: null,
  },
};
const running: AdminSyncRow = {
  ...done,
  nextRunAt: null,
  lastRunStatus: 'running',
  lastRunFinishedAt: null,
  pages: 3,
  rowsIn: 240,
  progress: { ...done.progress, phase: 'running', pages: 3, rows: 240, status: 'running' },
};
const queued: AdminSyncRow = {
  ...done,
  nextRunAt: new Date().toISOString(),
  progress: { ...done.progress, phase: 'queued' },
};

/** Answers the list with `rows()` and the followed pair with `pair()`, each call anew. */
function renderPage(rows: () => AdminSyncRow[], pair: () => AdminSyncRow = () => done) {
  api.mockImplementation(async (contract) => {
    if ((contract as { path: string }).path === '/api/saved-views') return [];
    if (contract === adminSyncList.page) return onePage(rows());
    if (contract === adminRunSyncContract) return queued;
    if (contract === adminGetSyncContract) return pair();
    throw new Error('unexpected contract');
  });
  renderFeature(<AdminSyncPage />, {
    path: '/admin/sync',
    principal: { type: 'admin', permissions: [] },
  });
  return userEvent.setup();
}

const listCalls = () => api.mock.calls.filter(([c]) => c === adminSyncList.page).length;

async function ordersRow() {
  const table = await screen.findByRole('table', { name: 'Синхронизация кабинетов WB' });
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((r) => /заказы/.test(r.textContent ?? ''));
    if (!row) throw new Error('no row yet');
    return row;
  });
}

// The grid renders many cells in jsdom: slow on a busy machine.
describe('AdminSyncPage live', { timeout: 40_000 }, () => {
  it('moves a running row without a reload, and stops polling once nothing runs', async () => {
    let answer = running;
    renderPage(() => [answer]);
    const row = await ordersRow();
    expect(row).toHaveTextContent('Выполняется');
    expect(row).toHaveTextContent('страниц: 3, строк: 240');
    expect(row).toHaveTextContent('после текущего запуска');

    answer = done;
    const before = listCalls();
    vi.advanceTimersByTime(SYNC_LIVE_POLL_MS);
    await waitFor(() => expect(row).toHaveTextContent('Успешно'));
    expect(listCalls()).toBe(before + 1);
    expect(row).not.toHaveTextContent('Выполняется');

    vi.advanceTimersByTime(3 * SYNC_LIVE_POLL_MS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toBe(before + 1);
  });

  it('shows a queued row as due now and a waiting one with the end of WB’s wait', async () => {
    const until = '2026-03-05T11:02:30.000Z';
    renderPage(() => [
      queued,
      {
        ...running,
        dataset: 'sales',
        lastRunStatus: 'deferred',
        nextRunAt: until,
        progress: {
          ...running.progress,
          phase: 'waiting',
          pages: 1,
          rows: 60,
          status: 'deferred',
          waitingUntil: until,
        },
      },
    ]);
    const orders = await ordersRow();
    expect(orders).toHaveTextContent('В очереди');
    expect(orders).toHaveTextContent('сейчас');
    // A queued pair's latest sync is the finished one: its counts are not this sync's.
    expect(orders).not.toHaveTextContent('страниц:');
    const sales = within(screen.getByRole('table'))
      .getAllByRole('row')
      .find((r) => /продажи/.test(r.textContent ?? ''))!;
    expect(sales).toHaveTextContent('Ждёт лимита WB');
    expect(sales).toHaveTextContent(
      `до ${dayjs(until).format('HH:mm:ss')} · страниц: 1, строк: 60`,
    );
  });

  it('says when a sync the admin started ends: with its rows, or why it failed', async () => {
    let pair = running;
    const user = renderPage(
      () => [done],
      () => pair,
    );
    await ordersRow();
    await user.click(screen.getByRole('button', { name: 'Запустить сейчас: Основной, заказы' }));
    // vi.waitFor polls on the real clock without advancing the fake one, and waits long enough
    // for a busy CI machine (RTL's 1 s default missed this read there once).
    await vi.waitFor(
      () =>
        expect(api).toHaveBeenCalledWith(
          adminGetSyncContract,
          { query: { accountId: done.accountId, dataset: 'orders' } },
          expect.anything(),
        ),
      { timeout: 20_000 },
    );
    expect(notify).not.toHaveBeenCalledWith(expect.stringMatching(/завершена/), expect.anything());

    pair = done;
    vi.advanceTimersByTime(SYNC_LIVE_POLL_MS);
    // The grid need not change: vi.waitFor polls on the real clock (RTL's waits for the DOM).
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Синхронизация завершена: Основной, заказы — строк: 1\u00a0234',
        { variant: 'success' },
      ),
    );

    pair = {
      ...done,
      error: 'WB ответил 401: токен отозван',
      lastRunStatus: 'failed',
      progress: { ...done.progress, status: 'failed' },
    };
    await user.click(screen.getByRole('button', { name: 'Запустить сейчас: Основной, заказы' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Синхронизация не удалась: Основной, заказы — WB ответил 401: токен отозван',
        { variant: 'error' },
      ),
    );
  });
});
