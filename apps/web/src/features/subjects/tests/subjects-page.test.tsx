import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subjectsList, type SubjectRow } from '@wb/shared/subjects/subjects.contract';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { searchOf, withSearch } from '../lib/search-filter';
import SubjectsPage from '../pages/subjects-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: { path: string },
    request?: { params?: { scope: string }; query?: { list: string } },
  ) => Promise<unknown>
>;
beforeAll(initTestI18n);
afterEach(() => api.mockReset());

const DRESSES: SubjectRow = {
  subjectId: 101,
  name: 'Платья',
  parentName: 'Женщинам',
  productCount: 12,
  fbw: '25.5',
  fbs: '26',
  dbs: '27',
  edbs: null,
  pickup: '19.75',
  booking: null,
  commissionFrom: '2026-02-28T21:00:00.000Z',
};

function renderPage(url = '/products/subject') {
  api.mockImplementation(async (contract) => {
    if (contract.path === '/api/saved-views') return [];
    if (contract === subjectsList.page) {
      return {
        items: [DRESSES],
        total: 1,
        page: 1,
        pageSize: 50,
        totals: { productCount: '12' },
        next: null,
      };
    }
    throw new Error(`unexpected ${contract.path}`);
  });
  const view = renderFeature(<SubjectsPage />, {
    path: '/products/subject',
    url,
    principal: { type: 'user', permissions: ['subject:view'] },
  });
  return { ...view, user: userEvent.setup() };
}

const listCalls = () =>
  api.mock.calls
    .filter(([c]) => c === subjectsList.page)
    .map(([, r]) => ({ scope: r!.params!.scope, list: JSON.parse(r!.query!.list) as unknown }));

// The grid renders many cells in jsdom: slow on a busy machine.
describe('SubjectsPage', { timeout: 20_000 }, () => {
  it("shows the company's subjects with commissions per sales model", async () => {
    renderPage();
    expect(await screen.findByText('Платья')).toBeInTheDocument();
    expect(screen.getByText('Женщинам')).toBeInTheDocument();
    expect(screen.getByText('25,5')).toBeInTheDocument();
    expect(screen.getByText('19,75')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Склад WB (FBW), %' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Маркетплейс (FBS), %' })).toBeInTheDocument();
    expect(listCalls()[0]).toEqual({
      scope: 'used',
      list: {
        sort: [
          { field: 'productCount', dir: 'desc' },
          { field: 'name', dir: 'asc' },
        ],
        page: 1,
        pageSize: 50,
      },
    });
    expect(screen.getByRole('button', { name: 'Предметы моих товаров' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('switches to every WB subject and searches by name through the grid filter', async () => {
    const { user, router } = renderPage();
    await screen.findByText('Платья');
    await user.click(screen.getByRole('button', { name: 'Все предметы WB' }));
    await waitFor(() => expect(listCalls().at(-1)?.scope).toBe('all'));
    expect(router.state.location.search).toContain('scope=all');
    await user.type(await screen.findByRole('searchbox', { name: 'Поиск предмета' }), 'плат');
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({
        scope: 'all',
        list: { filter: { op: 'and', items: [{ field: 'name', op: 'contains', value: 'плат' }] } },
      }),
    );
    // The search is the grid's own filter: Мульти-фильтры counts it.
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' }).parentElement).toHaveTextContent(
      '1',
    );
  });

  it('keeps other conditions when the search changes', () => {
    const other = { field: 'fbw', op: 'gt', value: 10 };
    const filter = withSearch({ op: 'and', items: [other] }, 'кросс');
    expect(filter).toEqual({
      op: 'and',
      items: [other, { field: 'name', op: 'contains', value: 'кросс' }],
    });
    expect(searchOf(filter)).toBe('кросс');
    expect(withSearch(filter, ' ')).toEqual({ op: 'and', items: [other] });
    expect(withSearch(undefined, '')).toBeUndefined();
    const or = { op: 'or' as const, items: [other] };
    expect(withSearch(or, 'x')).toEqual({
      op: 'and',
      items: [or, { field: 'name', op: 'contains', value: 'x' }],
    });
  });
});
