import { describe, expect, it } from 'vitest';
import { FEDERAL_DISTRICTS, REGIONS } from './regions.ts';
import { PARENTS, SIZE_GRIDS, SUBJECTS } from './subjects.ts';
import { HIDDEN_WAREHOUSE, WAREHOUSES, WAREHOUSE_BY_ID, districtLong } from './warehouses.ts';

describe('reference data', () => {
  it('lists about a hundred WB warehouses with unique ids, Коледино first', () => {
    expect(WAREHOUSES.length).toBeGreaterThanOrEqual(100);
    expect(WAREHOUSE_BY_ID.size).toBe(WAREHOUSES.length);
    expect(new Set(WAREHOUSES.map((w) => w.name)).size).toBe(WAREHOUSES.length);
    expect(WAREHOUSES[0]!.name).toBe('Коледино');
    expect(WAREHOUSE_BY_ID.get(117986)?.name).toBe('Казань');
    expect(WAREHOUSE_BY_ID.has(HIDDEN_WAREHOUSE.id)).toBe(false);
  });

  it('places every RF warehouse and region in one of the eight federal districts', () => {
    for (const w of WAREHOUSES) {
      if (w.country === 'Россия') expect(FEDERAL_DISTRICTS).toContain(w.district);
      else expect(w.district).toBe('');
    }
    for (const r of REGIONS) {
      if (r.country === 'Россия') expect(FEDERAL_DISTRICTS).toContain(r.district);
    }
    expect(districtLong('Уральский')).toBe('Уральский федеральный округ');
    expect(districtLong('')).toBe('');
  });

  it('ties every subject to a parent category and a size grid', () => {
    const parents = new Set(PARENTS.map((p) => p.id));
    expect(new Set(SUBJECTS.map((s) => s.id)).size).toBe(SUBJECTS.length);
    for (const s of SUBJECTS) {
      expect(parents.has(s.parent.id)).toBe(true);
      expect(SIZE_GRIDS[s.grid].length).toBeGreaterThan(0);
      expect(s.price[0]).toBeLessThan(s.price[1]);
    }
  });
});
