import type { WbTag } from '@wb/wb/clients/content';
import { rawRows } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import { copyMerge, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';

/** WB tags of an account in `tags` (the company's own tags have no account and no WB id). */
const tagsTarget: MergeTarget = {
  table: 'tags',
  columns: [
    ['company_id', 'uuid'],
    ['account_id', 'uuid'],
    ['wb_tag_id', 'bigint'],
    ['name', 'text'],
    ['color', 'text'],
    ['raw', 'jsonb'],
  ],
  key: ['account_id', 'wb_tag_id'],
};

/**
 * The account's WB tags (`GET /content/v2/tags`, docs/wb-notes.md#tags), read whole each run: new
 * and changed tags are merged, tags WB no longer has are deleted with their product links.
 */
export const tagsDataset: SyncDataset<Record<string, never>, WbTag> = {
  key: 'tags',
  category: 'content',
  intervalMinutes: 60,
  initialCursor: () => ({}),
  async *pages(clients, _cursor, signal) {
    const { data, raw } = await clients.content.tags(signal ? { signal } : undefined);
    yield { rows: data.data, raw: rawRows(raw, ['data']), cursor: {}, done: true };
  },
  async write(client, t, page) {
    const rows = page.rows.map((tag, i) => [
      t.companyId,
      t.accountId,
      tag.id,
      tag.name ?? '',
      tag.color,
      page.raw[i] ?? tag,
    ]);
    const n = await copyMerge(client, tagsTarget, rows);
    const gone = await client.query(
      `DELETE FROM tags WHERE account_id = $1 AND wb_tag_id IS NOT NULL
          AND NOT (wb_tag_id = ANY($2::bigint[]))`,
      [t.accountId, page.rows.map((tag) => tag.id)],
    );
    return n + (gone.rowCount ?? 0);
  },
};

/** A card and the WB tags it carries now. */
export interface CardTags {
  nmId: number;
  tags: readonly WbTag[];
}

/**
 * Makes the WB-tag links of these cards what the cards say (cards carry their tags,
 * docs/wb-notes.md#cards): tags not stored yet are added (name and colour stay the tags sync's),
 * missing links are added and links to WB tags a card no longer has are removed. The seller's own
 * tags are untouched. One statement whatever the number of cards; returns rows inserted or deleted.
 */
export async function linkCardTags(
  client: PoolClient,
  t: SyncTarget,
  cards: readonly CardTags[],
): Promise<number> {
  if (cards.length === 0) return 0;
  const known = new Map<number, WbTag>();
  const pairs: { nm: number; tag: number }[] = [];
  for (const card of cards) {
    for (const tag of card.tags) {
      known.set(tag.id, tag);
      pairs.push({ nm: card.nmId, tag: tag.id });
    }
  }
  // The CTEs see the tables as they were before the statement: the tags added here come from
  // `added`, and the links removed (`stale`) and added (`linked`) are disjoint.
  const { rows } = await client.query<{ n: number }>(
    `WITH carried AS (SELECT * FROM jsonb_to_recordset($4::jsonb) AS p(nm bigint, tag bigint)),
     added AS (
       INSERT INTO tags (company_id, account_id, wb_tag_id, name, color, raw)
       SELECT $1, $2, (x ->> 'id')::bigint, coalesce(x ->> 'name', ''), x ->> 'color', x
         FROM jsonb_array_elements($5::jsonb) x
       ON CONFLICT (account_id, wb_tag_id) DO NOTHING
       RETURNING id, wb_tag_id
     ), account_tags AS (
       SELECT id, wb_tag_id FROM tags WHERE account_id = $2 AND wb_tag_id IS NOT NULL
       UNION ALL SELECT id, wb_tag_id FROM added
     ), stale AS (
       DELETE FROM product_tags pt USING tags g
        WHERE pt.account_id = $2 AND pt.nm_id = ANY($3::bigint[]) AND g.id = pt.tag_id
          AND g.account_id = $2 AND g.wb_tag_id IS NOT NULL
          AND NOT EXISTS (SELECT FROM carried p WHERE p.nm = pt.nm_id AND p.tag = g.wb_tag_id)
       RETURNING 1
     ), linked AS (
       INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
       SELECT $1, $2, p.nm, g.id FROM carried p JOIN account_tags g ON g.wb_tag_id = p.tag
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT ((SELECT count(*) FROM added) + (SELECT count(*) FROM stale)
             + (SELECT count(*) FROM linked))::int AS n`,
    [
      t.companyId,
      t.accountId,
      cards.map((c) => c.nmId),
      JSON.stringify(pairs),
      JSON.stringify([...known.values()]),
    ],
  );
  return rows[0]?.n ?? 0;
}
