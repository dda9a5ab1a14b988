import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseWbJson } from '../json/parse';
import {
  financeMoney,
  int64Id,
  list,
  normalizeWbDateTime,
  numberMoney,
  opt,
  tariffDecimal,
  wbDate,
  wbDateTime,
} from './fields';

describe('field schemas', () => {
  it('keeps unknown fields and turns big IDs into strings', () => {
    const row = z.looseObject({ reportId: int64Id, rrdId: int64Id, name: opt(z.string()) });
    const raw = parseWbJson('{"reportId": 90071992547409931, "rrdId": 15, "newField": {"x": 1}}');
    expect(z.parse(row, raw)).toEqual({
      reportId: '90071992547409931',
      rrdId: '15',
      newField: { x: 1 },
    });
    expect(z.safeParse(int64Id, 1.5).success).toBe(false);
    expect(z.safeParse(int64Id, '12a').success).toBe(false);
  });

  it('normalises money of the three WB formats', () => {
    expect(z.parse(financeMoney, '376.99')).toBe('376.99');
    expect(z.parse(financeMoney, 25)).toBe('25');
    expect(z.safeParse(financeMoney, '37,6').success).toBe(false);
    expect(z.parse(numberMoney, 1234.5600000000002)).toBe('1234.56');
    expect(z.parse(tariffDecimal, '1 039')).toBe('1039');
    expect(z.parse(tariffDecimal, '-')).toBeNull();
    expect(z.safeParse(tariffDecimal, 'abc').success).toBe(false);
  });

  it('gives missing optional tariff, date and list fields a value', () => {
    const row = z.looseObject({ a: tariffDecimal, d: wbDateTime, items: list(z.number()) });
    expect(z.parse(row, { items: null })).toEqual({ a: null, d: null, items: [] });
    expect(z.parse(row, {})).toEqual({ a: null, d: null, items: [] });
  });

  it('normalises WB date-times to ISO with a zone, keeping every digit', () => {
    expect(normalizeWbDateTime('2024-01-01T12:00:00')).toBe('2024-01-01T12:00:00+03:00');
    expect(normalizeWbDateTime('2024-01-01T12:00:00.12345')).toBe(
      '2024-01-01T12:00:00.12345+03:00',
    );
    expect(normalizeWbDateTime('2023-12-06T11:17:00.96577Z')).toBe('2023-12-06T11:17:00.96577Z');
    expect(normalizeWbDateTime('2024-08-16T11:19:05+03:00')).toBe('2024-08-16T11:19:05+03:00');
    expect(normalizeWbDateTime('2024-01-01 12:00')).toBe('2024-01-01T12:00+03:00');
    expect(normalizeWbDateTime('2026-03-16')).toBe('2026-03-16');
    expect(normalizeWbDateTime('0001-01-01T00:00:00')).toBeNull();
    expect(normalizeWbDateTime('')).toBeNull();
    expect(() => normalizeWbDateTime('yesterday')).toThrow();
    expect(z.safeParse(wbDateTime, 'yesterday').success).toBe(false);
    expect(z.parse(wbDate, '2026-03-14T00:00:00Z')).toBe('2026-03-14');
  });
});
