/**
 * /products' own-warehouse columns and the product page's own stock (docs/domain.md#own-warehouse):
 * the ledger's units on hand and available per card, sortable, filterable and in the totals;
 * a product without own stock shows 0; another company's stock never shows.
 */
import type { ProductStocks } from '@wb/shared/products/product.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { productsWorld } from '../../../test/fixtures/products';
import { postNew } from '../../../test/fixtures/warehouse';

const w = productsWorld();
const day = '2026-11-10';

/** A warehouse of the caller's company with a posted receipt of `lines`. */
async function stock(
  client: TestClient,
  name: string,
  lines: { accountId: string; nmId: number; chrtId: string; quantity: number; unitCost: string }[],
) {
  const created = await client.post('/api/warehouse/warehouses', { name, type: 'own' });
  expect(created.statusCode, created.body).toBe(201);
  const warehouseId = created.json<{ id: string }>().id;
  const { res } = await postNew(client, { kind: 'receipt', date: day, warehouseId, lines });
  expect(res.statusCode, res.body).toBe(200);
  return warehouseId;
}

beforeAll(async () => {
  const main = await stock(w.owner, 'Основной', [
    { accountId: w.acc1, nmId: 111, chrtId: '1001', quantity: 5, unitCost: '100.00' },
    { accountId: w.acc1, nmId: 111, chrtId: '1002', quantity: 3, unitCost: '50.50' },
  ]);
  await stock(w.owner, 'Подольск', [
    { accountId: w.acc1, nmId: 111, chrtId: '1001', quantity: 2, unitCost: '110.00' },
  ]);
  // Units held by a shipment being packed (transportations set it): on hand, not available.
  await w.q(`UPDATE stock_balances SET reserved = 2 WHERE warehouse_id = $1 AND chrt_id = 1001`, [
    main,
  ]);
  // Company B's card with stock of its own: never in A's figures.
  const B = (await w.q(`SELECT company_id FROM wb_accounts WHERE id = $1`, [w.accB])).rows[0]
    .company_id as string;
  await w.q(
    `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, wb_size, raw)
     VALUES ($1, $2, 555, 5551, 'S', 'S', '{}')`,
    [B, w.accB],
  );
  await stock(w.ownerB, 'Склад Б', [
    { accountId: w.accB, nmId: 555, chrtId: '5551', quantity: 40, unitCost: '10.00' },
  ]);
});

describe('/api/products own stock', () => {
  it('gives each card its own stock on hand and available, 0 without any', async () => {
    const res = await w.page({});
    const of = (nmId: number) => res.items.find((r) => r.nmId === nmId)!;
    expect(of(111)).toMatchObject({ ownStock: 10, ownAvailable: 8 });
    expect(of(222)).toMatchObject({ ownStock: 0, ownAvailable: 0 });
    expect(of(444)).toMatchObject({ ownStock: 0, ownAvailable: 0 });
    expect(res.totals).toEqual({ wbStock: '12', ownStock: '10', ownAvailable: '8' });
  });

  it('filters and sorts by own stock', async () => {
    const nmIds = async (list: Parameters<typeof w.page>[0]) =>
      (await w.page(list)).items.map((r) => r.nmId);
    expect(
      await nmIds({ filter: { op: 'and', items: [{ field: 'ownStock', op: 'gte', value: 1 }] } }),
    ).toEqual([111]);
    expect(
      await nmIds({
        filter: { op: 'and', items: [{ field: 'ownAvailable', op: 'eq', value: 8 }] },
      }),
    ).toEqual([111]);
    expect(
      (
        await nmIds({
          sort: [
            { field: 'ownStock', dir: 'desc' },
            { field: 'nmId', dir: 'asc' },
          ],
        })
      )[0],
    ).toBe(111);
  });

  it("shows only the caller's company's stock", async () => {
    const b = await w.page({}, w.ownerB);
    expect(b.items.map((r) => [r.nmId, r.ownStock])).toEqual([[555, 40]]);
    expect(b.totals.ownStock).toBe('40');
  });

  it('lists the product page’s own stock per warehouse × size at FIFO cost', async () => {
    const res = await w.owner.get('/api/products/111/stocks');
    expect(res.statusCode, res.body).toBe(200);
    const { own } = res.json<ProductStocks>();
    expect(
      own.map((r) => [
        r.warehouseName,
        r.warehouseType,
        r.techSize,
        r.onHand,
        r.reserved,
        r.available,
        r.value,
      ]),
    ).toEqual([
      ['Основной', 'own', 'S', 5, 2, 3, '500.00'],
      ['Основной', 'own', 'M', 3, 0, 3, '151.50'],
      ['Подольск', 'own', 'S', 2, 0, 2, '220.00'],
    ]);
    const other = await w.ownerB.get('/api/products/111/stocks');
    expect(other.statusCode).toBe(404);
  });
});
