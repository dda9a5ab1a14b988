import { describe, expect, it } from 'vitest';
import { contractUrl } from './define';

describe('contractUrl', () => {
  it('fills and encodes path parameters', () => {
    expect(contractUrl('/api/orders/:srid', { srid: 'a b/c' })).toBe('/api/orders/a%20b%2Fc');
    expect(contractUrl('/api/health')).toBe('/api/health');
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => contractUrl('/api/products/:id', {})).toThrow(/id/);
  });
});
