import { describe, expect, it } from 'vitest';
import { sharedDeclarations } from '../../../test/shared-contracts';
import { optionLabelsOf } from './labels';

describe('optionLabelsOf', () => {
  it('labels every value of every enum column of every list in Russian and English', async () => {
    const { lists } = await sharedDeclarations();
    const missing: string[] = [];
    for (const list of lists) {
      for (const language of ['ru', 'en']) {
        const labels = await optionLabelsOf(list.columns, { tag: list.tag, language });
        for (const column of list.columns.filter((c) => c.type === 'enum')) {
          for (const value of column.options ?? []) {
            if (!labels.get(column.key)?.has(value)) {
              missing.push(`${language} ${list.key}.${column.key}=${value}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads the user’s language, English and then Russian where a pack lacks a label', async () => {
    const { ordersList } = await import('@wb/shared/orders/orders.contract');
    const of = async (language: string) =>
      (await optionLabelsOf(ordersList.columns, { tag: 'orders', language })).get('status');
    expect((await of('ru'))?.get('boughtOut')).toBe('Выкуплен');
    expect((await of('en'))?.get('boughtOut')).toBe('Bought out');
    // An unknown language reads Russian, the product's first language.
    expect((await of('xx'))?.get('boughtOut')).toBe('Выкуплен');
  });
});
