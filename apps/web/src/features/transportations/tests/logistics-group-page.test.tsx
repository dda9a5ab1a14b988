import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  LogisticsGroup,
  LogisticsGroupInput,
} from '@wb/shared/transportations/logistics-groups.contract';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import LogisticsGroupPage from '../pages/logistics-group-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string; method: string }, request?: { body?: unknown }) => Promise<unknown>
>;

const ID = '55555555-5555-4555-8555-555555555555';
const member = (n: number, volume: string | null, costShare: string | null) => ({
  id: `6666666${n}-6666-4666-8666-666666666666`,
  number: n,
  year: 2026,
  status: 'shipped' as const,
  wbWarehouse: 'Коледино',
  volume,
  weight: null,
  costShare,
});
const group = (extra: Partial<LogisticsGroup> = {}): LogisticsGroup => ({
  id: ID,
  name: 'Рейс на Коледино',
  date: '2026-11-26',
  status: 'shipped',
  carrier: null,
  vehicle: null,
  cost: '18500.00',
  comment: null,
  volume: null,
  weight: null,
  costReason: 'у перевозки № 2/2026 не известен объём',
  transportations: [member(1, '120.000', null), member(2, null, null)],
  author: 'Ольга',
  createdAt: '2026-11-26T09:00:00.000Z',
  ...extra,
});

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  api.mockReset();
});

describe('logistics group page', () => {
  it('shows why the cost is not split instead of shares, and removes a transportation with one save', async () => {
    const puts: LogisticsGroupInput[] = [];
    api.mockImplementation(async (contract, request) => {
      const key = `${contract.method} ${contract.path}`;
      if (key === 'GET /api/logistics-groups/:id') return group();
      if (key === 'GET /api/transportations') return { items: [], total: 0 };
      if (key === 'PUT /api/logistics-groups/:id') {
        puts.push(request?.body as LogisticsGroupInput);
        return group({
          costReason: null,
          transportations: [member(1, '120.000', '18500.00')],
        });
      }
      throw new Error(`unexpected ${key}`);
    });
    renderFeature(<LogisticsGroupPage />, {
      path: '/logistics-groups/:id',
      url: `/logistics-groups/${ID}`,
      principal: { type: 'user', permissions: ['transportation:view', 'transportation:edit'] },
    });
    expect(
      await screen.findByText('Стоимость не разделена: у перевозки № 2/2026 не известен объём'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Перевозки рейса и доли стоимости' });
    expect(within(table).getAllByText('неизвестна')).toHaveLength(2);
    expect(within(table).queryByText(/₽/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Убрать перевозку 2/2026 из рейса' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      name: 'Рейс на Коледино',
      cost: '18500.00',
      transportationIds: [member(1, null, null).id],
    });
    expect(await within(table).findByText(/18\s?500,00\s₽/)).toBeInTheDocument();
    expect(screen.queryByText(/Стоимость не разделена/)).not.toBeInTheDocument();
    // No delete permission: no delete button.
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });
});
