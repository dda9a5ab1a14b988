import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { useCellFormat } from '../cell-format';
import type { DataColumn } from '../types';

beforeAll(initTestI18n);

interface Row {
  nmId: number;
  srid: string;
  orders: number;
  price: string | null;
}

const column = (
  key: keyof Row,
  type: DataColumn<Row>['type'],
  display?: 'id',
): DataColumn<Row> => ({
  key,
  type,
  ...(display ? { display } : {}),
  sortable: true,
  filterable: true,
  header: key,
  label: key,
});

const columns = [
  column('nmId', 'number', 'id'),
  column('srid', 'text', 'id'),
  column('orders', 'number'),
  column('price', 'money'),
];

function Cells({ row }: { row: Row }) {
  const { cell } = useCellFormat<Row>();
  return (
    <>
      {columns.map((c) => (
        <div key={c.key} data-testid={c.key}>
          {cell(c, row)}
        </div>
      ))}
    </>
  );
}

describe('the default grid cells', () => {
  it('shows WB identifiers without thousands separators, other numbers grouped', async () => {
    renderFeature(
      <Cells row={{ nmId: 345309042, srid: '6012345678901234', orders: 345309042, price: null }} />,
    );
    expect((await screen.findByTestId('nmId')).textContent).toBe('345309042');
    expect(screen.getByTestId('srid').textContent).toBe('6012345678901234');
    expect(screen.getByTestId('orders').textContent?.replace(/\s/g, ' ')).toBe('345 309 042');
    // A missing amount stays empty, never 0.
    expect(screen.getByTestId('price').textContent).toBe('');
  });
});
