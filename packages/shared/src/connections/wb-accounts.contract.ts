import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { WB_CATEGORY_KEYS, WB_DATASETS, WB_TOKEN_STATUSES } from './wb-categories';

const datasetKeySchema = z.enum(WB_DATASETS.map((d) => d.key) as [string, ...string[]]);

/** How far back the first sync reaches; WB keeps finance reports from 29.01.2024. */
export const HISTORY_DEPTH_MONTHS = { min: 1, max: 36, default: 12 } as const;

/**
 * The account's connection as a whole: `noToken` (none added), `connected` (its tokens cover
 * every dataset), `limited` (some datasets cannot be synced), `broken` (no usable token).
 */
export const WB_ACCOUNT_STATUSES = ['noToken', 'connected', 'limited', 'broken'] as const;
export type WbAccountStatus = (typeof WB_ACCOUNT_STATUSES)[number];

export const wbAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organizationId: z.nullable(z.uuid()),
  organizationName: z.nullable(z.string()),
  /** From WB (`GET /api/v1/seller-info`) once a token has been verified. */
  sellerId: z.nullable(z.string()),
  sellerName: z.nullable(z.string()),
  tradeMark: z.nullable(z.string()),
  sellerInn: z.nullable(z.string()),
  /** WB's ИНН of the seller differs from the organization's. */
  innMismatch: z.boolean(),
  syncEnabled: z.boolean(),
  historyDepthMonths: z.int(),
  status: z.enum(WB_ACCOUNT_STATUSES),
  /** Datasets none of its usable tokens can serve. */
  missingDatasets: z.array(datasetKeySchema),
  tokens: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      last4: z.string(),
      status: z.enum(WB_TOKEN_STATUSES),
      expiresAt: instantSchema,
      categories: z.array(z.enum(WB_CATEGORY_KEYS)),
      readOnly: z.boolean(),
    }),
  ),
  createdAt: instantSchema,
});
export type WbAccount = z.infer<typeof wbAccountSchema>;

const accountName = z
  .string()
  .check(z.trim(), z.minLength(1, 'Укажите название'), z.maxLength(100, 'Не длиннее 100 символов'));
const historyDepth = z
  .int()
  .check(z.gte(HISTORY_DEPTH_MONTHS.min), z.lte(HISTORY_DEPTH_MONTHS.max, 'Не больше 36 месяцев'));

export const listWbAccountsContract = defineContract({
  method: 'GET',
  path: '/api/wb-accounts',
  summary: 'WB seller cabinets of the company',
  tag: 'wb-accounts',
  permission: { subject: 'wbAccount', action: 'view' },
  response: z.array(wbAccountSchema),
});

export const getWbAccountContract = defineContract({
  method: 'GET',
  path: '/api/wb-accounts/:id',
  summary: 'One WB seller cabinet',
  tag: 'wb-accounts',
  permission: { subject: 'wbAccount', action: 'view' },
  params: idParams,
  response: wbAccountSchema,
});

export const createWbAccountContract = defineContract({
  method: 'POST',
  path: '/api/wb-accounts',
  summary: 'Add a WB seller cabinet',
  tag: 'wb-accounts',
  permission: { subject: 'wbAccount', action: 'create' },
  body: z.object({
    name: accountName,
    organizationId: z.uuid('Выберите организацию'),
    syncEnabled: z.optional(z.boolean()),
    historyDepthMonths: z.optional(historyDepth),
  }),
  response: wbAccountSchema,
  status: 201,
});

export const updateWbAccountContract = defineContract({
  method: 'PATCH',
  path: '/api/wb-accounts/:id',
  summary: 'Edit a WB seller cabinet',
  tag: 'wb-accounts',
  permission: { subject: 'wbAccount', action: 'edit' },
  params: idParams,
  body: z
    .partial(
      z.strictObject({
        name: accountName,
        organizationId: z.uuid(),
        syncEnabled: z.boolean(),
        historyDepthMonths: historyDepth,
      }),
    )
    .check(z.refine((b) => Object.keys(b).length > 0, 'Нечего менять')),
  response: wbAccountSchema,
});

/** Deletes the account with its tokens and synced data; its name typed as confirmation. */
export const deleteWbAccountContract = defineContract({
  method: 'DELETE',
  path: '/api/wb-accounts/:id',
  summary: 'Delete a WB seller cabinet',
  tag: 'wb-accounts',
  permission: { subject: 'wbAccount', action: 'delete' },
  params: idParams,
  // The name typed as confirmation: no longer than a name can be.
  body: z.object({ confirmName: z.string().check(z.maxLength(100)) }),
  response: null,
});
