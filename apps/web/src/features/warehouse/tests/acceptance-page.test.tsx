import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Acceptance, AcceptanceLine } from '@wb/shared/warehouse/acceptance.contract';
import { beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import AcceptancePage from '../pages/acceptance-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: { path: string; method: string },
    request?: { body?: { barcode?: string; defect?: boolean } },
  ) => Promise<unknown>
>;

const ID = '22222222-2222-4222-8222-222222222222';
const line = (n: number, barcode: string, expected: number): AcceptanceLine => ({
  id: String(n),
  lineNo: n,
  accountId: '11111111-1111-4111-8111-111111111111',
  nmId: 100 + n,
  chrtId: String(1000 + n),
  title: `Платье ${n}`,
  vendorCode: null,
  size: 'M',
  barcode,
  expected,
  counted: 0,
  defect: 0,
  unitCost: '100.00',
  difference: -expected,
});

/** A server that counts scans as the real one does: a repeated scan adds one; unknown → 400. */
function fakeServer() {
  const a: Acceptance = {
    id: ID,
    number: 7,
    year: 2026,
    status: 'counting',
    warehouseId: '33333333-3333-4333-8333-333333333333',
    warehouse: 'Основной',
    source: 'Фабрика «Текстиль»',
    expectedDate: '2026-11-20',
    comment: null,
    author: 'Иван',
    operationId: null,
    operationNumber: null,
    lines: [line(1, '2000000000011', 2), line(2, '2000000000028', 1)],
    discrepancies: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    countingAt: '2026-11-20T10:05:00.000Z',
    completedAt: null,
    cancelledAt: null,
  };
  let state = a;
  api.mockImplementation(async (contract, request) => {
    if (contract.path === '/api/warehouse/acceptances/:id/scan') {
      const { barcode = '', defect = false } = request?.body ?? {};
      if (!state.lines.some((l) => l.barcode === barcode))
        throw new ApiError(400, 'VALIDATION_FAILED', `Товар с баркодом ${barcode} не найден`);
      const lines = state.lines.map((l) => {
        if (l.barcode !== barcode) return l;
        const next = {
          ...l,
          counted: l.counted + (defect ? 0 : 1),
          defect: l.defect + (defect ? 1 : 0),
        };
        return { ...next, difference: next.counted + next.defect - next.expected };
      });
      state = { ...state, lines };
      return state;
    }
    if (contract.path === '/api/warehouse/acceptances/:id') return state;
    throw new Error(`unexpected ${contract.method} ${contract.path}`);
  });
}

beforeAll(async () => {
  await initTestI18n();
});

const PRINCIPAL = {
  type: 'user' as const,
  permissions: ['acceptance:view', 'acceptance:create', 'acceptance:edit'],
};

describe('acceptance page', () => {
  it('counts scanned units, a repeated scan adding one, defects apart, and highlights the differences', async () => {
    fakeServer();
    renderFeature(<AcceptancePage />, {
      path: '/warehouse/acceptance/:id',
      url: `/warehouse/acceptance/${ID}`,
      principal: PRINCIPAL,
    });
    const scanner = await screen.findByLabelText('Сканер штрихкода');
    const table = screen.getByRole('table', { name: 'Пересчёт' });
    const row = () => within(table).getAllByRole('row')[1]!;
    expect(within(row()).getByText('Недостача 2')).toBeInTheDocument();

    await userEvent.type(scanner, '2000000000011{Enter}');
    expect(await within(row()).findByText('Недостача 1')).toBeInTheDocument();
    expect(within(row()).getByLabelText('Принято: Платье 1')).toHaveValue(1);
    expect(screen.getByRole('status')).toHaveTextContent('Платье 1: принято 1 из 2');

    await userEvent.type(scanner, '2000000000011{Enter}');
    expect(await within(row()).findByLabelText('Принято: Платье 1')).toHaveValue(2);
    expect(row()).not.toHaveAttribute('data-discrepancy');

    // A damaged unit is counted apart: the line now holds a surplus and a defect.
    await userEvent.click(screen.getByLabelText('Брак'));
    await userEvent.type(scanner, '2000000000011{Enter}');
    expect(await within(row()).findByLabelText('Брак: Платье 1')).toHaveValue(1);
    expect(within(row()).getByLabelText('Принято: Платье 1')).toHaveValue(2);
    expect(row()).toHaveAttribute('data-discrepancy', 'true');
    expect(within(row()).getByText('Излишек 1')).toBeInTheDocument();

    await userEvent.type(scanner, '999{Enter}');
    expect(await screen.findByText('Товар с баркодом 999 не найден')).toBeInTheDocument();
    expect(scanner).toHaveValue('');
  });

  it('asks before completing', async () => {
    fakeServer();
    renderFeature(<AcceptancePage />, {
      path: '/warehouse/acceptance/:id',
      url: `/warehouse/acceptance/${ID}`,
      principal: PRINCIPAL,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить приёмку' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Завершить приёмку № 7?')).toBeInTheDocument();
    expect(api.mock.calls.some(([c]) => c.path.endsWith('/complete'))).toBe(false);
  });
});
