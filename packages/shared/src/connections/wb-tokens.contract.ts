import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
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

/**
 * /settings/tokens grid. Keys are fields of `WbToken` (exports read the row by key); the token
 * itself is no column — only its name and last 4 characters are.
 */
export const WB_TOKEN_COLUMNS = [
  { key: 'name', type: 'text', sortable: true, filterable: true, header: 'Токен', width: 240 },
  {
    key: 'accountName',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Кабинет',
    width: 180,
  },
  {
    key: 'type',
    type: 'enum',
    options: WB_TOKEN_TYPE_KEYS,
    optionLabels: 'connections:tokenTypes',
    sortable: true,
    filterable: true,
    header: 'Тип',
    width: 140,
    visible: false,
  },
  {
    // Not a filter: the tags filter takes raw keys (content, prices…), not the labels users see.
    key: 'categories',
    type: 'tags',
    sortable: false,
    filterable: false,
    header: 'Категории',
    width: 300,
  },
  {
    key: 'status',
    type: 'enum',
    options: WB_TOKEN_STATUSES,
    optionLabels: 'connections:tokenStatuses',
    sortable: true,
    filterable: true,
    header: 'Статус',
    width: 150,
  },
  {
    key: 'expiresAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Действует до',
    width: 190,
  },
  {
    key: 'daysLeft',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Дней до истечения',
    width: 150,
    visible: false,
  },
  {
    key: 'lastCheckedAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Последняя проверка',
    width: 240,
  },
  {
    key: 'lastError',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Ошибка проверки',
    width: 240,
    visible: false,
  },
  {
    key: 'last4',
    type: 'text',
    sortable: false,
    filterable: true,
    header: 'Последние 4 символа',
    width: 120,
    visible: false,
  },
  {
    key: 'sellerId',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'ID продавца',
    width: 200,
    visible: false,
  },
  {
    key: 'createdAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Добавлен',
    width: 170,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];
export type WbTokenColumnKey = (typeof WB_TOKEN_COLUMNS)[number]['key'];

/** The /settings/tokens grid: the company's tokens of every cabinet (never a token itself). */
export const wbTokensList = defineList({
  key: 'wbTokens',
  path: '/api/wb-tokens',
  tag: 'wb-tokens',
  summary: 'WB API tokens of the company (names and last 4 characters only)',
  access: { permission: { subject: 'wbToken', action: 'view' } },
  tenant: 'company',
  row: wbTokenSchema,
  columns: WB_TOKEN_COLUMNS,
  export: { action: 'wb_tokens.export', entity: 'wb_token', file: 'wb-tokens', sheet: 'Токены WB' },
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
