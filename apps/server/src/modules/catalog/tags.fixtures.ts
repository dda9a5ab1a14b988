/**
 * What the /api/tags tests share (tags.int.test.ts, tags-wb.int.test.ts and
 * tags-read-only.int.test.ts): the app on a fresh database with the WB sandbox behind it,
 * companies A and B, WB accounts of A on fresh sandbox sellers, and readers of the tags here and
 * on WB.
 */
import { randomUUID } from 'node:crypto';
import type { Tag, TagsList } from '@wb/shared/tags/tags.contract';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import type { WbClients } from '@wb/wb/factory';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { UNLIMITED } from '../../../test/sync';
import { runDataset } from '../sync/sync.service';
import { wbClientsFor } from '../wb/wb-clients';

const NOW = '2026-11-20T12:00:00+03:00';

interface Account {
  id: string;
  token: string;
  wb: WbClients;
}

/** The app, the sandbox, the clients and the helpers; filled in before the file's tests. */
export interface TagsWorld {
  ctx: TestContext;
  sandbox: Sandbox;
  owner: TestClient;
  /** A view-only member of company A. */
  analyst: TestClient;
  ownerB: TestClient;
  companyId: string;
  companyB: string;
  /** A WB account of company A on a fresh sandbox seller, its cards and tags synced. */
  wbAccount: (options?: {
    categories?: readonly string[];
    readOnly?: boolean;
    dbReadOnly?: boolean;
  }) => Promise<Account>;
  /** GET /api/tags (the owner's unless told), expecting 200. */
  list: (client?: TestClient) => Promise<TagsList>;
  /** POST /api/tags (the owner's unless told). */
  create: (body: object, client?: TestClient) => Promise<LightMyRequestResponse>;
  /** POST /api/tags by the owner, expecting 201. */
  created: (body: object) => Promise<Tag>;
  /** Company A's tags of an account (null: its own tags) as stored, by name. */
  tagRows: (
    accountId: string | null,
  ) => Promise<{ name: string; color: string; wb_tag_id: string | null }[]>;
  /** The products a tag is on, as stored. */
  links: (tagId: string) => Promise<{ account_id: string; nm: number }[]>;
  /** The nmIDs of an account's products, ascending. */
  productsOf: (accountId: string) => Promise<number[]>;
}

/** Builds the app before the file's tests (the object is filled then) and closes all after them. */
export function tagsWorld(): TagsWorld {
  const w = {} as TagsWorld;
  const opened: WbClients[] = [];

  w.wbAccount = async function wbAccount(
    options: { categories?: readonly string[]; readOnly?: boolean; dbReadOnly?: boolean } = {},
  ): Promise<Account> {
    const { sid } = w.sandbox.registerSeller({
      name: `Продавец ${randomUUID().slice(0, 6)}`,
      seed: 7,
      scale: { products: 6, days: 3, ordersPerDay: 1 },
    });
    const row = await insertAccount(w.ctx.database, w.companyId, { sellerId: sid });
    const categories = [...(options.categories ?? ['content'])];
    const token = w.sandbox.issueToken({
      sid,
      categories,
      ...(options.readOnly ? { readOnly: true } : {}),
    });
    await insertToken(w.ctx.database, w.ctx.config, row, token);
    await w.ctx.database.pool.query(
      'UPDATE wb_tokens SET categories = $2, read_only = $3 WHERE account_id = $1',
      [row.id, categories, options.dbReadOnly ?? options.readOnly ?? false],
    );
    // The catalogue as the sync stores it (a full token reads it).
    const reader = w.sandbox.issueToken({ sid, categories: ['content'] });
    const syncToken = await insertToken(w.ctx.database, w.ctx.config, row, reader);
    const deps = { database: w.ctx.database, config: w.ctx.config, limiter: UNLIMITED };
    for (const dataset of ['tags', 'cards'] as const) {
      const out = await runDataset(deps, row.id, dataset, { now: new Date(NOW) });
      expect(out.status).toBe('succeeded');
    }
    await w.ctx.database.pool.query('DELETE FROM wb_tokens WHERE id = $1', [syncToken.row.id]);
    const wb = wbClientsFor(deps, { token: reader });
    opened.push(wb);
    return { id: row.id, token, wb };
  };

  beforeAll(async () => {
    const sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
    w.sandbox = sandbox;
    const ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url } });
    w.ctx = ctx;
    const a = await createCompany(ctx.database, ctx.config, 'Ярлыки А', { analyst: 1 });
    const b = await createCompany(ctx.database, ctx.config, 'Ярлыки Б');
    w.companyId = a.company.id;
    w.companyB = b.company.id;
    w.owner = await signIn(ctx.app, a.owner);
    w.analyst = await signIn(ctx.app, a.members.analyst![0]!);
    w.ownerB = await signIn(ctx.app, b.owner);
  });

  afterAll(async () => {
    for (const c of opened) await c.close();
    await w.ctx.close();
    await w.sandbox.close();
  });

  w.list = async (client = w.owner): Promise<TagsList> => {
    const res = await client.get('/api/tags');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TagsList>();
  };

  w.create = async (body: object, client = w.owner) => client.post('/api/tags', body);

  w.created = async (body: object): Promise<Tag> => {
    const res = await w.create(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Tag>();
  };

  w.tagRows = async (accountId: string | null) =>
    (
      await w.ctx.database.pool.query(
        `SELECT name, color, wb_tag_id FROM tags WHERE company_id = $1
            AND account_id IS NOT DISTINCT FROM $2 ORDER BY name`,
        [w.companyId, accountId],
      )
    ).rows as { name: string; color: string; wb_tag_id: string | null }[];

  w.links = async (tagId: string) =>
    (
      await w.ctx.database.pool.query(
        'SELECT account_id, nm_id::int AS nm FROM product_tags WHERE tag_id = $1 ORDER BY nm_id',
        [tagId],
      )
    ).rows as { account_id: string; nm: number }[];

  w.productsOf = async (accountId: string) =>
    (
      await w.ctx.database.pool.query(
        'SELECT nm_id::int AS nm FROM products WHERE account_id = $1 ORDER BY nm_id',
        [accountId],
      )
    ).rows.map((r: { nm: number }) => r.nm);

  return w;
}

/** The tags of the account on WB. */
export const wbTags = async (a: Account) => (await a.wb.content.tags()).data.data;
/** The WB tag ids of one card on WB, sorted. */
export const cardTags = async (a: Account, nmID: number) =>
  (await a.wb.content.cardsList()).data.cards
    .find((c) => c.nmID === nmID)!
    .tags.map((t) => t.id)
    .sort();
