import type { CallOptions } from '../clients/base';
import type {
  CardsCursor,
  CardsListParams,
  TrashCursor,
  WbCard,
  WbContentClient,
  WbSubject,
  WbTrashedCard,
} from '../clients/content';
import { nextOffset, rawRows, type WbPage } from './raw';

/**
 * Cards, oldest change first, from `cursor` on (docs/wb-notes.md#cards): copy `cursor.updatedAt`
 * and `cursor.nmID` of each answer into the next request; the last page has `total < limit`. The
 * yielded cursor is the one to persist: the next sync asks only for cards changed since.
 */
export async function* iterateCards(
  content: WbContentClient,
  params: Omit<CardsListParams, 'ascending'> = {},
  options?: CallOptions,
): AsyncGenerator<WbPage<WbCard, CardsCursor>> {
  const limit = params.limit ?? 100;
  let cursor: CardsCursor = params.cursor ?? {};
  for (;;) {
    const { data, raw } = await content.cardsList(
      { ...params, limit, cursor, ascending: true },
      options,
    );
    const next: CardsCursor =
      data.cursor?.updatedAt != null && data.cursor.nmID != null
        ? { updatedAt: data.cursor.updatedAt, nmID: data.cursor.nmID }
        : cursor;
    const done = data.cards.length === 0 || (data.cursor?.total ?? data.cards.length) < limit;
    yield { rows: data.cards, raw: rawRows(raw, ['cards']), cursor: next, done };
    if (done || sameCursor(next, cursor)) return;
    cursor = next;
  }
}

/** Cards in the trash, by `{trashedAt, nmID}` (docs/wb-notes.md#cards). */
export async function* iterateTrash(
  content: WbContentClient,
  params: { cursor?: TrashCursor; limit?: number } = {},
  options?: CallOptions,
): AsyncGenerator<WbPage<WbTrashedCard, TrashCursor>> {
  const limit = params.limit ?? 100;
  let cursor: TrashCursor = params.cursor ?? {};
  for (;;) {
    const { data, raw } = await content.cardsTrash({ limit, cursor }, options);
    const next: TrashCursor =
      data.cursor?.trashedAt != null && data.cursor.nmID != null
        ? { trashedAt: data.cursor.trashedAt, nmID: data.cursor.nmID }
        : cursor;
    const done = data.cards.length === 0 || (data.cursor?.total ?? data.cards.length) < limit;
    yield { rows: data.cards, raw: rawRows(raw, ['cards']), cursor: next, done };
    if (done || sameCursor(next, cursor)) return;
    cursor = next;
  }
}

/** All subjects, offset-paginated (limit ≤ 1000, docs/wb-notes.md#subjects). */
export async function* iterateSubjects(
  content: WbContentClient,
  params: { limit?: number; offset?: number; locale?: string; parentID?: number } = {},
  options?: CallOptions,
): AsyncGenerator<WbPage<WbSubject, { offset: number }>> {
  const limit = params.limit ?? 1000;
  let offset = params.offset ?? 0;
  for (;;) {
    const { data, raw } = await content.subjects({ ...params, limit, offset }, options);
    const rows = data.data;
    offset = nextOffset(offset, rows.length, limit);
    const done = rows.length < limit;
    yield { rows, raw: rawRows(raw, ['data']), cursor: { offset }, done };
    if (done) return;
  }
}

function sameCursor(a: object, b: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
