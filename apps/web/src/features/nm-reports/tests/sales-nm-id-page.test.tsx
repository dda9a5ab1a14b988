import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_ROLES } from '@wb/shared/identity/system-roles';
import { salesNmIdReport } from '@wb/shared/nm-reports/sales-nm-id.contract';
import type { ReportSummary } from '@wb/shared/reports/define-report';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import SalesNmIdPage from '../pages/sales-nm-id-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { query?: Record<string, unknown> }) => Promise<unknown>
>;
afterEach(() => api.mockReset());
vi.setConfig({ testTimeout: 45_000 });
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const WAIT = { timeout: 10_000 };
const nbsp = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');
const figures = {
  orders: '12',
  ordersSum: '18000.00',
  cancelled: '1',
  buyouts: '5',
  buyoutsSum: '7200.00',
  returns: '1',
  returnsSum: '1500.00',
  revenue: '5700.00',
};
const SUMMARY: ReportSummary = {
  period: { from: '2026-03-01', to: '2026-03-03' },
  previous: { from: '2026-02-26', to: '2026-02-28' },
  totals: figures,
  previousTotals: { ...figures, orders: '6' },
  series: { by: 'day', points: [] },
  accounts: [],
  computedAt: '2026-03-20T09:00:00.000Z',
};
const product = {
  key: 'a:101',
  group: 'Пальто',
  photo: null,
  nmId: 101,
  vendorCode: 'ART-101',
};
const page = (items: unknown[], totals: Record<string, string> = {}) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  totals,
  next: null,
});

function renderPage() {
  const requests: { contract: unknown; query?: Record<string, unknown> }[] = [];
  api.mockImplementation(async (contract, request) => {
    requests.push({ contract, query: request?.query });
    if (contract === salesNmIdReport.summary) return SUMMARY;
    if (contract === salesNmIdReport.rows.page) {
      return page([
        { ...product, ...figures, orders: '10', buyoutPercent: '50.00', averagePrice: '1440.00' },
        {
          ...product,
          key: 'a:102',
          group: 'Шарф',
          nmId: 102,
          ...figures,
          orders: '2',
          buyoutPercent: '0.00',
          averagePrice: null,
        },
      ]);
    }
    if (contract === salesNmIdReport.pivot!.page) {
      const measure = request?.query?.measure;
      return page(
        [
          {
            ...product,
            total: measure === 'revenue' ? '5700.00' : '10',
            d20260301: '4',
            d20260302: '0',
            d20260303: '6',
          },
        ],
        { total: '10', d20260301: '4', d20260302: '0', d20260303: '6' },
      );
    }
    if ((contract as { path?: string }).path === '/api/saved-views') return [];
    throw new Error(`unexpected contract ${(contract as { path?: string }).path}`);
  });
  renderFeature(<SalesNmIdPage />, {
    path: '/reports/sales-nm-id',
    url: '/reports/sales-nm-id?from=2026-03-01&to=2026-03-03',
    principal: { type: 'user', permissions: SYSTEM_ROLES.owner.permissions },
  });
  return { user: userEvent.setup(), requests };
}

describe('SalesNmIdPage', () => {
  it('shows the products with buyout % and average price, a missing price as «—»', async () => {
    renderPage();
    const grid = await screen.findByTestId('report-grid', {}, WAIT);
    const table = await within(grid).findByRole('table', {}, WAIT);
    await within(table).findAllByText('Пальто', {}, WAIT);
    const rows = within(table).getAllByRole('row');
    const coat = rows.find((r) => r.textContent?.includes('Пальто'))!;
    expect(nbsp(coat.textContent)).toContain('50 %');
    expect(nbsp(coat.textContent)).toContain('1 440,00 ₽');
    const scarf = rows.find((r) => r.textContent?.includes('Шарф'))!;
    expect(nbsp(scarf.textContent)).toContain('0 %');
    expect(scarf.textContent).toContain('—');
    expect(within(coat).getByRole('link', { name: 'Пальто' })).toHaveAttribute(
      'href',
      '/products/101',
    );
  });

  it('pivots a measure by day, the days as columns, and switches the measure', async () => {
    const { user, requests } = renderPage();
    const pivot = await screen.findByTestId('report-pivot', {}, WAIT);
    const table = await within(pivot).findByRole('table', {}, WAIT);
    expect(await within(table).findByText('01.03.2026', {}, WAIT)).toBeInTheDocument();
    expect(within(table).getByText('03.03.2026')).toBeInTheDocument();
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header.slice(-3)).toEqual(['01.03.2026', '02.03.2026', '03.03.2026']);
    expect(
      requests.some(
        (r) => r.contract === salesNmIdReport.pivot!.page && r.query?.measure === 'orders',
      ),
    ).toBe(true);
    await user.click(within(pivot).getByRole('combobox', { name: 'Показатель' }));
    await user.click(await screen.findByRole('option', { name: 'Выручка, ₽' }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.contract === salesNmIdReport.pivot!.page && r.query?.measure === 'revenue',
        ),
      ).toBe(true),
    );
  });
});
