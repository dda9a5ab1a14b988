import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DistrictRow, DistrictsOverview } from '@wb/shared/districts/districts.contract';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import DistrictsPage from '../pages/districts-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: { path: string; method: string },
    request?: { params?: { id?: string }; body?: unknown },
  ) => Promise<unknown>
>;

const id = (n: number) => `1111111${n}-1111-4111-8111-111111111111`;
const row = (n: number, name: string, extra: Partial<DistrictRow> = {}): DistrictRow => ({
  id: id(n),
  position: n,
  name,
  shortName: name.slice(0, 3),
  abroad: false,
  system: true,
  areas: 1,
  warehouses: 4,
  orders: 120,
  shipped: 80,
  stock: 1500,
  ...extra,
});
const page = (items: DistrictRow[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  totals: {},
  next: null,
});
const overview = (own: boolean): DistrictsOverview => ({
  own,
  districts: [
    { id: id(1), name: 'Центральный', systemKey: 'central' },
    { id: id(7), name: 'Зарубежье', systemKey: 'abroad' },
  ],
  unmappedWarehouses: [{ name: 'Ташкент', orders: 12, stock: 30 }],
  unmappedAreas: [{ kind: 'country', name: 'Монголия', orders: 3 }],
  hidden: { name: 'Склад WB', orders: 900, stock: 4000 },
});

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  api.mockReset();
});

const edit = ['district:view', 'district:create', 'district:edit', 'district:delete'];

describe('districts page', () => {
  it('says the defaults are read-only, lists them with their counts and copies them in one action', async () => {
    let own = false;
    const calls: string[] = [];
    api.mockImplementation(async (contract) => {
      const key = `${contract.method} ${contract.path}`;
      calls.push(key);
      if (key === 'GET /api/districts')
        return page([
          row(1, 'Центральный', { system: !own }),
          row(7, 'Зарубежье', { abroad: true, system: !own }),
        ]);
      if (key === 'GET /api/districts/overview') return overview(own);
      if (key === 'POST /api/districts/copy-defaults') {
        own = true;
        return { created: 7 };
      }
      throw new Error(`unexpected ${key}`);
    });
    renderFeature(<DistrictsPage />, {
      path: '/settings/districts',
      url: '/settings/districts',
      principal: { type: 'user', permissions: edit },
    });
    expect(await screen.findByText(/действуют системные округа по умолчанию/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Округа отгрузки' });
    expect(await within(table).findByText('Центральный')).toBeInTheDocument();
    expect(within(table).getAllByText(/1\s?500/).length).toBeGreaterThan(0);
    // Unmapped, with what they affect; «Склад WB» apart, as WB's hiding.
    const unmapped = screen.getByRole('region', { name: 'Не попали ни в один округ' });
    expect(within(unmapped).getByText('Ташкент')).toBeInTheDocument();
    expect(
      within(unmapped).getByText('Заказов за 30 дней: 12 · остаток: 30 шт.'),
    ).toBeInTheDocument();
    expect(within(unmapped).getByText('Страна: Монголия')).toBeInTheDocument();
    expect(within(unmapped).getByText(/с 15\.08\.2026 скрывает свои склады/)).toBeInTheDocument();
    // On the defaults nothing can be added yet.
    expect(
      within(unmapped).getByRole('combobox', { name: 'Добавить «Ташкент» в округ' }),
    ).toBeDisabled();

    await userEvent.click(
      screen.getByRole('button', { name: 'Скопировать округа, чтобы изменить' }),
    );
    expect(await screen.findByRole('button', { name: 'Новый округ' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/districts/copy-defaults');
    expect(screen.queryByText(/действуют системные округа по умолчанию/)).not.toBeInTheDocument();
  });

  it('adds an unmapped warehouse to a district with one choice, and resets after confirming', async () => {
    const posts: { id?: string; body?: unknown }[] = [];
    let resets = 0;
    api.mockImplementation(async (contract, request) => {
      const key = `${contract.method} ${contract.path}`;
      if (key === 'GET /api/districts') return page([row(1, 'Центральный', { system: false })]);
      if (key === 'GET /api/districts/overview') return overview(true);
      if (key === 'POST /api/districts/:id/members') {
        posts.push({ id: request?.params?.id, body: request?.body });
        return { id: id(7), name: 'Зарубежье' };
      }
      if (key === 'POST /api/districts/reset') {
        resets += 1;
        return undefined;
      }
      throw new Error(`unexpected ${key}`);
    });
    renderFeature(<DistrictsPage />, {
      path: '/settings/districts',
      url: '/settings/districts',
      principal: { type: 'user', permissions: edit },
    });
    const select = await screen.findByRole('combobox', { name: 'Добавить «Ташкент» в округ' });
    await userEvent.selectOptions(select, id(7));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ id: id(7), body: { kind: 'warehouse', name: 'Ташкент' } });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Добавить «Монголия» в округ' }),
      id(7),
    );
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body).toEqual({ kind: 'country', name: 'Монголия' });

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить к умолчаниям' }));
    const dialog = await screen.findByRole('dialog');
    expect(resets).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сбросить' }));
    await vi.waitFor(() => expect(resets).toBe(1));
  });

  it('shows no changing actions to a viewer', async () => {
    api.mockImplementation(async (contract) => {
      const key = `${contract.method} ${contract.path}`;
      if (key === 'GET /api/districts') return page([row(1, 'Центральный')]);
      if (key === 'GET /api/districts/overview') return overview(false);
      throw new Error(`unexpected ${key}`);
    });
    renderFeature(<DistrictsPage />, {
      path: '/settings/districts',
      url: '/settings/districts',
      principal: { type: 'user', permissions: ['district:view'] },
    });
    expect(await screen.findByText('Ташкент')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Скопировать/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Добавить/ })).not.toBeInTheDocument();
  });
});
