/**
 * /api/products/:nmId and its tabs of synced WB data through the app: the card, prices, stocks
 * and sales by day; which cabinet's card, scope and validation.
 */
import type {
  ProductDetail,
  ProductPrices,
  ProductSales,
  ProductStocks,
} from '@wb/shared/products/product.contract';
import { describe, expect, it } from 'vitest';
import { daysAgo, ok, productWorld, TODAY } from '../../../test/fixtures/product-page';

const w = productWorld();

describe('GET /api/products/:nmId', () => {
  it('answers the card: dimensions with the exact volume, sizes, characteristics, photos', async () => {
    const p = await ok<ProductDetail>(w.owner, '/api/products/111');
    expect(p).toMatchObject({
      nmId: 111,
      imtId: 5555,
      accountId: w.accountA,
      account: 'Основной кабинет',
      title: 'Платье летнее',
      brand: 'Ромашка',
      vendorCode: 'ART-111',
      description: 'Описание',
      subjectId: 105,
      subjectName: 'Платья',
      category: { name: 'Летняя коллекция' },
      dimensions: {
        length: '20.00',
        width: '15.00',
        height: '10.50',
        weight: '0.450',
        // 20 × 15 × 10.5 / 1000
        volumeLitres: '3.15',
        isValid: false,
      },
      wbCreatedAt: '2026-01-10T08:00:00.000Z',
      wbUpdatedAt: '2026-03-02T10:00:00.000Z',
      inTrash: false,
      wbUrl: 'https://www.wildberries.ru/catalog/111/detail.aspx',
    });
    expect(p.sizes).toEqual([
      { chrtId: '1001', techSize: 'S', wbSize: '42', barcodes: ['2000000000011'] },
      { chrtId: '1002', techSize: 'M', wbSize: '44', barcodes: ['2000000000028', '2000000000035'] },
    ]);
    expect(p.characteristics).toEqual([
      { id: 1, name: 'Цвет', value: 'красный, синий' },
      { id: 2, name: 'Плотность', value: '180' },
      { id: null, name: 'Состав', value: 'хлопок 100%' },
    ]);
    expect(p.photos).toEqual([
      { full: 'https://basket-01.wbbasket.ru/big/1.webp', thumb: 'https://b/small/1.webp' },
      { full: 'https://b/square/2.webp', thumb: 'https://b/square/2.webp' },
    ]);
  });

  it('lists every cabinet holding the nmID and switches with ?account', async () => {
    const p = await ok<ProductDetail>(w.owner, '/api/products/111');
    expect(p.accounts).toEqual([
      { id: w.accountA, name: 'Основной кабинет' },
      { id: w.trashAccount, name: 'Старый кабинет' },
    ]);
    const copy = await ok<ProductDetail>(w.owner, `/api/products/111?account=${w.trashAccount}`);
    expect(copy).toMatchObject({
      title: 'Копия в корзине',
      inTrash: true,
      accountId: w.trashAccount,
    });
  });

  it('answers 404 in Russian for another company’s nmID, account, or no nmID at all', async () => {
    for (const url of [
      '/api/products/222',
      `/api/products/111?account=${w.accountB}`,
      '/api/products/abc',
      '/api/products/0',
      '/api/products/99999999999999999999',
    ]) {
      const res = await w.owner.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Товар не найден' });
    }
    // Company B sees its own card under the same nmID, never A's.
    expect((await ok<ProductDetail>(w.ownerB, '/api/products/111')).title).toBe('Чужое платье');
    const bad = await w.owner.get('/api/products/111?account=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('has no volume without every dimension', async () => {
    const p = await ok<ProductDetail>(w.owner, '/api/products/333');
    expect(p.dimensions.volumeLitres).toBeNull();
    expect(p.subjectName).toBe('Платья');
  });
});

describe('GET /api/products/:nmId/prices', () => {
  it('answers the price per size now and the changes newest first', async () => {
    const prices = await ok<ProductPrices>(w.owner, '/api/products/111/prices');
    expect(prices.current).toEqual([
      {
        chrtId: '1001',
        techSize: 'S',
        price: '2000.00',
        discount: '25.0000',
        clubDiscount: '3.0000',
        discountedPrice: '1500.00',
        clubDiscountedPrice: '1500.00',
        currency: 'RUB',
      },
      expect.objectContaining({ chrtId: '1002', techSize: 'M', discountedPrice: '1650.00' }),
    ]);
    expect(prices.history.map((h) => [h.chrtId, h.price, h.changedAt])).toEqual([
      ['1002', '2200.00', '2026-02-06T10:00:00.000Z'],
      ['1001', '2000.00', '2026-02-05T10:00:00.000Z'],
      ['1001', '1800.00', '2026-01-05T10:00:00.000Z'],
    ]);
    expect(prices.historyTruncated).toBe(false);
  });

  it('cuts the history at the limit and says so', async () => {
    const prices = await ok<ProductPrices>(w.owner, '/api/products/111/prices?limit=2');
    expect(prices.history).toHaveLength(2);
    expect(prices.historyTruncated).toBe(true);
    const res = await w.owner.get('/api/products/111/prices?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('querystring.limit');
    // Not decimal digits: z.coerce read these as 16, 0 and 100.
    for (const limit of ['0x10', '', '1e2']) {
      const odd = await w.owner.get(`/api/products/111/prices?limit=${limit}`);
      expect(odd.statusCode, limit).toBe(400);
    }
  });
});

describe('GET /api/products/:nmId/stocks', () => {
  it('answers the stock per warehouse × size, the hidden WB warehouses as one row', async () => {
    const stocks = await ok<ProductStocks>(w.owner, '/api/products/111/stocks');
    expect(
      stocks.rows.map((r) => [r.source, r.warehouseName, r.hidden, r.techSize, r.quantity]),
    ).toEqual([
      ['wb', 'Склад WB', true, 'M', 7],
      ['wb', 'Коледино', false, 'S', 5],
      ['seller', 'Мой склад', false, 'S', 2],
      ['wb', 'Казань', false, 'M', 0],
    ]);
    expect(stocks.rows[2]).toMatchObject({ inWayToClient: null, inWayFromClient: null });
    expect(stocks.totals).toEqual({ quantity: 14, inWayToClient: 3, inWayFromClient: 1 });
    // No own warehouse holds it (products.own-stock.int.test.ts has one that does).
    expect(stocks.own).toEqual([]);
  });
});

describe('GET /api/products/:nmId/sales', () => {
  it('answers every day of the period from the rollup, zeros between', async () => {
    const sales = await ok<ProductSales>(
      w.owner,
      `/api/products/111/sales?from=${daysAgo(3)}&to=${daysAgo(0)}`,
    );
    expect(sales.from).toBe(daysAgo(3));
    expect(sales.days.map((d) => [d.day, d.ordersCount, d.buyoutsCount, d.revenue])).toEqual([
      [daysAgo(3), 6, 3, '4500.00'],
      // The raw order of this day is not in the rollup: not counted.
      [daysAgo(2), 0, 0, '0.00'],
      [daysAgo(1), 4, 3, '3000.00'],
      [daysAgo(0), 0, 0, '0.00'],
    ]);
    expect(sales.totals).toEqual({
      ordersCount: 10,
      ordersSum: '15000.00',
      cancelCount: 1,
      buyoutsCount: 6,
      buyoutsSum: '9000.00',
      returnsCount: 1,
      returnsSum: '1500.00',
      revenue: '7500.00',
      forPaySum: '6500.00',
    });
  });

  it('defaults to the last 30 days and refuses a reversed or endless period', async () => {
    const sales = await ok<ProductSales>(w.owner, '/api/products/111/sales');
    expect(sales.to).toBe(TODAY);
    expect(sales.days).toHaveLength(30);
    expect(sales.totals.ordersCount).toBe(10);
    const reversed = await w.owner.get(`/api/products/111/sales?from=${TODAY}&to=${daysAgo(1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Начало периода позже конца');
    const endless = await w.owner.get('/api/products/111/sales?from=2000-01-01&to=2026-01-01');
    expect(endless.statusCode).toBe(400);
    const malformed = await w.owner.get('/api/products/111/sales?from=2026-02-30');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors['querystring.from']).toEqual([
      'Начало периода — дата в формате ГГГГ-ММ-ДД',
    ]);
  });
});
