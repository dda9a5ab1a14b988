import type { CompanySync } from '@wb/shared/connections/sync.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderFeature } from '../../test/render-feature';
import { apiRequest } from '../query/api-client';
import { SyncIndicator } from './sync-indicator';

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

  it('is not there for someone who may not see the cabinets', () => {
    api.mockResolvedValue(failing);
    renderFeature(<SyncIndicator />, { principal: { type: 'user', permissions: [] } });
    expect(screen.queryByTestId('sync-indicator')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
