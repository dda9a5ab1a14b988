import { describe, expect, it } from 'vitest';
import { GRID_LOCALE_RU, MULTI_FILTER_LABEL } from './grid-locale';

describe('grid locale', () => {
  it("labels the filter button 'Мульти-фильтры' and speaks Russian", () => {
    expect(MULTI_FILTER_LABEL).toBe('Мульти-фильтры');
    expect(GRID_LOCALE_RU.toolbarFilters).toBe('Мульти-фильтры');
    expect(GRID_LOCALE_RU.paginationRowsPerPage).toBe('Строк на странице:');
  });

  it('completes the pagination label that MUI leaves in English', () => {
    const label = GRID_LOCALE_RU.paginationDisplayedRows!;
    expect(label({ from: 1, to: 100, count: 12345, estimated: undefined })).toBe(
      '1–100 из 12\u00a0345',
    );
    expect(label({ from: 1, to: 100, count: -1, estimated: undefined })).toBe('1–100 из более 100');
  });
});
