import { describe, expect, it } from 'vitest';
import { isDateInRange, isIsoDate, mskDate, mskDayStart, mskWallClock } from './msk';
import { matchPreset, PERIOD_PRESETS, resolvePeriod } from './periods';

// 2026-11-22 is a Sunday. 21:30 UTC on the 22nd is already the 23rd (Monday) in Moscow.
const SUNDAY_NOON_MSK = new Date('2026-11-22T09:00:00Z');
const MONDAY_MSK_LATE_UTC = new Date('2026-11-22T21:30:00Z');

describe('Moscow business dates', () => {
  it('uses Moscow time, not the runtime zone', () => {
    expect(mskDate(SUNDAY_NOON_MSK)).toBe('2026-11-22');
    expect(mskDate(MONDAY_MSK_LATE_UTC)).toBe('2026-11-23');
  });

  it('starts a Moscow day at 21:00 UTC the day before, and reads instants on Moscow clocks', () => {
    expect(mskDayStart('2026-11-23').toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(mskDate(mskDayStart('2026-11-23'))).toBe('2026-11-23');
    expect(mskWallClock(MONDAY_MSK_LATE_UTC).toISOString()).toBe('2026-11-23T00:30:00.000Z');
  });

  it('validates calendar dates and the 1900..2099 range', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isDateInRange('1900-01-01')).toBe(true);
    expect(isDateInRange('2099-12-31')).toBe(true);
    expect(isDateInRange('1899-12-31')).toBe(false);
    expect(isDateInRange('2100-01-01')).toBe(false);
  });
});

describe('period presets', () => {
  it('resolves days, including today', () => {
    expect(resolvePeriod('today', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
    expect(resolvePeriod('yesterday', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-11-21',
      to: '2026-11-21',
    });
    expect(resolvePeriod('last7Days', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(resolvePeriod('last30Days', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
    });
  });

  it('runs weeks Monday to Sunday in Moscow time', () => {
    expect(resolvePeriod('thisWeek', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(resolvePeriod('lastWeek', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
    // Late Sunday UTC is Monday in Moscow: a new week has begun.
    expect(resolvePeriod('thisWeek', MONDAY_MSK_LATE_UTC)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });

  it('resolves months, quarters and years across boundaries', () => {
    expect(resolvePeriod('thisMonth', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(resolvePeriod('lastMonth', new Date('2026-03-10T09:00:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(resolvePeriod('lastMonth', new Date('2026-01-10T09:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(resolvePeriod('thisQuarter', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(resolvePeriod('thisYear', SUNDAY_NOON_MSK)).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('recognises a period that equals a preset', () => {
    for (const preset of PERIOD_PRESETS) {
      const period = resolvePeriod(preset, SUNDAY_NOON_MSK);
      const match = matchPreset(period, SUNDAY_NOON_MSK);
      expect(match && resolvePeriod(match, SUNDAY_NOON_MSK)).toEqual(period);
    }
    expect(matchPreset({ from: '2026-11-03', to: '2026-11-05' }, SUNDAY_NOON_MSK)).toBeNull();
  });
});
