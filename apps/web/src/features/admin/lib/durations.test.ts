import { describe, expect, it } from 'vitest';
import { formatAgo, formatDuration } from './durations';

describe('durations', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatAgo(7_300, 'ru')).toBe('2 часа назад');
    expect(formatAgo(3 * 86_400 + 5, 'en')).toBe('3 days ago');
    expect(formatAgo(0, 'en')).toBe('now');
  });

  it('writes durations in short units', () => {
    expect(formatDuration(850, 'en')).toBe('850 ms');
    expect(formatDuration(61_000, 'en')).toBe('1 min');
    expect(formatDuration(12_500, 'en')).toBe('12.5 sec');
  });
});
