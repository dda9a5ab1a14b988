import { screen, within } from '@testing-library/react';
import { SYSTEM_ROLES } from '@wb/shared/identity/system-roles';
import {
  PRODUCT_FLOW_MEASURES,
  productFlowReport,
} from '@wb/shared/product-flow/product-flow.contract';
import type { ReportSummary } from '@wb/shared/reports/define-report';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import ProductFlowPage from '../pages/product-flow-page';

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

const A1 = '11111111-1111-4111-8111-111111111111';
const zero = Object.fromEntries(PRODUCT_FLOW_MEASURES.map((m) => [m.key, '0']));
const TOTALS = {
  ...zero,
  wbOpening: '21',
  wbAccepted: '6',
  wbBuyouts: '6',
  wbReturns: '1',
  wbClosing: '14',
  wbDifference: '-8',
  ownOpening: '15',
  ownClosing: '19',
};
// The previous period starts before WB's stock history: its WB opening is unknown (absent).
const PREVIOUS: Record<string, string> = Object.fromEntries(
  Object.entries({ ...zero, wbClosing: '21' }).filter(
    ([k]) => k !== 'wbOpening' && k !== 'wbDifference',
  ),
);

const summary = (totals: Record<string, string>): ReportSummary => ({
  period: { from: '2026-03-04', to: '2026-03-08' },
  previous: { from: '2026-02-27', to: '2026-03-03' },
  totals,
  previousTotals: PREVIOUS,
  series: { by: 'day', points: [] },
  accounts: [{ id: A1, name: 'Основной' }],
  computedAt: '2026-03-20T09:00:00.000Z',
});
const ROW = {
  key: `${A1}:501`,
  group: 'Платье',
  photo: null,
  nmId: 501,
  vendorCode: 'PL-1',
  ...zero,
  wbOpening: null,
  wbClosing: '14',
  wbDifference: null,
  ownOpening: '10',
  ownClosing: '7',
};
const ROW2 = { ...ROW, key: `${A1}:502`, group: 'Юбка', nmId: 502, ...TOTALS, wbDifference: '-8' };

function renderPage(totals: Record<string, string>) {
  api.mockImplementation(async (contract) => {
    if (contract === productFlowReport.summary) return summary(totals);
    if (contract === productFlowReport.rows.page)
      return {
        items: [ROW, ROW2],
        total: 2,
        page: 1,
        pageSize: 25,
        totals: { ...TOTALS, wbOpening: undefined },
        next: null,
      };
    if ((contract as { path?: string }).path === '/api/saved-views') return [];
    throw new Error(`unexpected contract ${(contract as { path?: string }).path}`);
  });
  renderFeature(<ProductFlowPage />, {
    path: '/reports/products/flow',
    url: '/reports/products/flow?from=2026-03-04&to=2026-03-08',
    principal: { type: 'user', permissions: SYSTEM_ROLES.owner.permissions },
  });
}

const WAIT = { timeout: 10_000 };

describe('ProductFlowPage', () => {
  it('shows opening, closing and a WB difference that is not 0, said aloud', async () => {
    renderPage(TOTALS);
    const closing = await screen.findByTestId('kpi-wbClosing', {}, WAIT);
    expect(within(closing).getByTestId('kpi-value')).toHaveTextContent('14 шт.');
    expect(
      within(screen.getByTestId('kpi-wbDifference')).getByTestId('kpi-value'),
    ).toHaveTextContent('-8 шт.');
    expect(screen.getByTestId('difference-wbDifference')).toHaveTextContent(
      /Остатки WB не сходятся с движениями/,
    );
    expect(screen.queryByTestId('difference-ownDifference')).not.toBeInTheDocument();
  });

  it('shows an unknown WB stock as a dash with the reason, never 0', async () => {
    const unknown = Object.fromEntries(
      Object.entries(TOTALS).filter(([k]) => k !== 'wbOpening' && k !== 'wbDifference'),
    );
    renderPage(unknown);
    const opening = await screen.findByTestId('kpi-wbOpening', {}, WAIT);
    expect(within(opening).getByTestId('kpi-value')).toHaveTextContent('—');
    expect(opening).toHaveTextContent(/история остатков WB в кабинете начинается позже/);
    expect(
      within(screen.getByTestId('kpi-wbDifference')).getByTestId('kpi-value'),
    ).toHaveTextContent('—');
    // In the grid: the product's unknown figures are dashes with their reason.
    const grid = await screen.findByTestId('report-grid', {}, WAIT);
    expect(await within(grid).findByText('Платье', {}, WAIT)).toBeInTheDocument();
    expect(
      within(grid).getAllByLabelText(/Остаток WB на начало неизвестен/).length,
    ).toBeGreaterThan(0);
  });
});
