import { describe, expect, it } from 'vitest';
import {
  accountMissingDatasets,
  accountStatus,
  daysLeft,
  tokenStatus,
  type TokenFacts,
} from './token-status';

const now = new Date('2026-11-22T09:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);
const ALL = [
  'content',
  'prices',
  'statistics',
  'analytics',
  'marketplace',
  'finance',
  'supplies',
  'promotion',
] as const;
const token = (over: Partial<TokenFacts> = {}): TokenFacts => ({
  id: 't1',
  categories: [...ALL],
  expiresAt: inDays(100),
  rejected: false,
  ...over,
});

describe('token status', () => {
  it('counts days left rounding up, 0 on the last day', () => {
    expect(daysLeft(inDays(14), now)).toBe(14);
    expect(daysLeft(new Date(now.getTime() + 3_600_000), now)).toBe(1);
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(inDays(-2), now)).toBe(-2);
  });

  it('orders invalid, expired, expiring, insufficient, valid', () => {
    expect(tokenStatus(token({ rejected: true, expiresAt: inDays(-1) }), [], now)).toBe('invalid');
    expect(tokenStatus(token({ expiresAt: inDays(-1) }), [], now)).toBe('expired');
    expect(tokenStatus(token({ expiresAt: now }), [], now)).toBe('expired');
    expect(tokenStatus(token({ expiresAt: inDays(14) }), [], now)).toBe('expiring');
    expect(tokenStatus(token({ expiresAt: inDays(15) }), [], now)).toBe('valid');
    expect(tokenStatus(token({ categories: ['content'] }), [], now)).toBe('insufficient');
  });

  it('is not insufficient when another usable token of the account covers the gap', () => {
    const content = token({ id: 'a', categories: ['content'] });
    const rest = token({ id: 'b', categories: ALL.filter((c) => c !== 'content') });
    expect(tokenStatus(content, [content, rest], now)).toBe('valid');
    expect(tokenStatus(rest, [content, rest], now)).toBe('valid');
    const expiredRest = { ...rest, expiresAt: inDays(-1) };
    expect(tokenStatus(content, [content, expiredRest], now)).toBe('insufficient');
  });

  it('derives the account status and the datasets it cannot sync', () => {
    expect(accountStatus([], now)).toBe('noToken');
    expect(accountStatus([token({ rejected: true })], now)).toBe('broken');
    expect(accountStatus([token()], now)).toBe('connected');
    const noFinance = token({ categories: ALL.filter((c) => c !== 'finance') });
    expect(accountStatus([noFinance], now)).toBe('limited');
    expect(accountMissingDatasets([noFinance], now)).toEqual(['realization']);
    expect(accountMissingDatasets([], now)).toContain('cards');
    expect(accountMissingDatasets([], now)).not.toContain('tariffs');
  });
});
