import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { queryInt } from './query-int';

const schema = queryInt('Нужно целое число от 1 до 100', 1, 100);

describe('queryInt', () => {
  it('reads decimal digits and numbers', () => {
    expect(z.parse(schema, '42')).toBe(42);
    expect(z.parse(schema, 7)).toBe(7);
  });

  it.each(['', ' ', '0x10', '1e2', '2.5', '+3', '0', '101', 'abc', '99999999999999999'])(
    'refuses %j with the message',
    (input) => {
      const result = z.safeParse(schema, input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain('Нужно целое число от 1 до 100');
    },
  );

  it('refuses a fractional number', () => {
    expect(z.safeParse(schema, 2.5).success).toBe(false);
  });
});
