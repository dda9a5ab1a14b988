/** Authorization-matrix cases of the product page /products/:productId and /api/currencies. */
import { randomInt, randomUUID } from 'node:crypto';
import { insertAccount } from './connections';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

/** A signed-in caller without a current company has no tenant objects: nothing to ask. */
const companyless = (a: Actor) => a.principal !== null && a.company === null;

/** One WB account per company of the world, made on first use. */
const accounts = new WeakMap<World, Map<string, Promise<string>>>();

async function accountOf(w: World, companyId: string): Promise<string> {
  let byCompany = accounts.get(w);
  if (!byCompany) accounts.set(w, (byCompany = new Map()));
  let account = byCompany.get(companyId);
  if (!account) {
    account = insertAccount(w.ctx.database, companyId).then((row) => row.id);
    byCompany.set(companyId, account);
  }
  return account;
}

let nextNmId = 900_000_000;

/** A fresh product card of the target company (its nmID is the path id). */
async function productOf(w: World, a: Actor, s: Scope): Promise<{ nmId: number; account: string }> {
  const companyId = target(w, a, s).company.id;
  const account = await accountOf(w, companyId);
  const nmId = nextNmId++;
  await w.ctx.database.pool.query(
    `INSERT INTO products (company_id, account_id, nm_id, title, raw)
     VALUES ($1, $2, $3, 'Товар матрицы', '{}')`,
    [companyId, account, nmId],
  );
  return { nmId, account };
}

/** A cost version of a fresh product of the target company. */
async function versionOf(w: World, a: Actor, s: Scope): Promise<{ nmId: number; id: string }> {
  const companyId = target(w, a, s).company.id;
  const { nmId, account } = await productOf(w, a, s);
  const { rows } = await w.ctx.database.pool.query(
    `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost)
     VALUES ($1, $2, $3, '2026-01-01', 100) RETURNING id`,
    [companyId, account, nmId],
  );
  return { nmId, id: rows[0].id as string };
}

const costBody = () => ({
  unitCost: '150.50',
  currency: 'RUB',
  // A date of its own per request: the same date twice would be a duplicate (409).
  validFrom: `2025-${String(randomInt(1, 13)).padStart(2, '0')}-${String(randomInt(1, 29)).padStart(2, '0')}`,
});

const calculation = {
  price: '1000',
  commissionPercent: '25',
  acquiringPercent: '0',
  deliveryBase: '46',
  deliveryLiter: '14',
  storageBase: '0.07',
  storageLiter: '0.07',
  volumeLitres: '2',
  ktr: '1',
  krpPercent: '0',
  buyoutPercent: '80',
  storageDays: '30',
  unitCost: '300',
  taxPercent: '6',
  adPerUnit: '0',
};

/** A GET of one of the product's tabs. */
const onProduct = (suffix: string, body?: unknown): MatrixCase => ({
  foreign: true,
  build: async (w, a, s) => {
    if (companyless(a)) return null;
    const nmId = a.principal ? (await productOf(w, a, s)).nmId : 1;
    return { url: `/api/products/${nmId}${suffix}`, ...(body ? { body } : {}) };
  },
});

const onVersion = (method: 'PUT' | 'DELETE'): MatrixCase => ({
  foreign: true,
  build: async (w, a, s) => {
    if (companyless(a)) return null;
    const { nmId, id } = a.principal ? await versionOf(w, a, s) : { nmId: 1, id: randomUUID() };
    const url = `/api/products/${nmId}/costs/${id}`;
    return method === 'PUT' ? { url, body: { ...costBody(), validFrom: '2024-06-01' } } : { url };
  },
});

export const productCases: Record<string, MatrixCase> = {
  'GET /api/products/:nmId': onProduct(''),
  'GET /api/products/:nmId/prices': onProduct('/prices'),
  'GET /api/products/:nmId/stocks': onProduct('/stocks'),
  'GET /api/products/:nmId/sales': onProduct('/sales'),
  'GET /api/products/:nmId/unit-economics': onProduct('/unit-economics'),
  'POST /api/products/:nmId/unit-economics/calculate': onProduct(
    '/unit-economics/calculate',
    calculation,
  ),
  'GET /api/products/:nmId/costs': onProduct('/costs'),
  'POST /api/products/:nmId/costs': {
    foreign: true,
    build: async (w, a, s) => {
      if (companyless(a)) return null;
      const nmId = a.principal ? (await productOf(w, a, s)).nmId : 1;
      return { url: `/api/products/${nmId}/costs`, body: costBody() };
    },
  },
  'PUT /api/products/:nmId/costs/:id': onVersion('PUT'),
  'DELETE /api/products/:nmId/costs/:id': onVersion('DELETE'),
  'GET /api/currencies': { build: async () => ({ url: '/api/currencies' }) },
};
