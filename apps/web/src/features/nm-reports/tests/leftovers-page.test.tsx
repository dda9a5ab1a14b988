import { screen, within } from '@testing-library/react';
import { SYSTEM_ROLES } from '@wb/shared/identity/system-roles';
import { leftoversList, type LeftoverRow } from '@wb/shared/nm-reports/leftovers.contract';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import LeftoversPage from '../pages/leftovers-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { query?: Record<string, unknown> }) => Promise<unknown>
>;
afterEach(() => api.mockReset());
vi.setConfig({ testTimeout: 30_000 });

const WAIT = { timeout: 10_000 };
const nbsp = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');
const row = (over: Partial<LeftoverRow>): LeftoverRow => ({
  id: 'a:1001:507',
  nmId: 101,
  chrtId: '1001',
  warehouseId: 507,
  hiddenWarehouse: false,
  photo: null,
  title: 'Пальто',
  vendorCode: 'ART-101',
  size: 'M',
  warehouse: 'Коледино',
  available: 10,
  unitCost: '120.00',
  valueAtCost: '1200.00',
  costMissing: null,
  price: '2500.00',
  valueAtPrice: '25000.00',
  priceMissing: null,
  salesPerDay: '0.50',
  daysOfCover: '28.0',
  stockOutDate: '2026-04-17',
  coverMissing: null,
  slowMover: 'no',
  lastSaleDate: '2026-03-15',
  storagePerDay: '2.00',
  storageDate: '2026-03-18',
  storageMissing: null,
  brand: null,
  subject: null,
  account: 'Основной',
  ...over,
});
const ROWS = [
  row({}),
  row({
    id: 'a:2001:-999999',
    nmId: 102,
    title: 'Шарф',
    chrtId: '2001',
    warehouseId: -999999,
    hiddenWarehouse: true,
    warehouse: 'Склад WB',
    available: 50,
    unitCost: null,
    valueAtCost: null,
    costMissing: 'noCost',
    daysOfCover: '200.0',
    slowMover: 'yes',
  }),
];

function renderPage(items: LeftoverRow[] = ROWS) {
  api.mockImplementation(async (contract) => {
    if (contract === leftoversList.page) {
      return {
        items,
        total: items.length,
        page: 1,
        pageSize: 50,
        totals: { available: '60', valueAtCost: '1200.00', valueAtPrice: '25000.00' },
        next: null,
      };
    }
    if ((contract as { path?: string }).path === '/api/saved-views') return [];
    throw new Error(`unexpected contract ${(contract as { path?: string }).path}`);
  });
  renderFeature(<LeftoversPage />, {
    path: '/reports/products/leftovers-nm-report',
    principal: { type: 'user', permissions: SYSTEM_ROLES.owner.permissions },
  });
}

describe('LeftoversPage', () => {
  it('shows values, cover, slow movers and a missing cost with its reason', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Остатки по артикулам' }, WAIT);
    await within(table).findAllByText('Пальто', {}, WAIT);
    const rows = within(table).getAllByRole('row');
    const coat = rows.find((r) => r.textContent?.includes('Пальто'))!;
    expect(nbsp(coat.textContent)).toContain('1 200,00 ₽');
    expect(nbsp(coat.textContent)).toContain('25 000,00 ₽');
    expect(coat.textContent).toContain('17.04.2026');
    const scarf = rows.find((r) => r.textContent?.includes('Шарф'))!;
    expect(
      within(scarf).getByLabelText('Нет себестоимости на сегодня — задайте её в карточке товара'),
    ).toHaveTextContent('—');
    expect(within(scarf).getByText('Неликвид')).toBeInTheDocument();
  });

  it('says that WB hides its warehouses and marks «Склад WB» rows', async () => {
    renderPage();
    expect(await screen.findByText(/WB скрывает свои склады/, {}, WAIT)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Остатки по артикулам' }, WAIT);
    expect(await within(table).findByText('Склад WB *', {}, WAIT)).toBeInTheDocument();
  });

  it('says when there is no stock yet', async () => {
    renderPage([]);
    expect(await screen.findByText(/Остатков на складах WB нет/, {}, WAIT)).toBeInTheDocument();
  });
});
