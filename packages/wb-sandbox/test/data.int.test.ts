/** Generated data: the same seed gives the same data; orders, cards and reports agree. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWb, type TestWb } from './helpers.ts';

/** "376.99" / "-1.5" / "258" → kopecks as a BigInt (exact; never a float). */
function kop(text: string | undefined): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!m) throw new Error(`not a money string: ${text}`);
  const value = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -value : value;
}

const MONEY_SUMS: [row: string, header: string][] = [
  ['retailAmount', 'retailAmountSum'],
  ['forPay', 'forPaySum'],
  ['deliveryService', 'deliveryServiceSum'],
  ['paidStorage', 'paidStorageSum'],
  ['paidAcceptance', 'paidAcceptanceSum'],
  ['penalty', 'penaltySum'],
  ['deduction', 'deductionSum'],
  ['additionalPayment', 'additionalPaymentSum'],
];

describe('generated data', () => {
  let a: TestWb;
  let b: TestWb;
  beforeAll(async () => {
    [a, b] = await Promise.all([startWb({ seed: 3 }), startWb({ seed: 3 })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('is the same for the same seed (and differs for another)', async () => {
    const cards = { settings: { cursor: { limit: 100 } } };
    for (const [method, path, body] of [
      ['POST', '/content/content/v2/get/cards/list', cards],
      ['GET', '/statistics/api/v1/supplier/orders?dateFrom=2026-09-01', undefined],
      [
        'POST',
        '/finance/api/finance/v1/sales-reports/list',
        { dateFrom: '2026-09-01', dateTo: '2026-10-15' },
      ],
    ] as const) {
      const [x, y] = await Promise.all([a.call(method, path, body), b.call(method, path, body)]);
      expect(x.status).toBe(200);
      expect(x.text).toBe(y.text);
    }
    const other = await startWb({ seed: 4 });
    const z = await other.call('POST', '/content/content/v2/get/cards/list', cards);
    const x = await a.call('POST', '/content/content/v2/get/cards/list', cards);
    await other.close();
    expect(z.text).not.toBe(x.text);
  });

  it('has a card for every order and every sale', async () => {
    const cards = await a.call('POST', '/content/content/v2/get/cards/list', {
      settings: { cursor: { limit: 100 } },
    });
    const trash = await a.call('POST', '/content/content/v2/get/cards/trash', {
      settings: { cursor: { limit: 100 } },
    });
    const nm = new Set(
      [...cards.json.cards, ...trash.json.cards].map((c: { nmID: number }) => c.nmID),
    );
    const barcodes = new Set(
      cards.json.cards.flatMap((c: { sizes: { skus: string[] }[] }) =>
        c.sizes.flatMap((s) => s.skus),
      ),
    );
    const orders = await a.call('GET', '/statistics/api/v1/supplier/orders?dateFrom=2026-09-01');
    const sales = await a.call('GET', '/statistics/api/v1/supplier/sales?dateFrom=2026-09-01');
    expect(orders.json.length).toBeGreaterThan(100);
    for (const row of [...orders.json, ...sales.json]) {
      expect(nm.has(row.nmId)).toBe(true);
      expect(barcodes.has(row.barcode)).toBe(true);
    }
  });

  it('sums realization rows to the report totals to the kopeck', async () => {
    for (const period of ['weekly', 'daily']) {
      const list = await a.call('POST', '/finance/api/finance/v1/sales-reports/list', {
        dateFrom: '2026-09-20',
        dateTo: '2026-10-12',
        period,
      });
      // Ids are bare JSON numbers; daily ones exceed 2^53 and must keep every digit.
      const ids = [...list.text.matchAll(/"reportId":(\d+)/g)].map((m) => m[1]!);
      expect(ids.length).toBeGreaterThan(1);
      if (period === 'daily') expect(BigInt(ids[0]!)).toBeGreaterThan(2n ** 53n);
      for (const [k, header] of list.json.entries() as IterableIterator<
        [number, Record<string, string>]
      >) {
        const rows = await a.call(
          'POST',
          `/finance/api/finance/v1/sales-reports/detailed/${ids[k]}`,
          { rrdId: 0 },
        );
        expect(rows.status).toBe(200);
        expect([...rows.text.matchAll(/"reportId":(\d+)/g)].every((m) => m[1] === ids[k])).toBe(
          true,
        );
        const sums = new Map<string, bigint>(MONEY_SUMS.map(([r]) => [r, 0n]));
        for (const row of rows.json) {
          // Returns carry positive amounts and subtract (WB's sign convention).
          const sign = row.docTypeName === 'Возврат' ? -1n : 1n;
          for (const [r] of MONEY_SUMS) sums.set(r, sums.get(r)! + sign * kop(row[r]));
        }
        for (const [r, h] of MONEY_SUMS) expect([h, sums.get(r)]).toEqual([h, kop(header[h])]);
        const payout =
          kop(header.forPaySum) -
          kop(header.deliveryServiceSum) -
          kop(header.paidStorageSum) -
          kop(header.paidAcceptanceSum) -
          kop(header.penaltySum) -
          kop(header.deductionSum) -
          kop(header.additionalPaymentSum);
        expect(kop(header.bankPaymentSum)).toBe(payout);
      }
    }
  });
});
