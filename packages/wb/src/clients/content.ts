import * as z from 'zod/mini';
import type { WbResponse } from '../http/transport';
import { envelope, int64Id, list, opt, wbDateTime } from '../schema/fields';
import { WbHostClient, type CallOptions } from './base';

const photo = z.looseObject({
  big: opt(z.string()),
  c246x328: opt(z.string()),
  c516x688: opt(z.string()),
  square: opt(z.string()),
  tm: opt(z.string()),
});
const size = z.looseObject({
  chrtID: int64Id,
  techSize: opt(z.string()),
  wbSize: opt(z.string()),
  skus: list(z.string()),
});
const characteristic = z.looseObject({
  id: opt(z.int()),
  name: opt(z.string()),
  value: opt(z.unknown()),
});
const dimensions = z.looseObject({
  length: opt(z.number()),
  width: opt(z.number()),
  height: opt(z.number()),
  weightBrutto: opt(z.number()),
  isValid: opt(z.boolean()),
});
const cardTag = z.looseObject({ id: z.int(), name: opt(z.string()), color: opt(z.string()) });

/** A product card (`POST /content/v2/get/cards/list`, docs/wb-notes.md#cards). */
export const cardSchema = z.looseObject({
  nmID: z.int(),
  imtID: opt(z.int()),
  nmUUID: opt(z.string()),
  subjectID: opt(z.int()),
  subjectName: opt(z.string()),
  vendorCode: opt(z.string()),
  brand: opt(z.string()),
  title: opt(z.string()),
  description: opt(z.string()),
  needKiz: opt(z.boolean()),
  kizMarked: opt(z.boolean()),
  photos: list(photo),
  video: opt(z.string()),
  wholesale: opt(z.looseObject({ enabled: opt(z.boolean()), quantum: opt(z.number()) })),
  dimensions: opt(dimensions),
  characteristics: list(characteristic),
  sizes: list(size),
  tags: list(cardTag),
  createdAt: wbDateTime,
  updatedAt: wbDateTime,
});
export type WbCard = z.output<typeof cardSchema>;

/** A card in the trash (`POST /content/v2/get/cards/trash`). */
export const trashedCardSchema = z.extend(cardSchema, { trashedAt: wbDateTime });
export type WbTrashedCard = z.output<typeof trashedCardSchema>;

// Cursor values go back to WB exactly as received (no date normalisation).
const cardsPage = z.looseObject({
  cards: list(cardSchema),
  cursor: opt(
    z.looseObject({ updatedAt: opt(z.string()), nmID: opt(z.int()), total: opt(z.int()) }),
  ),
});
const trashPage = z.looseObject({
  cards: list(trashedCardSchema),
  cursor: opt(
    z.looseObject({ trashedAt: opt(z.string()), nmID: opt(z.int()), total: opt(z.int()) }),
  ),
});
export type WbCardsPage = z.output<typeof cardsPage>;
export type WbTrashPage = z.output<typeof trashPage>;

const parentCategory = z.looseObject({
  id: z.int(),
  name: opt(z.string()),
  isVisible: opt(z.boolean()),
});
const subject = z.looseObject({
  subjectID: z.int(),
  parentID: opt(z.int()),
  subjectName: opt(z.string()),
  parentName: opt(z.string()),
});
const tag = z.looseObject({ id: z.int(), name: opt(z.string()), color: opt(z.string()) });
export type WbParentCategory = z.output<typeof parentCategory>;
export type WbSubject = z.output<typeof subject>;
export type WbTag = z.output<typeof tag>;

// The spec types `data` of GET /content/v2/tags as one object, its example as an array.
const tags = z.pipe(
  z.optional(z.nullable(z.union([z.array(tag), tag]))),
  z.transform((value: WbTag[] | WbTag | null | undefined) =>
    value == null ? [] : Array.isArray(value) ? value : [value],
  ),
);
const ack = envelope(opt(z.unknown()));
export type WbEnvelopeAck = z.output<typeof ack>;

export interface CardsCursor {
  updatedAt?: string;
  nmID?: number;
}
export interface TrashCursor {
  trashedAt?: string;
  nmID?: number;
}
export interface CardsListParams {
  /** Absent on the first page; then the `cursor` of the previous answer. */
  cursor?: CardsCursor;
  /** At most 100 (default 100). */
  limit?: number;
  /** Sort by `updatedAt` ascending (default true: incremental sync, docs/wb-notes.md#cards). */
  ascending?: boolean;
  filter?: {
    textSearch?: string;
    tagIDs?: number[];
    objectIDs?: number[];
    brands?: string[];
    imtID?: number;
  };
  locale?: 'ru' | 'en' | 'zh';
}

/** Content API: cards, categories, subjects and tags (content-api, docs/wb-notes.md#content). */
export class WbContentClient extends WbHostClient {
  cardsList(params: CardsListParams = {}, options?: CallOptions): Promise<WbResponse<WbCardsPage>> {
    const settings = {
      sort: { ascending: params.ascending ?? true },
      // withPhoto -1: every card (0/2 changed meaning in 2026, docs/wb-notes.md#cards).
      filter: { withPhoto: -1, ...params.filter },
      cursor: { limit: params.limit ?? 100, ...params.cursor },
    };
    return this.call(
      {
        group: 'content',
        method: 'POST',
        path: '/content/v2/get/cards/list',
        query: { locale: params.locale },
        body: { settings },
        schema: cardsPage,
      },
      options,
    );
  }

  cardsTrash(
    params: {
      cursor?: TrashCursor;
      limit?: number;
      ascending?: boolean;
      textSearch?: string;
      locale?: 'ru' | 'en' | 'zh';
    } = {},
    options?: CallOptions,
  ): Promise<WbResponse<WbTrashPage>> {
    const settings = {
      sort: { ascending: params.ascending ?? true },
      filter: params.textSearch ? { textSearch: params.textSearch } : {},
      cursor: { limit: params.limit ?? 100, ...params.cursor },
    };
    return this.call(
      {
        group: 'content',
        method: 'POST',
        path: '/content/v2/get/cards/trash',
        query: { locale: params.locale },
        body: { settings },
        schema: trashPage,
      },
      options,
    );
  }

  parentCategories(params: { locale?: string } = {}, options?: CallOptions) {
    return this.call(
      {
        group: 'content',
        method: 'GET',
        path: '/content/v2/object/parent/all',
        query: params,
        schema: envelope(list(parentCategory)),
      },
      options,
    );
  }

  /** Subjects, offset-paginated (limit ≤ 1000, docs/wb-notes.md#subjects). */
  subjects(
    params: {
      limit?: number;
      offset?: number;
      name?: string;
      parentID?: number;
      locale?: string;
    } = {},
    options?: CallOptions,
  ) {
    const query = { limit: 1000, offset: 0, ...params };
    return this.call(
      {
        group: 'content',
        method: 'GET',
        path: '/content/v2/object/all',
        query,
        schema: envelope(list(subject)),
      },
      options,
    );
  }

  tags(options?: CallOptions) {
    return this.call(
      { group: 'content-tags', method: 'GET', path: '/content/v2/tags', schema: envelope(tags) },
      options,
    );
  }

  createTag(body: { name: string; color: string }, options?: CallOptions) {
    return this.call(
      { group: 'content-tags', method: 'POST', path: '/content/v2/tag', body, schema: ack },
      options,
    );
  }

  updateTag(id: number, body: { name?: string; color?: string }, options?: CallOptions) {
    return this.call(
      {
        group: 'content-tags',
        method: 'PATCH',
        path: '/content/v2/tag/{id}',
        params: { id },
        body,
        schema: ack,
      },
      options,
    );
  }

  deleteTag(id: number, options?: CallOptions) {
    return this.call(
      {
        group: 'content-tags',
        method: 'DELETE',
        path: '/content/v2/tag/{id}',
        params: { id },
        schema: ack,
      },
      options,
    );
  }

  /** Sets the tags of one card: `tagsIDs` replaces the card's tags (empty removes all). */
  linkTags(body: { nmID: number; tagsIDs: number[] }, options?: CallOptions) {
    return this.call(
      {
        group: 'content-tags',
        method: 'POST',
        path: '/content/v2/tag/nomenclature/link',
        body,
        schema: ack,
      },
      options,
    );
  }
}
