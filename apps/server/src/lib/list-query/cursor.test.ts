import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SortKey } from './compile';
import { decodeCursor, encodeCursor } from './run';

const keys: SortKey[] = [
  { expr: sql`created_at`, sqlType: 'timestamptz', desc: true, notNull: true },
  { expr: sql`id`, sqlType: 'uuid', desc: true, notNull: true },
];
const id = '0b1f5c8e-3a4d-4c6e-9f10-2b3c4d5e6f70';

describe('list cursors', () => {
  it('take back the instants PostgreSQL writes as text', () => {
    for (const at of [
      '2026-03-01 10:00:00+03',
      '2026-03-01 07:00:00.123456+00',
      '2026-03-01 10:00:00+05:30',
    ]) {
      expect(decodeCursor(encodeCursor([at, id]), keys)).toEqual([at, id]);
    }
  });

  it('refuse an instant on a day that does not exist or at an impossible time (the cast answered 500)', () => {
    for (const at of [
      '2099-02-30 10:00:00+00',
      '2026-13-01 10:00:00+00',
      '2026-03-01 25:61:00+00',
      '2026-03-01 10:00+00',
    ]) {
      expect(() => decodeCursor(encodeCursor([at, id]), keys), at).toThrow(/Курсор/);
    }
  });
});
