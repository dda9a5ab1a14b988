import {
  adminCronJobNamesContract,
  adminCronReportList,
  type AdminJobRun,
} from '@wb/shared/admin/sync-admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import AdminCronReportPage from '../pages/admin-cron-report-page';
import { onePage, listRequestsTo } from '../../../test/list-api';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { query?: { list?: string } }) => Promise<unknown>
>;

const lists = () => listRequestsTo(api.mock.calls, adminCronReportList.page);
afterEach(() => api.mockReset());

const ok: AdminJobRun = {
  id: 2,
  name: 'sync.schedule',
  jobId: '11111111-1111-4111-8111-111111111111',
  attempt: 1,
  schedule: '* * * * *',
  status: 'succeeded',
  startedAt: '2026-03-05T11:00:00.000Z',
  finishedAt: '2026-03-05T11:00:01.000Z',
  durationMs: 850,
  error: null,
  worker: 'host:42',
  failed: false,
};
const failed: AdminJobRun = {
  ...ok,
  id: 1,
  name: 'mail.deliver',
  schedule: null,
  status: 'failed',
  durationMs: 12_500,
  error: 'SMTP недоступен',
  failed: true,
};

function renderPage(items: AdminJobRun[], url = '/admin/cron-report') {
  api.mockImplementation(async (contract) => {
    if ((contract as { path: string }).path === '/api/saved-views') return [];
    if (contract === adminCronJobNamesContract) return ['mail.deliver', 'sync.schedule'];
    if (contract === adminCronReportList.page) {
      return onePage(items);
    }
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<AdminCronReportPage />, {
    path: '/admin/cron-report',
    url,
    principal: { type: 'admin', permissions: [] },
  });
  return { ...view, user: userEvent.setup() };
}

// The grid renders many cells in jsdom: slow on a busy machine.
describe('AdminCronReportPage', { timeout: 20_000 }, () => {
  it('lists runs with start, duration and result; a failure stands out with its error', async () => {
    renderPage([ok, failed]);
    const table = await screen.findByRole('table', { name: 'Запуски плановых заданий' });
    await within(table).findByText('mail.deliver');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('sync.schedule');
    expect(first).toHaveTextContent('* * * * *');
    expect(first).toHaveTextContent('850 мс');
    expect(first).toHaveTextContent('Успешно');
    expect(second).toHaveTextContent('12,5 с');
    expect(within(second!).getByText('Ошибка').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(second!).getByText(/SMTP недоступен/)).toBeInTheDocument();
  });

  it('filters by job and result on the server, through the grid filter', async () => {
    const { user } = renderPage([failed]);
    await screen.findByText('SMTP недоступен');
    expect(lists()[0]).toEqual({
      sort: [{ field: 'startedAt', dir: 'desc' }],
      page: 1,
      pageSize: 50,
    });
    await user.click(await screen.findByRole('combobox', { name: 'Результат' }));
    await user.click(await screen.findByRole('option', { name: 'Ошибка' }));
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({
        filter: { op: 'and', items: [{ field: 'status', op: 'is', value: 'failed' }] },
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Задание' }));
    await user.click(await screen.findByRole('option', { name: 'mail.deliver' }));
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({
        filter: {
          op: 'and',
          items: [
            { field: 'status', op: 'is', value: 'failed' },
            { field: 'name', op: 'equals', value: 'mail.deliver' },
          ],
        },
        page: 1,
      }),
    );
  });

  it('says when nothing ran', async () => {
    renderPage([]);
    expect(await screen.findByText('Здесь пока ничего нет')).toBeVisible();
  });
});
