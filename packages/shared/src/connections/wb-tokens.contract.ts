import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import {
  WB_CATEGORY_KEYS,
  WB_DATASETS,
  WB_TOKEN_STATUSES,
  WB_TOKEN_TYPE_KEYS,
} from './wb-categories';

/** A pasted token: a JWT, whitespace around it ignored. Never logged, never sent back. */
export const rawWbTokenSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Вставьте токен'),
    z.maxLength(4096, 'Слишком длинный токен'),
    z.regex(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
      'Это не токен WB: ожидается JWT из трёх частей через точку',
    ),
  );

/** What the token's payload says (read without the signature, which only WB can check). */
export const decodedWbTokenSchema = z.object({
  type: z.enum(WB_TOKEN_TYPE_KEYS),
  categories: z.array(z.enum(WB_CATEGORY_KEYS)),
  readOnly: z.boolean(),
  test: z.boolean(),
  sellerId: z.string(),
  expiresAt: instantSchema,
  /** Datasets this token alone cannot serve. */
  missingDatasets: z.array(z.enum(WB_DATASETS.map((d) => d.key) as [string, ...string[]])),
});
export type DecodedWbToken = z.infer<typeof decodedWbTokenSchema>;

export const wbTokenSchema = z.object({
  ...decodedWbTokenSchema.shape,
  id: z.uuid(),
  accountId: z.uuid(),
  accountName: z.string(),
  name: z.string(),
  /** The only part of the token ever shown again. */
  last4: z.string(),
  status: z.enum(WB_TOKEN_STATUSES),
  /** Whole days until expiry (negative once expired). */
  daysLeft: z.int(),
  lastCheckedAt: z.nullable(instantSchema),
  lastError: z.nullable(z.string()),
  createdAt: instantSchema,
});
export type WbToken = z.infer<typeof wbTokenSchema>;

const tokenName = z
  .string()
  .check(z.trim(), z.minLength(1, 'Укажите название'), z.maxLength(100, 'Не длиннее 100 символов'));

export const listWbTokensContract = defineContract({
  method: 'GET',
  path: '/api/wb-tokens',
  summary: 'WB API tokens of the company',
  tag: 'wb-tokens',
  permission: { subject: 'wbToken', action: 'view' },
  response: z.array(wbTokenSchema),
});

/** Reads a pasted token without storing it, so the form can show what it grants. */
export const decodeWbTokenContract = defineContract({
  method: 'POST',
  path: '/api/wb-tokens/decode',
  summary: 'Read a token’s payload (nothing stored)',
  tag: 'wb-tokens',
  permission: { subject: 'wbToken', action: 'create' },
  body: z.object({ token: rawWbTokenSchema }),
  response: decodedWbTokenSchema,
});

/**
 * Verifies the token with WB (seller info) and stores it encrypted. Refused when WB rejects it,
 * when it belongs to another seller than the account, or when it is already stored.
 */
export const createWbTokenContract = defineContract({
  method: 'POST',
  path: '/api/wb-tokens',
  summary: 'Add a WB API token to an account',
  tag: 'wb-tokens',
  permission: { subject: 'wbToken', action: 'create' },
  body: z.object({
    accountId: z.uuid('Выберите кабинет'),
    name: tokenName,
    token: rawWbTokenSchema,
  }),
  response: wbTokenSchema,
  status: 201,
});

export const renameWbTokenContract = defineContract({
  method: 'PATCH',
  path: '/api/wb-tokens/:id',
  summary: 'Rename a token',
  tag: 'wb-tokens',
  permission: { subject: 'wbToken', action: 'edit' },
  params: idParams,
  body: z.strictObject({ name: tokenName }),
  response: wbTokenSchema,
});

/** Asks WB again; the answer updates status, last check and error. */
export const checkWbTokenContract = defineContract({
  method: 'POST',
  path: '/api/wb-tokens/:id/check',
  summary: 'Check a token with WB now',
  tag: 'wb-tokens',
  permission: { subject: 'wbToken', action: 'edit' },
  params: idParams,
  response: wbTokenSchema,
});

export const deleteWbTokenContract = defineContract({
  method: 'DELETE',
  path: '/api/wb-tokens/:id',
  summary: 'Delete a token',
  tag: 'wb-tokens',
  permission: { subject: 'wbToken', action: 'delete' },
  params: idParams,
  response: null,
});
