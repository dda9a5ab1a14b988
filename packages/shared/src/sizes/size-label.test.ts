import { describe, expect, it } from 'vitest';
import { isOneSize, ONE_SIZE_LABEL, sizeLabel } from './size-label';

describe('sizeLabel', () => {
  it('shows WB’s "0" and an empty techSize as one size', () => {
    expect(sizeLabel('0')).toBe('Без размера');
    expect(sizeLabel('')).toBe('Без размера');
    expect(sizeLabel(' 0 ')).toBe('Без размера');
    expect(sizeLabel('0', 'One size')).toBe('One size');
  });

  it('translates the label a list sends in place of the size', () => {
    expect(sizeLabel(ONE_SIZE_LABEL, 'One size')).toBe('One size');
  });

  it('keeps real sizes, zero-like ones included', () => {
    expect(sizeLabel('M', 'One size')).toBe('M');
    expect(sizeLabel('42-44')).toBe('42-44');
    expect(sizeLabel('00')).toBe('00');
    expect(sizeLabel('0-3 мес')).toBe('0-3 мес');
    expect(sizeLabel('10')).toBe('10');
  });

  it('leaves an unknown size to the caller', () => {
    expect(sizeLabel(null)).toBeNull();
    expect(sizeLabel(undefined, 'One size')).toBeNull();
    expect(isOneSize(null)).toBe(false);
  });
});
