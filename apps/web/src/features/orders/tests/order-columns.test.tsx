import type { OrderRow } from '@wb/shared/orders/orders.contract';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { orderColumns } from '../components/order-columns';

const row = (size: string | null) => ({ size }) as OrderRow;

describe('orderColumns: size', () => {
  const sizeCell = (language: string) =>
    orderColumns(i18n.getFixedT(language, 'orders')).find((c) => c.key === 'size')!.render!;

  it('shows the one-size label the list sends in the interface language', () => {
    expect(sizeCell('ru')(row('Без размера'))).toBe('Без размера');
    expect(sizeCell('en')(row('Без размера'))).toBe('One size');
    expect(sizeCell('en')(row('0'))).toBe('One size');
  });

  it('keeps real sizes and leaves an unknown one empty', () => {
    expect(sizeCell('en')(row('M'))).toBe('M');
    expect(sizeCell('ru')(row(null))).toBeNull();
  });
});
