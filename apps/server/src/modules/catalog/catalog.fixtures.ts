/**
 * What the fixtures of the catalogue's tests share (product.fixtures.ts, products.fixtures.ts):
 * the app on a fresh database with company A (its owner and a view-only analyst) and company B
 * (its owner), signed-in clients of the three, a query helper, and the hooks of a test file.
 */
import type { QueryResult, QueryResultRow } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';

/** A query on the file's database: rows untyped, or typed as `R` when given. */
export interface Query {
  (text: string, params?: unknown[]): Promise<QueryResult>;
  <R extends QueryResultRow>(text: string, params?: unknown[]): Promise<QueryResult<R>>;
}

type Company = Awaited<ReturnType<typeof createCompany>>;

/** The app, its query helper and the clients; filled in before the file's tests. */
export interface TwoCompanies {
  ctx: TestContext;
  q: Query;
  owner: TestClient;
  /** A view-only member of company A. */
  analyst: TestClient;
  ownerB: TestClient;
}

/**
 * Registers the hooks of a test file: before its tests the app, companies A and B, `seed` (the
 * file's data; what it returns goes into the world) and the clients, all into the returned
 * object; after them, the app closed.
 */
export function twoCompanies<T extends TwoCompanies>(
  seed: (setup: { ctx: TestContext; q: Query; a: Company; b: Company }) => Promise<Partial<T>>,
): T {
  const w = {} as T;
  beforeAll(async () => {
    const ctx = await buildTestApp();
    w.ctx = ctx;
    const q: Query = (text: string, params: unknown[] = []) =>
      ctx.database.pool.query(text, params);
    w.q = q;
    const a = await createCompany(ctx.database, ctx.config, 'Компания А', { analyst: 1 });
    const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
    Object.assign(w, await seed({ ctx, q, a, b }));
    w.owner = await signIn(ctx.app, a.owner);
    w.analyst = await signIn(ctx.app, a.members.analyst![0]!);
    w.ownerB = await signIn(ctx.app, b.owner);
  });
  afterAll(async () => {
    await w.ctx.close();
  });
  return w;
}
