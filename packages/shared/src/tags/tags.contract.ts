import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, pageOf, pageQuerySchema } from '../identity/identity.schemas';

/**
 * Tags (ярлыки, /products/tags, docs/product.md#screens): the seller's own and the ones of a WB
 * account, kept in step with WB both ways. WB's rules (docs/wb-notes.md#tags,
 * wb-openapi/02-items.yaml "Ярлыки"): six colours, a name of at most 15 characters, at most 15 tags
 * per seller and per card.
 */
export const WB_TAG_COLOURS = ['D1CFD7', 'FEE0E0', 'ECDAFF', 'E4EAFF', 'DEF1DD', 'FFECC7'] as const;
export type TagColour = (typeof WB_TAG_COLOURS)[number];

export const TAG_LIMITS = {
  /** WB: "Максимальная длина ярлыка — 15 символов". */
  wbNameLength: 15,
  /** WB: "Можно создать максимум 15 ярлыков для одного продавца". */
  wbPerSeller: 15,
  /** WB: "К карточке можно добавить максимум 15 ярлыков". */
  wbPerCard: 15,
  /** The seller's own tags are not sent to WB: a longer name is allowed. */
  ownNameLength: 50,
  ownPerCompany: 200,
  /**
   * Cards changed by one link request of a WB tag: WB sets the tags of one card per call (100
   * calls a minute, 5 at once), and the user waits for the answer.
   */
  wbLinkBatch: 20,
  /** Products changed by one link request of an own tag. */
  ownLinkBatch: 1000,
} as const;

/** Why the tags of a WB account cannot be changed from here (null: they can). */
export const TAG_READ_ONLY_REASONS = ['noToken', 'noContent', 'readOnlyToken'] as const;
export type TagReadOnlyReason = (typeof TAG_READ_ONLY_REASONS)[number];

const tagName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Укажите название ярлыка'),
    z.maxLength(
      TAG_LIMITS.ownNameLength,
      `Название — не длиннее ${TAG_LIMITS.ownNameLength} символов`,
    ),
  );
const tagColour = z.enum(WB_TAG_COLOURS, 'Выберите цвет из палитры WB');
const wbNameMessage = `Название ярлыка WB — не длиннее ${TAG_LIMITS.wbNameLength} символов (ограничение WB)`;

export const createTagSchema = z
  .object({
    name: tagName,
    color: tagColour,
    /** A WB account: the tag is created on WB too. Absent or null: the seller's own tag. */
    accountId: z.optional(z.nullable(z.uuid('Неверный кабинет'))),
  })
  .check(
    z.superRefine((tag, ctx) => {
      if (tag.accountId && tag.name.length > TAG_LIMITS.wbNameLength) {
        ctx.issues.push({
          code: 'custom',
          input: tag.name,
          path: ['name'],
          message: wbNameMessage,
        });
      }
    }),
  );
export type CreateTagInput = z.infer<typeof createTagSchema>;

/** Rename and/or recolour; a WB tag is changed on WB first. */
export const updateTagSchema = z
  .object({ name: z.optional(tagName), color: z.optional(tagColour) })
  .check(
    z.refine((patch) => patch.name !== undefined || patch.color !== undefined, {
      message: 'Укажите новое название или цвет',
    }),
  );
export type UpdateTagInput = z.infer<typeof updateTagSchema>;

/** The longest name a tag may have: WB's limit for a WB tag. */
export const tagNameLimit = (wb: boolean) =>
  wb ? TAG_LIMITS.wbNameLength : TAG_LIMITS.ownNameLength;
export const WB_TAG_NAME_MESSAGE = wbNameMessage;

export const tagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** One of WB_TAG_COLOURS as a rule; a synced tag keeps whatever WB sent (null: none). */
  color: z.nullable(z.string()),
  /** The WB account of a synced tag; null for the seller's own. */
  accountId: z.nullable(z.uuid()),
  accountName: z.nullable(z.string()),
  wbTagId: z.nullable(z.number()),
  /** Products carrying it (cards in the trash included). */
  productCount: z.int(),
  /** Why a WB tag cannot be changed now; null when it can (always null for own tags). */
  readOnly: z.nullable(z.enum(TAG_READ_ONLY_REASONS)),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Tags of this account on WB (at most TAG_LIMITS.wbPerSeller). */
  tagCount: z.int(),
  readOnly: z.nullable(z.enum(TAG_READ_ONLY_REASONS)),
});
export type TagAccount = z.infer<typeof tagAccountSchema>;

export const tagsListSchema = z.object({
  tags: z.array(tagSchema),
  /** The company's WB accounts and whether their tags can be changed. */
  accounts: z.array(tagAccountSchema),
});
export type TagsList = z.infer<typeof tagsListSchema>;

/** A product: one card of one WB account (products are keyed by account and nmID). */
export const productRefSchema = z.object({
  accountId: z.uuid('Неверный кабинет'),
  nmId: z.int('Артикул WB — целое число').check(z.gte(1, 'Артикул WB — целое число больше нуля')),
});
export type ProductRef = z.infer<typeof productRefSchema>;

export const tagProductSchema = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  nmId: z.number(),
  vendorCode: z.nullable(z.string()),
  title: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  inTrash: z.boolean(),
});
export type TagProduct = z.infer<typeof tagProductSchema>;

export const linkTagSchema = z
  .object({
    add: z._default(z.array(productRefSchema).check(z.maxLength(TAG_LIMITS.ownLinkBatch)), []),
    remove: z._default(z.array(productRefSchema).check(z.maxLength(TAG_LIMITS.ownLinkBatch)), []),
  })
  .check(
    z.refine((b) => b.add.length + b.remove.length > 0, { message: 'Выберите товары' }),
    z.refine((b) => b.add.length + b.remove.length <= TAG_LIMITS.ownLinkBatch, {
      message: `Не больше ${TAG_LIMITS.ownLinkBatch} товаров за раз`,
    }),
  );
export type LinkTagInput = z.infer<typeof linkTagSchema>;

export const linkTagResultSchema = z.object({
  linked: z.int(),
  unlinked: z.int(),
  /** Cards WB refused (a WB tag); nothing changed for them. */
  failed: z.array(z.extend(productRefSchema, { message: z.string() })),
});
export type LinkTagResult = z.infer<typeof linkTagResultSchema>;

const tags = { tag: 'tags' } as const;

export const listTagsContract = defineContract({
  ...tags,
  method: 'GET',
  path: '/api/tags',
  summary: 'Tags of the company (own and of its WB accounts) with product counts',
  permission: { subject: 'product', action: 'view' },
  response: tagsListSchema,
});

export const createTagContract = defineContract({
  ...tags,
  method: 'POST',
  path: '/api/tags',
  summary: 'Create an own tag, or a tag on a WB account (created on WB first)',
  permission: { subject: 'product', action: 'create' },
  body: createTagSchema,
  response: tagSchema,
  status: 201,
});

export const updateTagContract = defineContract({
  ...tags,
  method: 'PATCH',
  path: '/api/tags/:id',
  summary: 'Rename or recolour a tag (a WB tag on WB first)',
  permission: { subject: 'product', action: 'edit' },
  params: idParams,
  body: updateTagSchema,
  response: tagSchema,
});

export const deleteTagContract = defineContract({
  ...tags,
  method: 'DELETE',
  path: '/api/tags/:id',
  summary: 'Delete a tag and its links (a WB tag on WB first)',
  permission: { subject: 'product', action: 'delete' },
  params: idParams,
  response: null,
});

export const listTagProductsContract = defineContract({
  ...tags,
  method: 'GET',
  path: '/api/tags/:id/products',
  summary: 'Products carrying the tag (q: nmID, vendor code or title)',
  permission: { subject: 'product', action: 'view' },
  params: idParams,
  query: pageQuerySchema,
  response: pageOf(tagProductSchema),
});

export const tagCandidatesContract = defineContract({
  ...tags,
  method: 'GET',
  path: '/api/tags/:id/candidates',
  summary: 'Products the tag could be put on (a WB tag: cards of its account), first 20 matches',
  permission: { subject: 'product', action: 'view' },
  params: idParams,
  query: z.object({ q: z.optional(z.string().check(z.trim(), z.maxLength(200))) }),
  response: z.array(tagProductSchema),
});

export const linkTagContract = defineContract({
  ...tags,
  method: 'POST',
  path: '/api/tags/:id/products',
  summary: 'Put the tag on products and take it off (a WB tag: the cards are changed on WB)',
  permission: { subject: 'product', action: 'edit' },
  params: idParams,
  body: linkTagSchema,
  response: linkTagResultSchema,
});
