/**
 * Conformance: every sandbox method is called over HTTP and its answer is validated against the
 * response schema of the same operation in WB's OpenAPI files. Differences explained by WB's
 * later changes are in `conformance-allow-list.ts`; anything else fails.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../src/routes/index.ts';
import { ALLOW_LIST, type AllowEntry } from './conformance-allow-list.ts';
import { control, startWb, type Answer, type TestWb } from './helpers.ts';
import { OpenApiSpecs, formatsUsed } from './openapi.ts';

const PROD_HOST: Record<string, string> = {
  common: 'common-api.wildberries.ru',
  content: 'content-api.wildberries.ru',
  prices: 'discounts-prices-api.wildberries.ru',
  marketplace: 'marketplace-api.wildberries.ru',
  statistics: 'statistics-api.wildberries.ru',
  analytics: 'seller-analytics-api.wildberries.ru',
  finance: 'finance-api.wildberries.ru',
  supplies: 'supplies-api.wildberries.ru',
  advert: 'advert-api.wildberries.ru',
};

/** A method template: `METHOD /host/path` with WB's `{param}` segments. */
const routeKey = (method: string, host: string, path: string) => `${method} /${host}${path}`;

describe('conformance with WB OpenAPI', () => {
  let specs: OpenApiSpecs;
  let wb: TestWb;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const usedAllow = new Set<AllowEntry>();
  const called = new Set<string>();
  const failures: string[] = [];

  beforeAll(async () => {
    specs = new OpenApiSpecs();
    for (const f of formatsUsed(specs)) if (!ajv.formats[f]) ajv.addFormat(f, true);
    wb = await startWb({ seed: 11 });
  });
  afterAll(() => wb?.close());

  function allowFor(key: string): AllowEntry | undefined {
    return ALLOW_LIST.find((e) => e.endpoint === key);
  }

  function validate(key: string, wbPath: string, host: string, method: string, a: Answer): void {
    const allow = allowFor(key);
    const op = specs.find(method, wbPath, PROD_HOST[host]);
    if (!op) {
      if (allow?.notInSpec) usedAllow.add(allow);
      else failures.push(`${key}: no such operation in WB's OpenAPI files`);
      return;
    }
    if (allow?.notInSpec) failures.push(`${key}: allow-listed as missing, but the spec has it`);
    const { schema, declared } = specs.responseSchema(op, a.status);
    if (!declared) return void failures.push(`${key}: status ${a.status} is not in ${op.file}`);
    if (a.status === 204) {
      if (a.text !== '') failures.push(`${key}: 204 with a body`);
      return;
    }
    if (!schema) return;
    const cacheKey = `${key} ${a.status}`;
    let fn = compiled.get(cacheKey);
    if (!fn) {
      let text = JSON.stringify(schema);
      if (allow?.oneOfAsAnyOf) {
        usedAllow.add(allow);
        text = text.replace(/"oneOf":/g, '"anyOf":');
      }
      fn = ajv.compile(JSON.parse(text) as object);
      compiled.set(cacheKey, fn);
    }
    if (fn(a.json)) return;
    const errors = (fn.errors ?? []).filter((e: ErrorObject) => {
      const rule = allow?.errors?.find(
        (r) => r.keyword === e.keyword && r.instancePath.test(e.instancePath),
      );
      if (rule && allow) usedAllow.add(allow);
      return !rule;
    });
    for (const e of errors.slice(0, 10)) {
      failures.push(`${key} (${op.file}): ${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    }
  }

  /** Calls a method and validates its answer; returns the answer. */
  async function check(
    method: string,
    host: string,
    wbPath: string,
    concrete: string,
    body?: unknown,
  ): Promise<Answer> {
    const key = routeKey(method, host, wbPath);
    called.add(key);
    const a = await wb.call(method, `/${host}${concrete}`, body);
    if (a.status < 200 || a.status >= 300) {
      failures.push(`${key}: HTTP ${a.status} ${a.text.slice(0, 200)}`);
      return a;
    }
    validate(key, wbPath, host, method, a);
    return a;
  }
  const same = (method: string, host: string, p: string, body?: unknown) =>
    check(method, host, p, p, body);

  it('serves every method with bodies that match the spec', async () => {
    for (const host of Object.keys(PROD_HOST)) await same('GET', host, '/ping');
    await same('GET', 'common', '/api/v1/seller-info');
    await same('GET', 'common', '/api/v1/tariffs/commission');
    for (const kind of ['box', 'pallet', 'return']) {
      const p = `/api/v1/tariffs/${kind}`;
      await check('GET', 'common', p, `${p}?date=2026-10-15`);
    }
    const coef = '/api/tariffs/v1/acceptance/coefficients';
    await check('GET', 'common', coef, `${coef}?warehouseIDs=507,117501`);

    const cards = await same('POST', 'content', '/content/v2/get/cards/list', {
      settings: { cursor: { limit: 5 }, filter: { withPhoto: -1 } },
    });
    const card = cards.json.cards[0];
    await same('POST', 'content', '/content/v2/get/cards/trash', {
      settings: { cursor: { limit: 5 } },
    });
    await same('GET', 'content', '/content/v2/object/parent/all');
    await check('GET', 'content', '/content/v2/object/all', '/content/v2/object/all?limit=5');
    await same('POST', 'content', '/content/v2/tag', { name: 'Проверка', color: 'D1CFD7' });
    const tags = await same('GET', 'content', '/content/v2/tags');
    const tag = tags.json.data.find((t: { name: string }) => t.name === 'Проверка');
    await check('PATCH', 'content', '/content/v2/tag/{id}', `/content/v2/tag/${tag.id}`, {
      name: 'Проверено',
    });
    await same('POST', 'content', '/content/v2/tag/nomenclature/link', {
      nmID: card.nmID,
      tagsIDs: [tag.id],
    });
    await check('DELETE', 'content', '/content/v2/tag/{id}', `/content/v2/tag/${tag.id}`);

    const goods = '/api/v2/list/goods/filter';
    await check('GET', 'prices', goods, `${goods}?limit=5&offset=0`);
    const upload = await same('POST', 'prices', '/api/v2/upload/task', {
      data: [{ nmID: card.nmID, price: 1, discount: 0 }],
    });
    const id = upload.json.data.id as number;
    for (const p of ['/api/v2/buffer/tasks', '/api/v2/buffer/goods/task']) {
      await check('GET', 'prices', p, `${p}?uploadID=${id}`);
    }
    await control(wb.sb, 'POST', '/clock', { advanceSeconds: 10 });
    for (const p of ['/api/v2/history/tasks', '/api/v2/history/goods/task']) {
      await check('GET', 'prices', p, `${p}?uploadID=${id}`);
    }
    const q = await check(
      'GET',
      'prices',
      '/api/v2/quarantine/goods',
      '/api/v2/quarantine/goods?limit=10',
    );
    expect(q.json.data.quarantineGoods.length).toBe(1);

    await same('GET', 'marketplace', '/api/v3/offices');
    await same('GET', 'marketplace', '/api/v3/warehouses');

    for (const p of ['/api/v1/supplier/orders', '/api/v1/supplier/sales']) {
      await check('GET', 'statistics', p, `${p}?dateFrom=2026-10-01`);
    }
    await same('POST', 'analytics', '/api/analytics/v1/order-feed', {
      selectedPeriod: { start: '2026-10-10T00:00:00+03:00', end: '2026-10-15T00:00:00+03:00' },
      pagination: { limit: 50, offset: 0 },
    });
    await same('POST', 'analytics', '/api/analytics/v1/stocks-report/wb-warehouses', { limit: 50 });
    await same('POST', 'analytics', '/api/analytics/v1/stocks-report/seller-warehouses', {});
    for (const base of ['/api/v1/paid_storage', '/api/v1/acceptance_report']) {
      const task = await check(
        'GET',
        'analytics',
        base,
        `${base}?dateFrom=2026-10-01&dateTo=2026-10-08`,
      );
      await control(wb.sb, 'POST', '/clock', { advanceSeconds: 5 });
      for (const method of ['status', 'download']) {
        const tasks = `${base}/tasks/${task.json.data.taskId as string}/${method}`;
        await check('GET', 'analytics', `${base}/tasks/{task_id}/${method}`, tasks);
      }
    }

    const period = { dateFrom: '2026-09-01', dateTo: '2026-10-15' };
    const list = await same('POST', 'finance', '/api/finance/v1/sales-reports/list', period);
    const reportId = /"reportId":(\d+)/.exec(list.text)?.[1];
    await check(
      'POST',
      'finance',
      '/api/finance/v1/sales-reports/detailed/{reportId}',
      `/api/finance/v1/sales-reports/detailed/${reportId}`,
      { limit: 40, rrdId: 0 },
    );
    await same('POST', 'finance', '/api/finance/v1/sales-reports/detailed', {
      ...period,
      limit: 40,
      rrdId: 0,
    });
    const balance = await same('GET', 'finance', '/api/v1/account/balance');
    expect(balance.json).toMatchObject({ currency: 'RUB' });

    const supplies = await check(
      'POST',
      'supplies',
      '/api/v1/supplies',
      '/api/v1/supplies?limit=50',
      {},
    );
    const accepted = supplies.json.find((s: { statusID: number }) => s.statusID === 5);
    for (const suffix of ['', '/goods', '/package']) {
      await check(
        'GET',
        'supplies',
        `/api/v1/supplies/{ID}${suffix}`,
        `/api/v1/supplies/${accepted.supplyID}${suffix}`,
      );
    }
    const draft = await same('POST', 'supplies', '/api/supplies/v1/drafts');
    const items = `/api/supplies/v1/drafts/${draft.json.draftId}/items`;
    const sku = card.sizes[0].skus[0] as string;
    await check('POST', 'supplies', '/api/supplies/v1/drafts/{draftId}/items', items, {
      items: [{ sku, quantity: 5 }],
    });
    await same('GET', 'supplies', '/api/supplies/v1/drafts');
    await check('GET', 'supplies', '/api/supplies/v1/drafts/{draftId}/items', items);
    await check('DELETE', 'supplies', '/api/supplies/v1/drafts/{draftId}/items', items, {
      skus: [sku],
    });
    await check(
      'DELETE',
      'supplies',
      '/api/supplies/v1/drafts/{draftId}',
      `/api/supplies/v1/drafts/${draft.json.draftId}`,
    );

    await check('GET', 'advert', '/adv/v1/upd', '/adv/v1/upd?from=2026-10-01&to=2026-10-10');
    expect(failures).toEqual([]);
  });

  it('answers 401 and 429 in the shape of the spec', async () => {
    const bad = await wb.call('POST', '/content/content/v2/get/cards/list', {}, 'not-a-token');
    expect(bad.status).toBe(401);
    validate(
      routeKey('POST', 'content', '/content/v2/get/cards/list'),
      '/content/v2/get/cards/list',
      'content',
      'POST',
      bad,
    );
    await control(wb.sb, 'PUT', '/faults', {
      rules: [{ endpoint: 'GET /statistics/api/v1/supplier/orders', kind: '429', count: 1 }],
    });
    const limited = await wb.call('GET', '/statistics/api/v1/supplier/orders?dateFrom=2026-10-14');
    expect(limited.status).toBe(429);
    validate(
      routeKey('GET', 'statistics', '/api/v1/supplier/orders'),
      '/api/v1/supplier/orders',
      'statistics',
      'GET',
      limited,
    );
    await control(wb.sb, 'POST', '/reset');
    expect(failures).toEqual([]);
  });

  it('calls every routed method, and every allow-list entry is still needed', () => {
    const routed = ALL_ROUTES.map((r) => routeKey(r.method, r.host, r.path));
    expect(routed.filter((k) => !called.has(k))).toEqual([]);
    expect(ALLOW_LIST.filter((e) => !usedAllow.has(e)).map((e) => e.endpoint)).toEqual([]);
  });
});
