import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';

/**
 * Outbound HTTP proxies for calls to WB (HTTP CONNECT). `active`; `failing` (the last checks or
 * calls failed); `disabled` (switched off by an administrator, or automatically after
 * {@link PROXY_FAILURES_TO_DISABLE} failures in a row).
 */
export const API_PROXY_STATUSES = ['active', 'failing', 'disabled'] as const;
export type ApiProxyStatus = (typeof API_PROXY_STATUSES)[number];
export const PROXY_FAILURES_TO_DISABLE = 3;

/** `pool`: any account without its own proxy may use it; `accounts`: only the listed ones. */
export const API_PROXY_ASSIGNMENTS = ['pool', 'accounts'] as const;

export const apiProxySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `http(s)://host:port`, without credentials. */
  url: z.string(),
  username: z.nullable(z.string()),
  passwordSet: z.boolean(),
  enabled: z.boolean(),
  status: z.enum(API_PROXY_STATUSES),
  assignment: z.enum(API_PROXY_ASSIGNMENTS),
  accountIds: z.array(z.uuid()),
  lastCheckAt: z.nullable(instantSchema),
  latencyMs: z.nullable(z.int()),
  failures: z.int(),
  lastError: z.nullable(z.string()),
  createdAt: instantSchema,
});
export type ApiProxy = z.infer<typeof apiProxySchema>;

/** `http(s)://host:port` with the port written out; credentials go to their own fields. */
export const PROXY_URL =
  /^https?:\/\/([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\]):(\d{1,5})\/?$/;

export const proxyUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine(
    (v) => PROXY_URL.test(v) && Number(PROXY_URL.exec(v)?.[3]) <= 65535,
    'Адрес вида http://host:port, без логина и пароля (их — в отдельные поля)',
  ),
);

const proxyFields = {
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Укажите название'),
      z.maxLength(100, 'Не длиннее 100 символов'),
    ),
  url: proxyUrlSchema,
  username: z.nullable(z.string().check(z.trim(), z.maxLength(200))),
  enabled: z.boolean(),
  assignment: z.enum(API_PROXY_ASSIGNMENTS),
  accountIds: z.array(z.uuid()).check(z.maxLength(500)),
};

const assignmentRule = z.refine<{ assignment?: string; accountIds?: string[] }>(
  (p) => p.assignment !== 'accounts' || (p.accountIds?.length ?? 0) > 0,
  { message: 'Выберите кабинеты', path: ['accountIds'] },
);

/**
 * /settings/api-proxies grid. Keys are fields of `ApiProxyRow` (exports read the row by key);
 * the password is no column — only whether one is set, in the row.
 */
export const API_PROXY_COLUMNS = [
  { key: 'name', type: 'text', sortable: true, filterable: true, header: 'Прокси', width: 260 },
  {
    key: 'url',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Адрес',
    width: 240,
    visible: false,
  },
  {
    key: 'username',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Логин',
    width: 140,
    visible: false,
  },
  {
    key: 'status',
    type: 'enum',
    options: API_PROXY_STATUSES,
    optionLabels: 'apiproxies:statuses',
    sortable: true,
    filterable: true,
    header: 'Статус',
    width: 130,
  },
  {
    key: 'assignment',
    type: 'enum',
    options: API_PROXY_ASSIGNMENTS,
    optionLabels: 'apiproxies:assignments',
    sortable: true,
    filterable: true,
    header: 'Кому',
    width: 220,
  },
  {
    key: 'accountNames',
    type: 'tags',
    sortable: false,
    filterable: true,
    header: 'Кабинеты',
    width: 220,
    visible: false,
  },
  {
    key: 'lastCheckAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Последняя проверка',
    width: 240,
  },
  {
    key: 'latencyMs',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Задержка, мс',
    width: 130,
    visible: false,
  },
  {
    key: 'failures',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Ошибок подряд',
    width: 140,
  },
  {
    key: 'lastError',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Последняя ошибка',
    width: 240,
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
export type ApiProxyColumnKey = (typeof API_PROXY_COLUMNS)[number]['key'];

/** A proxy as the grid shows it: with the names of the cabinets it serves. */
export const apiProxyRowSchema = z.object({
  ...apiProxySchema.shape,
  accountNames: z.array(z.string()),
});
export type ApiProxyRow = z.infer<typeof apiProxyRowSchema>;

/** The /settings/api-proxies grid: the company's outbound proxies (never a password). */
export const apiProxiesList = defineList({
  key: 'apiProxies',
  path: '/api/api-proxies',
  tag: 'api-proxies',
  summary: 'Outbound proxies for WB calls (admin; never a password)',
  access: { permission: { subject: 'apiProxy', action: 'view' }, adminOnly: true },
  tenant: 'company',
  row: apiProxyRowSchema,
  columns: API_PROXY_COLUMNS,
  export: {
    action: 'api_proxies.export',
    entity: 'api_proxy',
    file: 'api-proxies',
    sheet: 'Прокси для API',
  },
});

export const createApiProxyContract = defineContract({
  method: 'POST',
  path: '/api/api-proxies',
  summary: 'Add a proxy (admin)',
  tag: 'api-proxies',
  permission: { subject: 'apiProxy', action: 'create' },
  adminOnly: true,
  body: z
    .object({ ...proxyFields, password: z.nullable(z.string().check(z.maxLength(500))) })
    .check(assignmentRule),
  response: apiProxySchema,
  status: 201,
});

export const updateApiProxyContract = defineContract({
  method: 'PATCH',
  path: '/api/api-proxies/:id',
  summary: 'Edit a proxy (admin)',
  tag: 'api-proxies',
  permission: { subject: 'apiProxy', action: 'edit' },
  adminOnly: true,
  params: idParams,
  body: z
    .partial(
      z.strictObject({
        ...proxyFields,
        /** New password; null removes it; absent keeps it. */
        password: z.nullable(z.string().check(z.maxLength(500))),
      }),
    )
    .check(assignmentRule),
  response: apiProxySchema,
});

/** Calls WB's ping through the proxy; the result updates status, latency and failures. */
export const checkApiProxyContract = defineContract({
  method: 'POST',
  path: '/api/api-proxies/:id/check',
  summary: 'Health-check a proxy now (admin)',
  tag: 'api-proxies',
  permission: { subject: 'apiProxy', action: 'edit' },
  adminOnly: true,
  params: idParams,
  response: apiProxySchema,
});

export const deleteApiProxyContract = defineContract({
  method: 'DELETE',
  path: '/api/api-proxies/:id',
  summary: 'Delete a proxy (admin)',
  tag: 'api-proxies',
  permission: { subject: 'apiProxy', action: 'delete' },
  adminOnly: true,
  params: idParams,
  response: null,
});
