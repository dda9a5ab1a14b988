/** The labels PDF through the API: it opens, one page per box and pallet, and each barcode decodes back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transportation } from '@wb/shared/transportations/transportations.contract';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { readPdfPages } from '../../../test/fixtures/pdf-barcodes';
import { warehouseWorld, type Size, type WarehouseWorld } from '../../../test/fixtures/warehouse';

let ctx: TestContext;
let w: WarehouseWorld;

beforeAll(async () => {
  ctx = await buildTestApp();
  w = await warehouseWorld(ctx, 2, 1);
});

afterAll(async () => {
  await ctx.close();
});

describe('transportation labels', () => {
  it('prints a Code 128 label per box and per pallet that a scanner reads back', async () => {
    const [s0, s1] = w.sizes as [Size, Size];
    const created = await w.owner.post('/api/transportations', {
      accountId: s0.accountId,
      warehouseId: w.a,
      wbWarehouse: 'Электросталь',
      plannedDate: '2026-11-21',
      items: [
        { nmId: s0.nmId, chrtId: s0.chrtId, boxNo: 1, quantity: 4 },
        { nmId: s1.nmId, chrtId: s1.chrtId, boxNo: 1, quantity: 1 },
        { nmId: s1.nmId, chrtId: s1.chrtId, boxNo: 2, quantity: 6 },
      ],
      pallets: [
        { boxNo: 1, palletNo: 1 },
        { boxNo: 2, palletNo: 1 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const t = created.json<Transportation>();
    const res = await w.owner.get(`/api/transportations/${t.id}/labels`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await readPdfPages(res.rawPayload);
    expect(pages.map((p) => p.barcode)).toEqual([
      `TR${t.year}-${t.number}-1`,
      `TR${t.year}-${t.number}-2`,
      `PAL${t.year}-${t.number}-1`,
    ]);
    expect(pages[0]!.text).toContain('Короб 1 из 2');
    expect(pages[0]!.text).toContain('Электросталь');
    expect(pages[0]!.text).toContain(s0.barcode);
    expect(pages[1]!.text).toContain('6 шт.');
    expect(pages[2]!.text).toContain('Паллета 1 из 1');
    // Printing needs only the view permission (the analyst's).
    expect((await w.analyst.get(`/api/transportations/${t.id}/labels`)).statusCode).toBe(200);
  });
});
