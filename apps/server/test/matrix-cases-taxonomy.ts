/** Authorization-matrix cases of /products/tags, /products/category and /products/subject. */
import { randomUUID } from 'node:crypto';
import { insertAccount } from './connections';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

/** A signed-in caller without a current company has no tenant objects: nothing to ask. */
const companyless = (a: Actor) => a.principal !== null && a.company === null;
const name = () => `М ${randomUUID().slice(0, 8)}`;

export async function insertTag(w: World, companyId: string): Promise<string> {
  const { rows } = await w.ctx.database.pool.query(
    `INSERT INTO tags (company_id, name, color) VALUES ($1, $2, 'D1CFD7') RETURNING id`,
    [companyId, name()],
  );
  return rows[0].id as string;
}

export async function insertCategory(w: World, companyId: string): Promise<string> {
  const { rows } = await w.ctx.database.pool.query(
    `INSERT INTO categories (company_id, name, position) VALUES ($1, $2, 1000) RETURNING id`,
    [companyId, name()],
  );
  return rows[0].id as string;
}

/** A product of the company (for link requests). */
export async function insertProduct(w: World, companyId: string) {
  const account = await insertAccount(w.ctx.database, companyId);
  await w.ctx.database.pool.query(
    `INSERT INTO products (company_id, account_id, nm_id, raw) VALUES ($1, $2, 1, '{}')`,
    [companyId, account.id],
  );
  return { accountId: account.id, nmId: 1 };
}

function onObject(
  make: (w: World, companyId: string) => Promise<{ url: string; body?: unknown }>,
): MatrixCase {
  return {
    foreign: true,
    build: async (w: World, a: Actor, s: Scope) =>
      companyless(a) ? null : make(w, target(w, a, s).company.id),
  };
}

const fixed = (url: string, body?: () => unknown): MatrixCase => ({
  build: async (_w, a) => (companyless(a) ? null : { url, body: body?.() }),
});

const list = encodeURIComponent(
  JSON.stringify({ filter: { op: 'and', items: [{ field: 'name', op: 'contains', value: 'а' }] } }),
);

export const taxonomyCases: Record<string, MatrixCase> = {
  'GET /api/tags': fixed('/api/tags'),
  'POST /api/tags': fixed('/api/tags', () => ({ name: name(), color: 'D1CFD7' })),
  'PATCH /api/tags/:id': onObject(async (w, c) => ({
    url: `/api/tags/${await insertTag(w, c)}`,
    body: { name: name() },
  })),
  'DELETE /api/tags/:id': onObject(async (w, c) => ({ url: `/api/tags/${await insertTag(w, c)}` })),
  'GET /api/tags/:id/products': onObject(async (w, c) => ({
    url: `/api/tags/${await insertTag(w, c)}/products`,
  })),
  'GET /api/tags/:id/candidates': onObject(async (w, c) => ({
    url: `/api/tags/${await insertTag(w, c)}/candidates?q=1`,
  })),
  'POST /api/tags/:id/products': onObject(async (w, c) => ({
    url: `/api/tags/${await insertTag(w, c)}/products`,
    body: { add: [await insertProduct(w, c)] },
  })),

  'GET /api/categories': fixed('/api/categories'),
  'POST /api/categories': fixed('/api/categories', () => ({ name: name() })),
  'PATCH /api/categories/:id': onObject(async (w, c) => ({
    url: `/api/categories/${await insertCategory(w, c)}`,
    body: { name: name() },
  })),
  'POST /api/categories/:id/move': onObject(async (w, c) => ({
    url: `/api/categories/${await insertCategory(w, c)}/move`,
    body: { parentId: null, position: 0 },
  })),
  'DELETE /api/categories/:id': onObject(async (w, c) => ({
    url: `/api/categories/${await insertCategory(w, c)}`,
  })),

  'GET /api/subjects/:scope': fixed(`/api/subjects/used?list=${list}`),
  'GET /api/subjects/:scope/export': fixed(`/api/subjects/all/export?format=csv&list=${list}`),
};
