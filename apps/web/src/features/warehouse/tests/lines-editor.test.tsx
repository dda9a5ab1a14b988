import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockItem } from '@wb/shared/warehouse/warehouse.contract';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { addLine, LinesEditor, type DraftLine } from '../components/lines-editor';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: { path: string }, request?: { params?: { barcode?: string } }) => Promise<unknown>
>;

const ITEM: StockItem = {
  accountId: '11111111-1111-4111-8111-111111111111',
  nmId: 111,
  chrtId: '1001',
  title: 'Платье летнее',
  vendorCode: 'ART-111',
  size: 'M',
  barcode: '2000000000011',
  photo: null,
};

function Editor() {
  const [lines, setLines] = useState<DraftLine[]>([]);
  return <LinesEditor lines={lines} onChange={setLines} withCost />;
}

beforeAll(async () => {
  await initTestI18n();
});

describe('lines editor', () => {
  it('adds a scanned barcode as a line and a repeated scan as one more unit', async () => {
    api.mockImplementation(async (contract, request) => {
      if (contract.path === '/api/warehouse/barcodes/:barcode') {
        if (request?.params?.barcode === ITEM.barcode) return ITEM;
        throw new ApiError(
          404,
          'BARCODE_NOT_FOUND',
          `Товар с баркодом ${request?.params?.barcode} не найден`,
        );
      }
      return [];
    });
    renderFeature(<Editor />);
    const scanner = await screen.findByLabelText('Сканер штрихкода');
    await userEvent.type(scanner, `${ITEM.barcode}{Enter}`);
    const table = await screen.findByRole('table', { name: 'Строки операции' });
    expect(within(table).getByText('Платье летнее')).toBeInTheDocument();
    expect(within(table).getByLabelText('Количество')).toHaveValue(1);
    await userEvent.type(scanner, `${ITEM.barcode}{Enter}`);
    expect(within(table).getByLabelText('Количество')).toHaveValue(2);
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await userEvent.type(scanner, '999{Enter}');
    expect(await screen.findByText('Товар с баркодом 999 не найден')).toBeInTheDocument();
    expect(within(table).getByLabelText('Количество')).toHaveValue(2);
  });

  it('merges a size added twice into one line', () => {
    const once = addLine([], ITEM, 3, '100');
    expect(addLine(once, ITEM, 2)).toEqual([{ item: ITEM, quantity: 5, unitCost: '100' }]);
  });
});
