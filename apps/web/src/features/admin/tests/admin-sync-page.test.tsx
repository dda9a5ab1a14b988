import {
  adminSyncList,
  adminPauseSyncContract,
  adminResyncContract,
  adminRunSyncContract,
  type AdminSyncRow,
} from '@wb/shared/admin/sync-admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import AdminSyncPage from '../pages/admin-sync-page';
import { mskDate } from '@wb/shared/dates/msk';
import { listRequestsTo, onePage } from '../../../test/list-api';

/** The theme's error colour (MUI's default red). */
const ERROR_COLOUR = 'rgb(211, 47, 47)';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { query?: { list?: string }; body?: unknown }) => Promise<unknown>
>;

const lists = () => listRequestsTo(api.mock.calls, adminSyncList.page);
afterEach(() => api.mockReset());

const healthy: AdminSyncRow = {
  companyId: '0b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a61',
  companyName: 'ООО «Ромашка»',
  accountId: '11111111-1111-4111-8111-111111111111',
  accountName: 'Основной',
  accountSyncEnabled: true,
  dataset: 'orders',
  lastSuccessAt: new Date(Date.now() - 2 * 3600_000 - 60_000).toISOString(),
  lagSeconds: 2 * 3600 + 60,
  rowsTotal: 12345,
  error: null,
  lastErrorAt: null,
  skippedReason: null,
  paused: false,
  nextRunAt: '2026-03-05T11:37:00.000Z',
  problem: false,
  lastRunStatus: 'succeeded',
  lastRunStartedAt: '2026-03-05T11:00:00.000Z',
  lastRunFinishedAt: '2026-03-05T11:01:00.000Z',
  pages: 3,
  rowsIn: 240,
  rowsUpserted: 200,
  requests: 5,
  retries: 0,
  rateLimitWaitMs: 61_000,
  progress: {
    phase: 'scheduled',
    startedAt: '2026-03-05T11:00:00.000Z',
    pages: 3,
    rows: 240,
    status: 'succeeded',
    waitingUntil: null,
  },
};
const failing: AdminSyncRow = {
  ...healthy,
  dataset: 'sales',
  lastSuccessAt: null,
  lagSeconds: null,
  error: 'WB ответил 429: слишком много запросов',
  problem: true,
  lastRunStatus: 'failed',
  retries: 2,
  progress: { ...healthy.progress, status: 'failed' },
};
function renderPage(rows: AdminSyncRow[] = [healthy, failing], url = '/admin/sync') {
  api.mockImplementation(async (contract, request) => {
    if ((contract as { path: string }).path === '/api/saved-views') return [];
    if (contract === adminSyncList.page) return onePage(rows);
    const body = request?.body as { dataset: string; paused?: boolean };
    const row = rows.find((r) => r.dataset === body.dataset)!;
    if (contract === adminPauseSyncContract) return { ...row, paused: body.paused };
    if (contract === adminRunSyncContract || contract === adminResyncContract) return row;
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<AdminSyncPage />, {
    path: '/admin/sync',
    url,
    principal: { type: 'admin', permissions: [] },
  });
  return { ...view, user: userEvent.setup() };
}

const rowOf = async (dataset: RegExp) => {
  const table = await screen.findByRole('table', { name: 'Синхронизация кабинетов WB' });
  // The grid shows its rows once the first page has come.
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((r) => dataset.test(r.textContent ?? ''));
    if (!row) throw new Error(`no row ${dataset.source}`);
    return row;
  });
};

// The grid renders many cells in jsdom: slow on a busy machine.
describe('AdminSyncPage', { timeout: 20_000 }, () => {
  it('shows each account × dataset with lag, the latest run and the error highlighted', async () => {
    renderPage();
    const orders = await rowOf(/заказы/);
    const table = screen.getByRole('table', { name: 'Синхронизация кабинетов WB' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Проблема', 'Данные', 'Отставание', 'Ожидание лимитов']),
    );
    expect(orders).toHaveTextContent('ООО «Ромашка»');
    expect(orders).toHaveTextContent('2 часа назад');
    expect(orders).toHaveTextContent(/12\s345/);
    expect(orders).toHaveTextContent('Успешно');
    expect(orders).toHaveTextContent('1 мин');
    expect(within(orders).queryByText('Проблема')).toBeNull();
    const sales = await rowOf(/продажи/);
    // A row that needs a look is marked at its start.
    expect(within(sales).getByText('Проблема').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(sales).toHaveTextContent('ещё не было');
    expect(within(sales).getByText('Ошибка').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(sales).getByText(/WB ответил 429/)).toHaveStyle({ color: ERROR_COLOUR });
  });

  it('asks the server for problems only and a company, through the grid filter', async () => {
    const { user } = renderPage([failing]);
    await screen.findByRole('table');
    expect(lists()[0]).toEqual({
      sort: [
        { field: 'companyName', dir: 'asc' },
        { field: 'accountName', dir: 'asc' },
      ],
      page: 1,
      pageSize: 50,
    });
    await user.click(await screen.findByRole('combobox', { name: 'Состояние' }));
    await user.click(await screen.findByRole('option', { name: 'Только с проблемами' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Поиск по компании или кабинету' }),
      'Ром',
    );
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({
        filter: {
          op: 'and',
          items: [
            { field: 'problem', op: 'is', value: 'true' },
            {
              op: 'or',
              items: [
                { field: 'companyName', op: 'contains', value: 'Ром' },
                { field: 'accountName', op: 'contains', value: 'Ром' },
              ],
            },
          ],
        },
      }),
    );
  });

  it('shows the empty state and the load error with a retry', async () => {
    renderPage([]);
    expect(await screen.findByText('Здесь пока ничего нет')).toBeVisible();
    api.mockReset();
    // A 4xx is not retried: the error shows at once.
    api.mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'Проверьте поля'));
    renderFeature(<AdminSyncPage />, { principal: { type: 'admin', permissions: [] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Проверьте поля');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('runs now, pauses and resumes from the keyboard-reachable row buttons', async () => {
    const { user } = renderPage();
    await rowOf(/заказы/);
    await user.click(screen.getByRole('button', { name: 'Запустить сейчас: Основной, заказы' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(adminRunSyncContract, {
        body: { accountId: healthy.accountId, dataset: 'orders' },
      }),
    );
    const pause = screen.getByRole('button', { name: 'Приостановить: Основной, заказы' });
    pause.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(adminPauseSyncContract, {
        body: { accountId: healthy.accountId, dataset: 'orders', paused: true },
      }),
    );
  });

  it('does not offer "run now" for a paused dataset, and resumes it', async () => {
    const { user } = renderPage([{ ...healthy, paused: true }]);
    const row = await rowOf(/заказы/);
    expect(row).toHaveTextContent('Приостановлена');
    expect(
      within(row).getByRole('button', { name: 'Запустить сейчас: Основной, заказы' }),
    ).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Возобновить: Основной, заказы' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(adminPauseSyncContract, {
        body: { accountId: healthy.accountId, dataset: 'orders', paused: false },
      }),
    );
  });

  it('resyncs from a date picked in the dialog', async () => {
    const { user } = renderPage();
    await rowOf(/заказы/);
    await user.click(
      screen.getByRole('button', { name: 'Загрузить заново с даты: Основной, заказы' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Загрузить заново: Основной, заказы',
    });
    const submit = within(dialog).getByRole('button', { name: 'Загрузить заново' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Выберите дату/ }));
    await user.click(await screen.findByRole('gridcell', { name: '1' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(adminResyncContract, {
        body: {
          accountId: healthy.accountId,
          dataset: 'orders',
          from: `${mskDate().slice(0, 7)}-01`,
        },
      }),
    );
  });
});
