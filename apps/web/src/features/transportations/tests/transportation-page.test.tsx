import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Transportation,
  TransportationInput,
  TransportationStatus,
} from '@wb/shared/transportations/transportations.contract';
import type { StockItem } from '@wb/shared/warehouse/warehouse.contract';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import TransportationPage from '../pages/transportation-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
type Request = { body?: unknown; query?: { q?: string } };
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string; method: string }, request?: Request) => Promise<unknown>
>;

const ID = '44444444-4444-4444-8444-444444444444';
const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const size = (n: number): StockItem => ({
  accountId: ACCOUNT,
  nmId: 100 + n,
  chrtId: String(1000 + n),
  title: `Платье ${n}`,
  vendorCode: `PL-${n}`,
  size: n === 1 ? 'S' : 'M',
  barcode: `200000000001${n}`,
  photo: null,
});

function transportation(status: TransportationStatus, extra: Partial<Transportation> = {}) {
  const t: Transportation = {
    id: ID,
    number: 12,
    year: 2026,
    status,
    accountId: ACCOUNT,
    account: 'Кабинет',
    warehouseId: '33333333-3333-4333-8333-333333333333',
    warehouse: 'Основной',
    wbWarehouse: 'Коледино',
    plannedDate: '2026-11-20',
    carrier: null,
    cost: null,
    volume: '12.000',
    weight: null,
    comment: null,
    author: 'Иван',
    logisticsGroup: null,
    groupCostShare: null,
    groupCostReason: null,
    operationId: null,
    operationNumber: null,
    units: 3,
    items: [
      {
        id: 'i1',
        lineNo: 1,
        nmId: 101,
        chrtId: '1001',
        title: 'Платье 1',
        vendorCode: 'PL-1',
        size: 'S',
        barcode: '2000000000011',
        boxNo: 1,
        quantity: 3,
      },
    ],
    boxes: [{ boxNo: 1, barcode: 'TR2026-12-1', fromWb: false, palletNo: null, units: 3 }],
    pallets: 0,
    events: [{ status: 'planned', at: '2026-11-19T09:00:00.000Z', user: 'Иван', note: null }],
    supply: { supplyId: null, preorderId: null, draftId: null, synced: null },
    acceptance: [],
    shortage: 0,
    createdAt: '2026-11-19T09:00:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    acceptedAt: null,
    cancelledAt: null,
    ...extra,
  };
  return t;
}

/** A server holding one transportation: PUT replaces its items, /status refuses a short stock. */
function fakeServer(initial: Transportation, refuseShip = false) {
  let state = initial;
  const puts: TransportationInput[] = [];
  api.mockImplementation(async (contract, request) => {
    const key = `${contract.method} ${contract.path}`;
    if (key === 'GET /api/transportations/:id') return state;
    if (key === 'GET /api/warehouse/items') return [size(1), size(2)];
    if (key === 'PUT /api/transportations/:id') {
      const body = request?.body as TransportationInput;
      puts.push(body);
      state = {
        ...state,
        items: body.items.map((i, n) => ({
          ...state.items[0]!,
          id: `s${n}`,
          ...i,
          title: `Платье ${i.nmId - 100}`,
        })),
      };
      return state;
    }
    if (key === 'POST /api/transportations/:id/status') {
      if (refuseShip)
        throw new ApiError(409, 'STOCK_NEGATIVE', 'Не хватает остатка: арт. 101 (S) — есть 1');
      const { status } = request?.body as { status: TransportationStatus };
      state = { ...state, status };
      return state;
    }
    throw new Error(`unexpected ${key}`);
  });
  return { puts, get: () => state };
}

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  api.mockReset();
});

const EDITOR = {
  type: 'user' as const,
  permissions: ['transportation:view', 'transportation:create', 'transportation:edit'],
};
const VIEWER = { type: 'user' as const, permissions: ['transportation:view'] };
const open = (principal = EDITOR) =>
  renderFeature(<TransportationPage />, {
    path: '/transportations/:transportationId',
    url: `/transportations/${ID}`,
    principal,
  });
const heading = () => screen.findByRole('heading', { name: 'Перевозка № 12/2026' });

describe('transportation page', () => {
  it('offers the moves the state machine allows from packing, asks before shipping and shows a refusal', async () => {
    fakeServer(transportation('packing'), true);
    open();
    await heading();
    for (const name of ['Вернуть в план', 'Отгрузить', 'Отменить'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Начать сборку' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Этикетки \(PDF\)/ })).toHaveAttribute(
      'href',
      `/api/transportations/${ID}/labels`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Отгрузить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Отгрузить перевозку № 12/2026?')).toBeInTheDocument();
    expect(api.mock.calls.some(([c]) => c.path.endsWith('/status'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отгрузить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не хватает остатка: арт. 101');
  });

  it('offers no cancel once delivered, and nothing to a viewer', async () => {
    fakeServer(transportation('delivered'));
    const { unmount } = open();
    await heading();
    expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отгрузить' })).not.toBeInTheDocument();
    unmount();

    fakeServer(transportation('planned'));
    open(VIEWER);
    await heading();
    expect(screen.queryByRole('button', { name: 'Начать сборку' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить товары' })).not.toBeInTheDocument();
    expect(screen.getByText('Короб 1')).toBeInTheDocument();
  });

  it('packs sizes into boxes: a pick into the current box, again one more, a new box, then saves', async () => {
    const server = fakeServer(transportation('planned'));
    open();
    const pick = await screen.findByLabelText('Найти товар: артикул, название, баркод');
    await userEvent.type(pick, 'Платье');
    await userEvent.click(await screen.findByRole('button', { name: /Платье 2 · M/ }));
    await userEvent.type(pick, 'Платье');
    await userEvent.click(await screen.findByRole('button', { name: /Платье 2 · M/ }));
    expect(screen.getByLabelText('Количество: Платье 2, M')).toHaveValue(2);

    await userEvent.click(screen.getByRole('button', { name: 'Новый короб' }));
    expect(screen.getByLabelText('Текущий короб')).toHaveValue(2);
    await userEvent.type(pick, 'Платье');
    await userEvent.click(await screen.findByRole('button', { name: /Платье 1 · S/ }));

    const table = screen.getByRole('table', { name: 'Товары по коробам' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // The size that was in box 1 from the start goes; the one just put in box 2 stays.
    await userEvent.click(screen.getAllByRole('button', { name: 'Убрать Платье 1, S' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить товары' }));
    await vi.waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]!.items).toEqual([
      { nmId: 102, chrtId: '1002', boxNo: 1, quantity: 2 },
      { nmId: 101, chrtId: '1001', boxNo: 2, quantity: 1 },
    ]);
  });

  it('highlights the sizes WB accepted short of what was shipped', async () => {
    fakeServer(
      transportation('accepted', {
        shortage: 1,
        supply: { supplyId: '880001', preorderId: null, draftId: null, synced: null },
        acceptance: [
          {
            nmId: 101,
            chrtId: '1001',
            title: 'Платье 1',
            size: 'S',
            barcode: '1',
            shipped: 3,
            accepted: 2,
            shortage: 1,
          },
          {
            nmId: 102,
            chrtId: '1002',
            title: 'Платье 2',
            size: 'M',
            barcode: '2',
            shipped: 2,
            accepted: 2,
            shortage: 0,
          },
        ],
      }),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Приёмка WB' });
    const [, short, clean] = within(table).getAllByRole('row');
    expect(short).toHaveAttribute('data-shortage', 'true');
    expect(within(short!).getByText('недостача 1')).toBeInTheDocument();
    expect(clean).not.toHaveAttribute('data-shortage');
    expect(screen.getByText('Недостача 1 шт.')).toBeInTheDocument();
    // Accepted: nothing moves it any more.
    expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
  });
});
