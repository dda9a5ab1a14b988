import type { CompanySync } from '@wb/shared/connections/sync.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { apiRequest } from '../query/api-client';
import { SYNC_LIVE_POLL_MS } from '../../components/connections/sync-progress';
import { companySyncQuery, SyncIndicator } from './sync-indicator';

vi.mock('../query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<() => Promise<unknown>>;
afterEach(() => api.mockReset());

const VIEWER = { type: 'user' as const, permissions: ['wbAccount:view'] };
const failing: CompanySync = {
  health: 'problem',
  accounts: 2,
  pending: 0,
  active: [],
  lastSuccessAt: '2026-03-05T11:07:00.000Z',
  problems: [
    {
      accountId: '11111111-1111-4111-8111-111111111111',
      accountName: 'Основной',
      dataset: 'orders',
      error: 'WB ответил 401: токен отозван',
      at: '2026-03-05T11:10:00.000Z',
    },
  ],
};

describe('SyncIndicator', () => {
  it('shows the failing datasets of the company and leads to the cabinets', async () => {
    api.mockResolvedValue(failing);
    renderFeature(<SyncIndicator />, { principal: VIEWER });
    const button = await screen.findByRole('button', { name: /Синхронизация с WB: Ошибки/ });
    expect(button).toHaveAttribute('data-health', 'problem');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Синхронизация с WB' });
    expect(within(dialog).getByText('Основной — заказы')).toBeInTheDocument();
    expect(within(dialog).getByText(/токен отозван/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Кабинеты WB' })).toHaveAttribute(
      'href',
      '/accounts-wb',
    );
  });

  it('says how many datasets are queued while syncing', async () => {
    api.mockResolvedValue({ ...failing, health: 'syncing', pending: 3, problems: [] });
    renderFeature(<SyncIndicator />, { principal: VIEWER });
    await userEvent.click(await screen.findByRole('button', { name: /Идёт синхронизация/ }));
    expect(await screen.findByText(/в очереди 3 набора данных/)).toBeInTheDocument();
  });

  it('lists the datasets under way with how far each got', async () => {
    const progress = {
      phase: 'running' as const,
      startedAt: '2026-03-05T11:00:00.000Z',
      pages: 3,
      rows: 2400,
      status: 'running' as const,
      waitingUntil: null,
    };
    api.mockResolvedValue({
      ...failing,
      health: 'syncing',
      pending: 2,
      problems: [],
      active: [
        {
          accountId: failing.problems[0]!.accountId,
          accountName: 'Основной',
          dataset: 'orders',
          progress,
        },
        {
          accountId: failing.problems[0]!.accountId,
          accountName: 'Основной',
          dataset: 'sales',
          progress: { ...progress, phase: 'queued', status: 'succeeded' },
        },
      ],
    } satisfies CompanySync);
    renderFeature(<SyncIndicator />, { principal: VIEWER });
    await userEvent.click(await screen.findByRole('button', { name: /Идёт синхронизация/ }));
    const list = await screen.findByRole('list', { name: 'Сейчас синхронизируются' });
    const [orders, sales] = within(list).getAllByRole('listitem');
    expect(orders).toHaveTextContent('Основной — заказы');
    expect(orders).toHaveTextContent(/идёт — страниц: 3, строк: 2\s400/);
    expect(sales).toHaveTextContent('Основной — продажи и возвраты');
    // Queued: its latest sync is the finished one before, whose counts are not this one's.
    expect(within(sales!).getByText('в очереди')).toBeInTheDocument();
    expect(sales).not.toHaveTextContent('страниц');
  });

  it('polls only while something is under way', () => {
    const interval = companySyncQuery.refetchInterval;
    expect(interval({ state: { data: { ...failing, pending: 2 } } })).toBe(SYNC_LIVE_POLL_MS);
    expect(interval({ state: { data: failing } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });

  it('is not there for someone who may not see the cabinets', () => {
    api.mockResolvedValue(failing);
    renderFeature(<SyncIndicator />, { principal: { type: 'user', permissions: [] } });
    expect(screen.queryByTestId('sync-indicator')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
