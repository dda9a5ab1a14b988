import type { Principal } from '@wb/shared/access/access';
import { getDashboardContract } from '@wb/shared/dashboard/dashboard.contract';
import type { ReportSummary } from '@wb/shared/reports/define-report';
import { salesReport } from '@wb/shared/sales/sales-report.contract';
import { SYSTEM_ROLES } from '@wb/shared/identity/system-roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import DashboardPage from '../pages/dashboard-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
// The chart library draws SVG from measured sizes jsdom does not have: a stand-in.
vi.mock('../../../components/report/report-chart', () => ({
  default: ({ series }: { series: ReportSummary['series'] }) => (
    <div data-testid="chart-bars">{series.points.map((p) => p.values.orders).join(',')}</div>
  ),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: unknown,
    request?: { query?: { account?: string; from?: string; to?: string } },
  ) => Promise<unknown>
>;
afterEach(() => api.mockReset());
// The page draws the report's grid too (a lazy chunk): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// The presets are Moscow dates of "now": noon in Moscow on 11.03.2026.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-11T09:00:00Z'));
});
afterAll(() => vi.useRealTimers());

import { A2, DASHBOARD, OWNER, PRODUCT_ROWS, SUMMARIES } from './dashboard-fixtures';

function renderPage(
  answer: (account?: string) => Promise<unknown> = async () => DASHBOARD,
  { principal = OWNER, url = '/' }: { principal?: Principal; url?: string } = {},
) {
  api.mockImplementation(async (contract, request) => {
    if (contract === getDashboardContract) return answer(request?.query?.account);
    if (contract === salesReport.summary) {
      const found = SUMMARIES[`${request?.query?.from}|${request?.query?.to}`];
      if (!found) throw new Error(`no summary for ${JSON.stringify(request)}`);
      return found;
    }
    if (contract === salesReport.rows.page) return PRODUCT_ROWS;
    if ((contract as { path?: string }).path === '/api/saved-views') return [];
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<DashboardPage />, {
    path: '/',
    url,
    principal,
    extraRoutes: [
      { path: '/accounts-wb', element: <p>Кабинеты</p> },
      { path: '/products/:id', element: <p>Карточка товара</p> },
    ],
  });
  return { ...view, user: userEvent.setup() };
}

// A busy machine (CI runs the suites side by side) answers slower than waitFor's default 1 s.
const WAIT = { timeout: 5_000 };
const nbsp = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');
const card = (id: string) => screen.getByTestId(id);

describe('DashboardPage', () => {
  it('shows today’s KPIs with their change against yesterday until the same time', async () => {
    renderPage();
    const orders = await screen.findByTestId('kpi-orders');
    expect(within(orders).getByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
    expect(nbsp(within(orders).getByTestId('kpi-value').textContent)).toBe('13 шт.');
    expect(nbsp(orders.textContent)).toContain('13 000,00 ₽ · отменено 2');
    // The summary is of a Moscow day: so is the time its figures were computed (09:00 UTC).
    expect(screen.getByText('Данные на 11.03.2026 12:00')).toBeInTheDocument();
    const delta = within(orders).getByTestId('kpi-delta');
    expect(delta).toHaveAttribute('data-direction', 'up');
    expect(delta).toHaveAttribute('data-tone', 'good');
    // 13 today so far against 5 yesterday until 12:00 (not the 10 of the whole of yesterday).
    expect(within(delta).getByRole('img', { name: /^рост на 160\s%$/ })).toBeInTheDocument();
    expect(nbsp(delta.textContent)).toContain('+160 %к периоду 10.03.2026 до 12:00: 5 шт.');
    // Fewer buyouts: down, bad news.
    const buyouts = within(card('kpi-buyouts')).getByTestId('kpi-delta');
    expect(buyouts).toHaveAttribute('data-direction', 'down');
    expect(buyouts).toHaveAttribute('data-tone', 'bad');
    // Returns: 0 against 1 — down, which is good news.
    const returns = within(card('kpi-returns')).getByTestId('kpi-delta');
    expect(within(returns).getByRole('img', { name: /^снижение на 100\s%$/ })).toBeInTheDocument();
    expect(returns).toHaveAttribute('data-tone', 'good');
    // Revenue against 0: nothing to compare with.
    expect(within(card('kpi-revenue')).getByTestId('kpi-delta')).toHaveAttribute(
      'data-direction',
      'none',
    );
    const payout = card('kpi-payout');
    expect(nbsp(within(payout).getByTestId('kpi-value').textContent)).toBe('600,00 ₽');
    expect(payout).toHaveTextContent('по отчётам WB за 08.03.2026');
    expect(nbsp(within(card('kpi-profit')).getByTestId('kpi-value').textContent)).toBe(
      '1 200,00 ₽',
    );
    expect(card('kpi-profit')).toHaveTextContent('после 08.03.2026 — оценка по продажам');
    expect(await screen.findByTestId('chart-bars')).toHaveTextContent('10,13');
    expect(screen.getByRole('table', { name: 'Заказы по дням, таблица' })).toBeInTheDocument();
  });

  it('switches the period, keeps it in the address, and says when costs are missing', async () => {
    const { user, router } = renderPage();
    await screen.findByTestId('kpi-orders');
    await user.click(screen.getByRole('button', { name: '7 дней' }));
    expect(router.state.location.search).toBe('?period=last7Days');
    // The previous period's figures stay, dimmed, until the new ones arrive.
    await vi.waitFor(
      () =>
        expect(nbsp(within(card('kpi-orders')).getByTestId('kpi-value').textContent)).toBe(
          '1 234 шт.',
        ),
      WAIT,
    );
    expect(nbsp(card('kpi-orders').textContent)).toContain('к периоду 26.02.2026 – 04.03.2026');
    // Returns up from 1 to 3: bad news, an upward arrow.
    const returns = within(card('kpi-returns')).getByTestId('kpi-delta');
    expect(returns).toHaveAttribute('data-direction', 'up');
    expect(returns).toHaveAttribute('data-tone', 'bad');
    const profitCard = card('kpi-profit');
    expect(within(profitCard).getByTestId('kpi-value')).toHaveTextContent('—');
    expect(profitCard).toHaveTextContent('Нет себестоимости у 5 товаров');
    expect(within(profitCard).getByRole('link', { name: 'Указать себестоимость' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(card('kpi-payout')).toHaveTextContent('по отчётам WB за 02.03.2026 – 08.03.2026');
    await user.click(screen.getByRole('button', { name: 'Вчера' }));
    expect(card('kpi-payout')).toHaveTextContent('Отчётов WB о реализации ещё нет');
    // A week whose report is not loaded yet: missing with that week, never 0,00 ₽ nor −100 %.
    await user.click(screen.getByRole('button', { name: '30 дней' }));
    const payout = card('kpi-payout');
    await vi.waitFor(
      () => expect(payout).toHaveTextContent('Отчёт WB за 02.03.2026 – 08.03.2026 ещё не загружен'),
      WAIT,
    );
    expect(within(payout).getByTestId('kpi-value')).toHaveTextContent('—');
    expect(nbsp(payout.textContent)).not.toContain('0,00 ₽');
    expect(within(payout).queryByTestId('kpi-delta')).toBeNull();
  });

  it('lists top products, stock-out risks, tokens and sync problems with their links', async () => {
    const { user } = renderPage();
    // The products and alerts are lazy chunks below the fold.
    const top = await screen.findByRole('table', { name: 'Лучшие товары' }, { timeout: 10_000 });
    expect(within(top).getAllByRole('row')).toHaveLength(2);
    expect(nbsp(top.textContent)).toContain('2 000,00 ₽');
    expect(screen.getByTestId('bottom-products')).toHaveTextContent(
      'Нет заказов и продаж за период',
    );
    // The alerts are a chunk of their own: they may arrive after the products.
    const risks = await screen.findByRole(
      'table',
      { name: 'Риск распродажи' },
      { timeout: 10_000 },
    );
    expect(risks).toHaveTextContent('Шарф');
    expect(risks).toHaveTextContent('3,5');
    expect(risks).toHaveTextContent('14.03.2026');
    expect(screen.getByTestId('stock-risks')).toHaveTextContent('И ещё 2 товара');
    const tokens = screen.getByTestId('token-alerts');
    expect(tokens).toHaveTextContent('Статистика — Основной');
    expect(tokens).toHaveTextContent('действует до 14.03.2026');
    expect(within(tokens).getByRole('link', { name: 'Управление токенами' })).toHaveAttribute(
      'href',
      '/settings/tokens',
    );
    const sync = screen.getByTestId('sync-problems');
    expect(sync).toHaveTextContent('Ошибки синхронизации');
    expect(sync).toHaveTextContent('WB ответил 401');
    expect(within(sync).getByRole('link', { name: 'Кабинеты WB' })).toHaveAttribute(
      'href',
      '/accounts-wb',
    );
    await user.click(within(top).getByRole('link', { name: 'Платье летнее' }));
    expect(await screen.findByText('Карточка товара')).toBeInTheDocument();
  });

  it('shows only the blocks the server sent (a manager sees no money)', async () => {
    const { money: _money, tokens: _tokens, ownStock: _ownStock, ...rest } = DASHBOARD;
    renderPage(async () => rest, {
      principal: { type: 'user', permissions: SYSTEM_ROLES.manager.permissions },
    });
    await screen.findByTestId('kpi-orders');
    expect(screen.queryByTestId('kpi-payout')).toBeNull();
    expect(screen.queryByTestId('kpi-profit')).toBeNull();
    expect(screen.queryByTestId('token-alerts')).toBeNull();
    expect(screen.queryByTestId('kpi-own-stock')).toBeNull();
    expect(screen.getByTestId('stock-risks')).toBeInTheDocument();
  });

  it('shows the own stock value at cost with its units', async () => {
    renderPage();
    const own = await screen.findByTestId('kpi-own-stock');
    expect(own).toHaveTextContent('Стоимость своего склада');
    expect(nbsp(within(own).getByTestId('kpi-value').textContent)).toBe('456 789,50 ₽');
    expect(nbsp(own.textContent)).toContain('1 234 шт. сейчас');
  });

  it('offers to add a warehouse when the company has none', async () => {
    renderPage(async () => ({
      ...DASHBOARD,
      ownStock: { warehouses: 0, units: 0, value: { value: '0.00' } },
    }));
    const own = await screen.findByTestId('kpi-own-stock');
    expect(within(own).getByTestId('kpi-value')).toHaveTextContent('—');
    expect(own).toHaveTextContent('Своих складов нет');
    expect(within(own).getByRole('link', { name: 'Завести склад' })).toHaveAttribute(
      'href',
      '/warehouse',
    );
  });

  it('says so when the role has no block at all', async () => {
    const { today, computedAt, accounts, account } = DASHBOARD;
    renderPage(async () => ({ today, computedAt, accounts, account }), {
      principal: { type: 'user', permissions: [] },
    });
    expect(
      await screen.findByText('Для вашей роли на главной странице нет доступных блоков.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Период' })).toBeNull();
  });

  it('limits the figures to one cabinet chosen in the list', async () => {
    const { user, router } = renderPage(async (account) => ({
      ...DASHBOARD,
      account: account ?? null,
    }));
    await screen.findByTestId('kpi-orders');
    await user.click(screen.getByRole('combobox', { name: 'Кабинет WB' }));
    await user.click(screen.getByRole('option', { name: 'Второй' }));
    expect(router.state.location.search).toBe(`?account=${A2}`);
    const askedFor = (contract: unknown) =>
      api.mock.calls.filter(([c]) => c === contract).map(([, r]) => r?.query?.account);
    await vi.waitFor(() => expect(askedFor(getDashboardContract).at(-1)).toBe(A2), WAIT);
    await vi.waitFor(() => expect(askedFor(salesReport.summary).at(-1)).toBe(A2), WAIT);
  });

  it('invites a company without a cabinet to connect one', async () => {
    const { user } = renderPage(async () => ({ ...DASHBOARD, accounts: [] }));
    expect(
      await screen.findByRole('heading', { name: 'Подключите кабинет WB' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Подключить кабинет' }));
    expect(await screen.findByText('Кабинеты')).toBeInTheDocument();
  });

  it('asks for the owner when the user may not open the cabinets', async () => {
    renderPage(async () => ({ ...DASHBOARD, accounts: [] }), {
      principal: { type: 'user', permissions: ['order:view'] },
    });
    expect(
      await screen.findByText(/Подключить кабинет может владелец компании/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Подключить кабинет' })).toBeNull();
  });

  it('shows an error with a retry, then the figures', async () => {
    let calls = 0;
    const { user } = renderPage(async () => {
      calls++;
      if (calls === 1) throw new ApiError(403, 'FORBIDDEN', 'Недостаточно прав');
      return DASHBOARD;
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Недостаточно прав');
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('kpi-orders')).toBeInTheDocument();
  });
});
