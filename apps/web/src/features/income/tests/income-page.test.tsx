import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionsList } from '@wb/shared/finances/finances-lists.contract';
import { incomeReport, INCOME_MEASURES } from '@wb/shared/income/income-report.contract';
import { incomeRowsList } from '@wb/shared/income/income-rows.contract';
import { listWeeklyReportsContract } from '@wb/shared/income/income-weekly.contract';
import { SYSTEM_ROLES } from '@wb/shared/identity/system-roles';
import type { ReportSummary } from '@wb/shared/reports/define-report';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import IncomePage from '../pages/income-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { query?: Record<string, unknown> }) => Promise<unknown>
>;
afterEach(() => api.mockReset());
// The drill dialog and its grid are lazy chunks: on a busy 2-core machine more than 20 s.
vi.setConfig({ testTimeout: 45_000 });
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-20T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const A1 = '11111111-1111-4111-8111-111111111111';
const zero = Object.fromEntries(INCOME_MEASURES.map((m) => [m.key, '0.00']));
const WEEK1 = {
  ...zero,
  revenue: '5000.00',
  payout: '2915.00',
  penalties: '40.00',
  netProfit: '-215.00',
};
const WEEK2 = { ...zero, revenue: '1000.00', payout: '740.00', netProfit: '100.00' };
const TOTAL = {
  ...zero,
  revenue: '6000.00',
  payout: '3655.00',
  penalties: '40.00',
  rent: '30000.00',
  otherExpenses: '30000.00',
  netProfit: '-30115.00',
  costlessUnits: '2',
};
const SUMMARY: ReportSummary = {
  period: { from: '2026-03-02', to: '2026-03-15' },
  previous: { from: '2026-02-16', to: '2026-03-01' },
  totals: TOTAL,
  previousTotals: zero,
  series: {
    by: 'week',
    points: [
      { bucket: '2026-03-02', values: WEEK1, previous: zero },
      { bucket: '2026-03-09', values: WEEK2, previous: zero },
    ],
  },
  accounts: [{ id: A1, name: 'Основной' }],
  computedAt: '2026-03-20T09:00:00.000Z',
};
const REPORTS = {
  reports: [
    {
      reportId: '555',
      accountId: A1,
      account: 'Основной',
      dateFrom: '2026-03-09',
      dateTo: '2026-03-15',
      bankPaymentSum: '741.00',
      computedPayout: '740.00',
      difference: '-1.00',
      reconciliation: 'mismatch',
    },
    {
      reportId: '444',
      accountId: A1,
      account: 'Основной',
      dateFrom: '2026-03-02',
      dateTo: '2026-03-08',
      bankPaymentSum: '2915.00',
      computedPayout: '2915.00',
      difference: '0.00',
      reconciliation: 'ok',
    },
  ],
};
const page = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  totals: {},
  next: null,
});
const PENALTY_ROW = {
  id: `${A1}:7`,
  date: '2026-03-07',
  reportId: '444',
  operation: 'Штраф',
  documentType: '',
  nmId: null,
  vendorCode: null,
  title: null,
  quantity: 0,
  retailAmount: '0',
  forPay: '0',
  commission: '0',
  deliveryService: '0',
  paidStorage: '0',
  paidAcceptance: '0',
  penalty: '40',
  deduction: '0',
  additionalPayment: '0',
  payout: '-40',
  account: 'Основной',
  brand: null,
  subject: null,
  category: null,
  tags: [],
  organization: null,
};

const RENT_ROW = {
  id: '1b6f1c9e-5a4d-4c2e-9f1a-1e2d3c4b5a62',
  date: '2026-03-05',
  kind: 'expense',
  amount: '30000.00',
  currency: 'RUB',
  amountRub: '30000.00',
  incomeRub: null,
  expenseRub: '30000.00',
  accountId: A1,
  account: 'Расчётный счёт',
  targetAccountId: null,
  targetAccount: null,
  categoryId: null,
  category: 'Аренда склада',
  pnlLine: 'rent',
  counterpartyId: null,
  counterparty: 'ООО Склад',
  organizationId: null,
  organization: null,
  purpose: 'Аренда за март',
  comment: null,
  source: 'manual',
  externalId: null,
  createdAt: '2026-03-05T09:00:00.000Z',
  updatedAt: '2026-03-05T09:00:00.000Z',
};

function renderPage() {
  const requests: { contract: unknown; query?: Record<string, unknown> }[] = [];
  api.mockImplementation(async (contract, request) => {
    requests.push({ contract, query: request?.query });
    if (contract === incomeReport.summary) return SUMMARY;
    if (contract === listWeeklyReportsContract) return REPORTS;
    if (contract === incomeReport.rows.page) return page([]);
    if (contract === incomeRowsList.page) return page([PENALTY_ROW]);
    if (contract === transactionsList.page) return page([RENT_ROW]);
    if ((contract as { path?: string }).path === '/api/saved-views') return [];
    throw new Error(`unexpected contract ${(contract as { path?: string }).path}`);
  });
  renderFeature(<IncomePage />, {
    path: '/reports/income',
    url: '/reports/income?from=2026-03-02&to=2026-03-15',
    principal: { type: 'user', permissions: SYSTEM_ROLES.owner.permissions },
  });
  return { user: userEvent.setup(), requests };
}

// A busy machine answers lazy chunks slower than waitFor's default 1 s.
const WAIT = { timeout: 10_000 };
const nbsp = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('IncomePage', () => {
  it('reads top-down by week, with each week’s reconciliation and other expenses', async () => {
    const { requests } = renderPage();
    const table = await screen.findByTestId('pnl-statement', {}, WAIT);
    const payout = within(table).getByTestId('line-payout');
    expect(nbsp(payout.textContent)).toContain('2 915,00 ₽');
    expect(nbsp(payout.textContent)).toContain('3 655,00 ₽');
    expect(within(table).getByTestId('reconciliation-444')).toHaveTextContent('Сходится с WB');
    expect(nbsp(within(table).getByTestId('reconciliation-555').textContent)).toBe(
      'Расхождение −1,00 ₽',
    );
    // Other expenses from the finance journal, by line; purchases only for reference.
    expect(nbsp(within(table).getByTestId('line-otherExpenses').textContent)).toContain(
      '30 000,00 ₽',
    );
    expect(nbsp(within(table).getByTestId('line-rent').textContent)).toContain('30 000,00 ₽');
    expect(within(table).getByTestId('line-purchases')).toHaveTextContent(/закупки товара/);
    // Units without cost are said aloud.
    expect(screen.getByText(/У 2 проданных единиц нет себестоимости/)).toBeInTheDocument();
    // The statement asks for weeks.
    expect(
      requests.some((r) => r.contract === incomeReport.summary && r.query?.series === 'week'),
    ).toBe(true);
  });

  it('a cell opens the rows behind it', async () => {
    const { user, requests } = renderPage();
    const table = await screen.findByTestId('pnl-statement', {}, WAIT);
    const penalties = within(table).getByTestId('line-penalties');
    await user.click(within(penalties).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(await within(dialog).findByText('Штраф', {}, WAIT)).toBeInTheDocument();
    const asked = requests.find((r) => r.contract === incomeRowsList.page);
    const list = JSON.stringify(asked?.query);
    expect(list).toContain('2026-03-02');
    expect(list).toContain('2026-03-08');
    expect(list).toContain('penalty');
  });

  it('a line of other expenses opens the journal’s transactions of its categories', async () => {
    const { user, requests } = renderPage();
    const table = await screen.findByTestId('pnl-statement', {}, WAIT);
    const rent = within(table).getByTestId('line-rent');
    const buttons = within(rent).getAllByRole('button');
    await user.click(buttons[buttons.length - 1]!);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(await within(dialog).findByText('Аренда склада', {}, WAIT)).toBeInTheDocument();
    const asked = JSON.stringify(requests.find((r) => r.contract === transactionsList.page)?.query);
    expect(asked).toContain('pnlLine');
    expect(asked).toContain('rent');
  });
});
