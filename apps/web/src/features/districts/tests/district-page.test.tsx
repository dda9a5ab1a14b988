import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { District, DistrictContent } from '@wb/shared/districts/districts.contract';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import DistrictPage from '../pages/district-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string; method: string }, request?: { body?: unknown }) => Promise<unknown>
>;

const ID = '22222222-2222-4222-8222-222222222222';
const district = (extra: Partial<District> = {}): District => ({
  id: ID,
  name: 'Центральный',
  shortName: 'ЦФО',
  abroad: false,
  position: 1,
  system: false,
  systemKey: 'central',
  areas: [{ kind: 'federal_district', name: 'Центральный' }],
  warehouses: ['Коледино'],
  officeWarehouses: ['Тула', 'Электросталь'],
  ...extra,
});
const choices = {
  warehouses: ['Астана', 'Коледино', 'Тула', 'Электросталь'],
  areas: [
    { kind: 'region', name: 'Москва' },
    { kind: 'region', name: 'Тульская область' },
    { kind: 'country', name: 'Казахстан' },
  ],
};
const overview = (own: boolean) => ({
  own,
  districts: [{ id: ID, name: 'Центральный', systemKey: 'central' }],
  unmappedWarehouses: [],
  unmappedAreas: [],
  hidden: null,
});

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  api.mockReset();
});

const edit = ['district:view', 'district:create', 'district:edit', 'district:delete'];

describe('district page', () => {
  it('adds a region picked by search and refuses a warehouse of another district, changing nothing', async () => {
    const puts: DistrictContent[] = [];
    let current = district();
    api.mockImplementation(async (contract, request) => {
      const key = `${contract.method} ${contract.path}`;
      if (key === 'GET /api/districts/:id') return current;
      if (key === 'GET /api/districts/choices') return choices;
      if (key === 'GET /api/districts/overview') return overview(true);
      if (key === 'PUT /api/districts/:id') {
        const body = request?.body as DistrictContent;
        puts.push(body);
        if (body.warehouses?.includes('Астана'))
          throw new ApiError(409, 'DISTRICT_MEMBER_TAKEN', 'taken', {
            warehouses: ['Склад «Астана» уже в округе «Зарубежье»: сначала уберите его оттуда'],
          });
        current = { ...current, ...body };
        return current;
      }
      throw new Error(`unexpected ${key}`);
    });
    const user = userEvent.setup();
    renderFeature(<DistrictPage />, {
      path: '/settings/districts/:id',
      url: `/settings/districts/${ID}`,
      principal: { type: 'user', permissions: edit },
    });
    const areas = await screen.findByRole('region', { name: 'Области покупателей' });
    expect(within(areas).getByText('Федеральный округ: Центральный')).toBeInTheDocument();
    await user.type(within(areas).getByLabelText('Найти или ввести название'), 'тульск');
    await user.click(within(areas).getByRole('button', { name: 'Тульская область' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.areas).toEqual([
      { kind: 'federal_district', name: 'Центральный' },
      { kind: 'region', name: 'Тульская область' },
    ]);
    expect(await within(areas).findByText('Регион: Тульская область')).toBeInTheDocument();

    const warehouses = screen.getByRole('region', { name: 'Склады WB' });
    expect(
      within(warehouses).getByText(
        'По федеральному округу сюда также относятся: Тула, Электросталь',
      ),
    ).toBeInTheDocument();
    await user.type(within(warehouses).getByLabelText('Найти склад или ввести название'), 'аст');
    await user.click(within(warehouses).getByRole('button', { name: 'Астана' }));
    expect(
      await within(warehouses).findByText(
        'Склад «Астана» уже в округе «Зарубежье»: сначала уберите его оттуда',
      ),
    ).toBeInTheDocument();
    expect(within(warehouses).queryByText('Астана')).not.toBeInTheDocument();

    // A name WB does not list yet is typed in.
    await user.type(within(warehouses).getByLabelText('Найти склад или ввести название'), 'Новый');
    await user.click(within(warehouses).getByRole('button', { name: 'Добавить «Новый»' }));
    await vi.waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2]!.warehouses).toEqual(['Коледино', 'Новый']);

    await user.click(within(warehouses).getByRole('button', { name: 'Убрать «Коледино»' }));
    await vi.waitFor(() => expect(puts).toHaveLength(4));
    expect(puts[3]!.warehouses).toEqual(['Новый']);
  });

  it('shows a system default read-only, with the copy action', async () => {
    const calls: string[] = [];
    api.mockImplementation(async (contract) => {
      const key = `${contract.method} ${contract.path}`;
      calls.push(key);
      if (key === 'GET /api/districts/:id') return district({ system: true });
      if (key === 'GET /api/districts/overview') return overview(false);
      if (key === 'POST /api/districts/copy-defaults') return { created: 7 };
      throw new Error(`unexpected ${key}`);
    });
    renderFeature(<DistrictPage />, {
      path: '/settings/districts/:id',
      url: `/settings/districts/${ID}`,
      principal: { type: 'user', permissions: edit },
    });
    expect(await screen.findByText('По умолчанию, только просмотр')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Карточка округа' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Найти склад или ввести название')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить округ' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Скопировать округа, чтобы изменить' }),
    );
    await vi.waitFor(() => expect(calls).toContain('POST /api/districts/copy-defaults'));
  });

  it('saves the card and keeps the members as stored', async () => {
    const puts: DistrictContent[] = [];
    api.mockImplementation(async (contract, request) => {
      const key = `${contract.method} ${contract.path}`;
      if (key === 'GET /api/districts/:id') return district();
      if (key === 'GET /api/districts/choices') return choices;
      if (key === 'GET /api/districts/overview') return overview(true);
      if (key === 'PUT /api/districts/:id') {
        puts.push(request?.body as DistrictContent);
        return district({ name: 'Центр' });
      }
      throw new Error(`unexpected ${key}`);
    });
    const user = userEvent.setup();
    renderFeature(<DistrictPage />, {
      path: '/settings/districts/:id',
      url: `/settings/districts/${ID}`,
      principal: { type: 'user', permissions: edit },
    });
    const form = await screen.findByRole('form', { name: 'Карточка округа' });
    const name = within(form).getByRole('textbox', { name: /Название/ });
    await user.clear(name);
    await user.type(name, 'Центр');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      name: 'Центр',
      shortName: 'ЦФО',
      abroad: false,
      position: 1,
      areas: [{ kind: 'federal_district', name: 'Центральный' }],
      warehouses: ['Коледино'],
    });
  });
});
