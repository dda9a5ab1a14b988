import { describe, expect, it } from 'vitest';
import { costVersionInputSchema } from './cost';

const parse = (patch: Record<string, unknown>) =>
  costVersionInputSchema.safeParse({ unitCost: '100', validFrom: '2026-03-01', ...patch });

describe('costVersionInputSchema', () => {
  it('reads a cost as typed: spaces dropped, a decimal comma made a point; RUB by default', () => {
    expect(parse({ unitCost: '1 234,5' })).toMatchObject({
      success: true,
      data: { unitCost: '1234.5', currency: 'RUB' },
    });
    expect(parse({ unitCost: ' 40.10 ' }).data?.unitCost).toBe('40.10');
  });

  it('refuses negative amounts, three decimals, a lower-case currency and a bad date', () => {
    expect(parse({ unitCost: '-1' }).success).toBe(false);
    expect(parse({ unitCost: '1,005' }).success).toBe(false);
    expect(parse({ currency: 'usd' }).success).toBe(false);
    expect(parse({ validFrom: '2026-02-30' }).success).toBe(false);
  });
});
