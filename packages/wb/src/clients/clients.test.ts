import { describe, expect, it } from 'vitest';
import { createWbClients } from '../factory';
import { InMemoryRateLimiter } from '../limiter/memory';
import { fakeFetch, testToken, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';

type Route = (req: RecordedRequest) => FakeAnswer;

function clients(route: Route) {
  const fake = fakeFetch(route);
  const wb = createWbClients({
    baseUrl: 'http://sandbox.test',
    token: testToken({ sid: 'sid-1' }),
    limiter: new InMemoryRateLimiter(),
    fetch: fake.fetch,
  });
  return { wb, requests: fake.requests };
}

const path = (req: RecordedRequest) => new URL(req.url).pathname;

describe('per-host clients', () => {
  it('reads the seller from the token and uses one base URL per host', async () => {
    const { wb, requests } = clients(() => ({
      json: { name: 'ИП', sid: 'sid-1', tin: '1', extra: 1 },
    }));
    expect(wb.sellerId).toBe('sid-1');
    const { data } = await wb.common.sellerInfo();
    expect(data).toEqual({ name: 'ИП', sid: 'sid-1', tin: '1', extra: 1 });
    await wb.finance.ping();
    expect(requests.map((r) => r.url)).toEqual([
      'http://sandbox.test/common/api/v1/seller-info',
      'http://sandbox.test/finance/ping',
    ]);
  });

  it('keeps finance reportId beyond 2^53 and money strings exactly', async () => {
    const body = `[{"reportId": 90071992547409931, "dateFrom": "2026-03-16", "dateTo": "2026-03-22",
      "createDate": "2026-03-23", "currency": "RUB", "reportType": 1, "retailAmountSum": "258",
      "forPaySum": "183.79", "bankPaymentSum": "5172.94", "avgSalePercent": 0, "newSum": "1"}]`;
    const { wb } = clients(() => ({ text: body }));
    const { data, raw } = await wb.finance.salesReportsList({
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    });
    expect(data[0]).toMatchObject({
      reportId: '90071992547409931',
      forPaySum: '183.79',
      retailAmountSum: '258',
      penaltySum: null,
      newSum: '1',
    });
    expect((raw as { reportId: string }[])[0]?.reportId).toBe('90071992547409931');
  });

  it('statistics money becomes decimal strings and dates get the Moscow zone', async () => {
    const { wb, requests } = clients(() => ({
      text: `[{"date": "2026-09-01T10:00:00", "lastChangeDate": "2026-09-01T10:05:00.123",
        "srid": "s1", "nmId": 5, "totalPrice": 1234.5600000000002, "finishedPrice": 999.9,
        "priceWithDisc": 1000, "isCancel": false, "cancelDate": "0001-01-01T00:00:00"}]`,
    }));
    const { data } = await wb.statistics.orders({ dateFrom: '2026-09-01' });
    expect(data[0]).toMatchObject({
      date: '2026-09-01T10:00:00+03:00',
      lastChangeDate: '2026-09-01T10:05:00.123+03:00',
      totalPrice: '1234.56',
      finishedPrice: '999.90',
      priceWithDisc: '1000.00',
      cancelDate: null,
    });
    expect(new URL(requests[0]!.url).search).toBe('?dateFrom=2026-09-01&flag=0');
  });

  it('tariffs: comma decimals, space thousands and "-"', async () => {
    const { wb } = clients(() => ({
      json: {
        response: {
          data: {
            currency: 'RUB',
            dtNextBox: '2024-02-01',
            dtTillMax: '2024-03-31',
            warehouseList: [
              {
                warehouseName: 'Коледино',
                boxDeliveryBase: '48',
                boxDeliveryLiter: '11,2',
                boxStorageBase: '-',
                boxDeliveryCoefExpr: '1 039',
              },
            ],
          },
        },
      },
    }));
    const { data } = await wb.common.tariffsBox({ date: '2024-01-15' });
    expect(data.warehouseList[0]).toMatchObject({
      warehouseName: 'Коледино',
      boxDeliveryBase: '48',
      boxDeliveryLiter: '11.2',
      boxStorageBase: null,
      boxDeliveryCoefExpr: '1039',
      boxStorageLiter: null,
    });
    expect(data.dtNextBox).toBe('2024-02-01');
  });

  it('stock reports answer [] on 204', async () => {
    const { wb } = clients(() => ({ status: 204 }));
    expect((await wb.analytics.stocksWbWarehouses()).data).toEqual([]);
  });

  it('tags accept the array WB sends', async () => {
    const { wb, requests } = clients((req) =>
      path(req) === '/content/content/v2/tags'
        ? {
            json: { data: [{ id: 1, color: 'D1CFD7', name: 'Sale' }], error: false, errorText: '' },
          }
        : { json: { data: null, error: false, errorText: '' } },
    );
    expect((await wb.content.tags()).data.data).toEqual([{ id: 1, color: 'D1CFD7', name: 'Sale' }]);
    await wb.content.updateTag(1, { name: 'New' });
    await wb.content.linkTags({ nmID: 5, tagsIDs: [1] });
    expect(requests.slice(1).map((r) => [r.init.method, path(r), r.init.body])).toEqual([
      ['PATCH', '/content/content/v2/tag/1', '{"name":"New"}'],
      ['POST', '/content/content/v2/tag/nomenclature/link', '{"nmID":5,"tagsIDs":[1]}'],
    ]);
  });

  it('prices: integer roubles and fractional prices as decimal strings, big sizeID as string', async () => {
    const { wb } = clients(() => ({
      text: `{"data": {"listGoods": [{"nmID": 1, "sizes": [{"sizeID": 18446744073709551615,
        "price": 500, "discountedPrice": 350, "clubDiscountedPrice": 332.5, "techSizeName": "42"}],
        "discount": 30}]}, "error": false, "errorText": ""}`,
    }));
    const { data } = await wb.prices.goods();
    expect(data.data.listGoods[0]?.sizes[0]).toEqual({
      sizeID: '18446744073709551615',
      price: '500.00',
      discountedPrice: '350.00',
      clubDiscountedPrice: '332.50',
      techSizeName: '42',
    });
  });

  it('supply drafts: create, add items, list, delete', async () => {
    const { wb, requests } = clients((req) => {
      const p = path(req);
      if (req.init.method === 'POST' && p.endsWith('/drafts')) return { json: { draftId: 'd-1' } };
      if (p.endsWith('/items'))
        return { json: { results: [{ sku: 'bad', error: { title: 'x', detail: 'y' } }] } };
      if (req.init.method === 'GET')
        return {
          json: { total: 1, drafts: [{ draftId: 'd-1', createdAt: '2026-10-01T10:00:00Z' }] },
        };
      return { status: 200, text: '' };
    });
    expect((await wb.supplies.createDraft()).data.draftId).toBe('d-1');
    const added = await wb.supplies.addDraftItems('d-1', [{ sku: 'bad', quantity: 1 }]);
    expect(added.data.results[0]?.sku).toBe('bad');
    expect((await wb.supplies.listDrafts({ limit: 10 })).data.drafts[0]?.createdAt).toBe(
      '2026-10-01T10:00:00Z',
    );
    await wb.supplies.deleteDraft('d-1');
    expect(requests.map((r) => `${r.init.method} ${path(r)}`)).toEqual([
      'POST /supplies/api/supplies/v1/drafts',
      'POST /supplies/api/supplies/v1/drafts/d-1/items',
      'GET /supplies/api/supplies/v1/drafts',
      'DELETE /supplies/api/supplies/v1/drafts/d-1',
    ]);
  });

  it('ad spend sums become decimal strings', async () => {
    const { wb } = clients(() => ({
      json: [
        {
          updNum: 1,
          updTime: '2026-09-01T12:00:00+03:00',
          updSum: 1500,
          advertId: 7,
          paymentType: 'Баланс',
        },
      ],
    }));
    const { data } = await wb.advert.spend({ from: '2026-09-01', to: '2026-09-30' });
    expect(data[0]).toMatchObject({ updNum: '1', updSum: '1500.00', advertId: 7 });
  });
});
