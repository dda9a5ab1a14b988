import { describe, expect, it } from 'vitest';
import { operationInputSchema } from '../warehouse/warehouse.contract';
import { repeatedRows } from './repeated-rows';

describe('repeatedRows', () => {
  it('flags every repeat of an earlier key, at the row, with its number', () => {
    const rows = [{ k: 'a' }, { k: 'b' }, { k: 'a' }, { k: 'a' }];
    expect(
      repeatedRows(
        rows,
        'lines',
        (r) => r.k,
        (r) => `${r.k} уже есть`,
      ),
    ).toEqual([
      { path: ['lines', 2, 'chrtId'], message: 'Строка 3: a уже есть' },
      { path: ['lines', 3, 'chrtId'], message: 'Строка 4: a уже есть' },
    ]);
    expect(
      repeatedRows(
        [{ k: 'a' }],
        'lines',
        (r) => r.k,
        () => '',
      ),
    ).toEqual([]);
  });

  it('refuses an operation naming one size twice', () => {
    const line = {
      accountId: '6f1c1b3e-2d4a-4f5b-9c6d-7e8f9a0b1c2d',
      nmId: 1,
      chrtId: '10',
      quantity: 1,
    };
    const result = operationInputSchema.safeParse({
      kind: 'writeOff',
      date: '2026-11-28',
      warehouseId: '6f1c1b3e-2d4a-4f5b-9c6d-7e8f9a0b1c2e',
      reason: 'Брак',
      lines: [line, { ...line, quantity: 2 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toContainEqual([
      ['lines', 1, 'chrtId'],
      'Строка 2: этот размер уже есть в операции',
    ]);
  });
});
