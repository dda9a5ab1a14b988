/**
 * /api/products/:nmId cost price versions through the app, then the unit economics that read them
 * (in this order: the calculator's inputs include the versions added here), and the currencies.
 */
import type { CostVersion } from '@wb/shared/product-costs/cost';
import type { ProductCosts } from '@wb/shared/product-costs/product-costs.contract';
import type { UnitEconomicsData, UnitEconomicsResult } from '@wb/shared/products/product.contract';
import { describe, expect, it } from 'vitest';
import { daysAgo, ok, productWorld } from '../../../test/fixtures/product-page';

const w = productWorld();

async function countCosts() {
  const { rows } = await w.q(`SELECT count(*)::int AS n FROM product_costs`);
  return rows[0].n as number;
}

describe('cost price versions', () => {
  const base = '/api/products/111/costs';

  it('adds product-wide and size versions, converts at valid_from’s rate, lists them', async () => {
    await w.q(
      `INSERT INTO currency_rates (currency, date, rate) VALUES ('CNY', '2026-01-01', 12.5)`,
    );
    const product = await w.owner.post(base, {
      unitCost: '500',
      validFrom: '2026-01-15',
      comment: '  первая партия ',
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json<CostVersion>()).toMatchObject({
      nmId: 111,
      chrtId: null,
      validFrom: '2026-01-15',
      unitCost: '500.00',
      currency: 'RUB',
      unitCostRub: '500.00',
      comment: 'первая партия',
    });
    const size = await w.owner.post(base, {
      unitCost: '40.10',
      currency: 'CNY',
      validFrom: '2026-02-01',
      chrtId: '1002',
    });
    expect(size.statusCode, size.body).toBe(201);
    // 40.10 × 12.5 = 501.25
    expect(size.json<CostVersion>()).toMatchObject({ chrtId: '1002', unitCostRub: '501.25' });
    const noRate = await w.owner.post(base, {
      unitCost: '10',
      currency: 'USD',
      validFrom: '2026-02-01',
    });
    expect(noRate.json<CostVersion>().unitCostRub).toBeNull();

    const costs = await ok<ProductCosts>(w.owner, base);
    expect(costs.versions.map((v) => [v.validFrom, v.chrtId, v.currency])).toEqual([
      ['2026-02-01', null, 'USD'],
      ['2026-02-01', '1002', 'CNY'],
      ['2026-01-15', null, 'RUB'],
    ]);
    // Today: the newest product-wide version (USD, no rate → no RUB), the size's own for M.
    expect(costs.current.product).toMatchObject({ currency: 'USD', unitCostRub: null });
    expect(costs.current.sizes).toEqual([
      { chrtId: '1001', techSize: 'S', cost: expect.objectContaining({ currency: 'USD' }) },
      {
        chrtId: '1002',
        techSize: 'M',
        cost: {
          unitCost: '40.10',
          currency: 'CNY',
          validFrom: '2026-02-01',
          unitCostRub: '501.25',
        },
      },
    ]);
    const { rows } = await w.q(
      `SELECT action, entity_id, after FROM audit_log WHERE action LIKE 'product_cost.%'`,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0].after).toMatchObject({ unitCost: '500.00' });
  });

  it('refuses a duplicate date of the same size with 409 and changes nothing', async () => {
    const before = await countCosts();
    const res = await w.owner.post(base, { unitCost: '1', validFrom: '2026-01-15' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Версия себестоимости с этой датой для этого размера уже есть',
    });
    expect(await countCosts()).toBe(before);
    // The same date for a size is another version.
    const sized = await w.owner.post(base, {
      unitCost: '1',
      validFrom: '2026-01-15',
      chrtId: '1001',
    });
    expect(sized.statusCode).toBe(201);
    expect((await w.owner.delete(`${base}/${sized.json<CostVersion>().id}`)).statusCode).toBe(204);
  });

  it('answers 400 with field errors for bad input and writes nothing', async () => {
    const before = await countCosts();
    const cases: [unknown, string, string][] = [
      [{ unitCost: '-5', validFrom: '2026-01-01' }, 'unitCost', 'Себестоимость'],
      [{ unitCost: '5', validFrom: '2026-13-01' }, 'validFrom', 'Дата начала'],
      [{ unitCost: '5', validFrom: '2026-01-01', currency: 'rub' }, 'currency', 'Валюта'],
      [{ unitCost: '5', validFrom: '2026-01-01', currency: 'XXX' }, 'currency', 'Неизвестная'],
      [{ unitCost: '5', validFrom: '2026-01-01', chrtId: '4242' }, 'chrtId', 'нет такого'],
    ];
    for (const [body, field, text] of cases) {
      const res = await w.owner.post(base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors[field].join(' ')).toContain(text);
    }
    expect(await countCosts()).toBe(before);
  });

  it('changes every field of a version and deletes it, both audited', async () => {
    const created = (
      await w.owner.post(base, { unitCost: '700', validFrom: '2026-03-01' })
    ).json<CostVersion>();
    const res = await w.owner.put(`${base}/${created.id}`, {
      unitCost: '40',
      currency: 'CNY',
      validFrom: '2026-03-02',
      chrtId: '1001',
      comment: 'поправка',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CostVersion>()).toMatchObject({
      id: created.id,
      chrtId: '1001',
      unitCost: '40.00',
      currency: 'CNY',
      unitCostRub: '500.00',
      validFrom: '2026-03-02',
      comment: 'поправка',
    });
    // Onto an existing version's key: 409, the version unchanged.
    const clash = await w.owner.put(`${base}/${created.id}`, {
      unitCost: '1',
      validFrom: '2026-02-01',
      chrtId: '1002',
      currency: 'RUB',
    });
    expect(clash.statusCode).toBe(409);
    const bad = await w.owner.put(`${base}/${created.id}`, { unitCost: 'много', validFrom: '' });
    expect(bad.statusCode).toBe(400);
    const stored = await ok<ProductCosts>(w.owner, base);
    expect(stored.versions.find((v) => v.id === created.id)).toMatchObject({ unitCost: '40.00' });

    expect((await w.owner.delete(`${base}/${created.id}`)).statusCode).toBe(204);
    expect((await w.owner.delete(`${base}/${created.id}`)).statusCode).toBe(404);
    const { rows } = await w.q(
      `SELECT action, before, after FROM audit_log WHERE entity_id = $1 ORDER BY at`,
      [created.id],
    );
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'product_cost.created',
      'product_cost.updated',
      'product_cost.deleted',
    ]);
    expect(rows[1].before).toMatchObject({ unitCost: '700.00' });
    expect(rows[1].after).toMatchObject({ unitCost: '40.00' });
  });

  it('keeps versions to the company: another company’s version or product answers 404', async () => {
    const { rows } = await w.q(
      `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost)
       SELECT company_id, account_id, 222, '2026-01-01', 1 FROM products WHERE nm_id = 222
       RETURNING id`,
    );
    const foreign = rows[0].id as string;
    const before = await countCosts();
    expect(
      (
        await w.owner.put(`/api/products/222/costs/${foreign}`, {
          unitCost: '1',
          validFrom: '2026-01-02',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await w.owner.put(`${base}/${foreign}`, { unitCost: '1', validFrom: '2026-01-02' }))
        .statusCode,
    ).toBe(404);
    expect((await w.owner.delete(`${base}/${foreign}`)).statusCode).toBe(404);
    expect(
      (await w.owner.post('/api/products/222/costs', { unitCost: '1', validFrom: '2026-01-02' }))
        .statusCode,
    ).toBe(404);
    expect(await countCosts()).toBe(before);
    // Company B does not see A's versions of its own nmID 111.
    expect((await ok<ProductCosts>(w.ownerB, base)).versions).toEqual([]);
  });

  it('lets a view-only role read but not write', async () => {
    expect((await w.analyst.get(base)).statusCode).toBe(200);
    const res = await w.analyst.post(base, { unitCost: '1', validFrom: '2026-05-01' });
    expect(res.statusCode).toBe(403);
  });
});

describe('unit economics', () => {
  it('answers the calculator’s inputs: price, cost, commission, tariffs, buyout, acquiring, tax', async () => {
    const data = await ok<UnitEconomicsData>(w.owner, '/api/products/111/unit-economics');
    expect(data.sizes.map((s) => [s.chrtId, s.techSize, s.discountedPrice])).toEqual([
      ['1001', 'S', '1500.00'],
      ['1002', 'M', '1650.00'],
    ]);
    expect(data.sizes[1]!.cost).toMatchObject({ currency: 'CNY', unitCostRub: '501.25' });
    expect(data.volumeLitres).toBe('3.15');
    expect(data.commission).toMatchObject({
      subjectId: 105,
      validFrom: daysAgo(10),
      fbw: '25.5000',
      fbs: '27.0000',
    });
    expect(data.boxTariffs.map((t) => [t.warehouseName, t.deliveryBase, t.validFrom])).toEqual([
      ['Казань', '50', daysAgo(5)],
      ['Коледино', '46', daysAgo(5)],
    ]);
    // Most stock on a tariff warehouse by name: Коледино (Склад WB has no tariff row).
    expect(data.suggestedWarehouse).toBe('Коледино');
    // The orders placed in the last 30 days whose outcome is known: 6 bought out of 6 + 1
    // returned + 2 cancelled (the one on its way and the one 40 days ago not counted). The
    // rollup's buyouts ÷ orders of the window mixed buyouts of older orders in (up to 107 %).
    expect(data.buyout).toEqual({
      days: 30,
      orders: 10,
      buyouts: 6,
      returned: 1,
      cancelled: 2,
      percent: '66.67',
    });
    expect(data.acquiring).toEqual({ days: 90, percent: '1.50' });
    expect(data.tax).toMatchObject({ taxSystem: 'usnIncome', taxRate: '6.0000' });
  });

  it('has nulls where nothing is known', async () => {
    const data = await ok<UnitEconomicsData>(w.owner, '/api/products/333/unit-economics');
    expect(data.commission).toBeNull();
    expect(data.volumeLitres).toBeNull();
    expect(data.buyout.percent).toBeNull();
    expect(data.acquiring.percent).toBeNull();
    expect(data.productCost).toBeNull();
  });

  it('calculates on the server and refuses bad inputs with field errors', async () => {
    const input = {
      price: '1500',
      commissionPercent: '25.5',
      acquiringPercent: '1.5',
      deliveryBase: '46',
      deliveryLiter: '14',
      storageBase: '0.07',
      storageLiter: '0.07',
      volumeLitres: '3.15',
      ktr: '1',
      krpPercent: '0',
      buyoutPercent: '60',
      storageDays: '30',
      unitCost: '501.25',
      taxPercent: '6',
      adPerUnit: '0',
    };
    const res = await w.analyst.post('/api/products/111/unit-economics/calculate', input);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<UnitEconomicsResult>();
    // (46 + 14 × 2.15) ÷ 0.6 = 126.8333…
    expect(result).toMatchObject({ deliveryPerOrder: '76.10', logistics: '126.83' });
    const bad = await w.owner.post('/api/products/111/unit-economics/calculate', {
      ...input,
      buyoutPercent: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.buyoutPercent).toEqual(['Процент выкупа — больше нуля']);
    const foreign = await w.owner.post('/api/products/222/unit-economics/calculate', input);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/currencies', () => {
  it('lists the known currencies, RUB first', async () => {
    const list = await ok<{ code: string; name: string }[]>(w.analyst, '/api/currencies');
    expect(list[0]).toEqual({ code: 'RUB', name: 'Российский рубль' });
    expect(list.map((c) => c.code)).toContain('CNY');
  });
});
