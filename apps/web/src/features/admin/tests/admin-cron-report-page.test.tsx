import { adminCronReportContract, type AdminJobRun } from '@wb/shared/admin/sync-admin.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import AdminCronReportPage from '../pages/admin-cron-report-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { query?: unknown }) => Promise<unknown>
>;
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
    if (contract === adminCronReportContract) {
      return {
        items,
        total: items.length,
        page: 1,
        pageSize: 25,
        names: ['mail.deliver', 'sync.schedule'],
      };
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

describe('AdminCronReportPage', () => {
  it('lists runs with start, duration and result; a failure stands out with its error', async () => {
    renderPage([ok, failed]);
    const table = await screen.findByRole('table', { name: 'Запуски плановых заданий' });
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

  it('filters by job and result on the server', async () => {
    const { user } = renderPage([failed]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Результат' }));
    await user.click(await screen.findByRole('option', { name: 'Ошибка' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        adminCronReportContract,
        { query: { page: 1, pageSize: 25, status: 'failed' } },
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Задание' }));
    await user.click(await screen.findByRole('option', { name: 'mail.deliver' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        adminCronReportContract,
        { query: { page: 1, pageSize: 25, status: 'failed', name: 'mail.deliver' } },
        expect.anything(),
      ),
    );
  });

  it('says when nothing ran', async () => {
    renderPage([]);
    expect(await screen.findByText('Ничего не найдено. Измените поиск или фильтры.')).toBeVisible();
  });
});
