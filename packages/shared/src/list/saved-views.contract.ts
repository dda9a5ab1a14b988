import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { filterGroupSchema, LIST_LIMITS, sortSchema } from './list-query';
import { DENSITIES } from './view-state';

const key = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/));
const keys = z.array(key).check(z.maxLength(100));

/** A grid's view as saved: the same state the URL carries (view-state.ts). */
export const viewStateSchema = z.object({
  filter: z.optional(filterGroupSchema),
  sort: z.array(sortSchema).check(z.maxLength(LIST_LIMITS.maxSort)),
  // As the list request takes it: a saved page beyond it would be refused when the view opens.
  page: z.int().check(z.gte(1), z.lte(LIST_LIMITS.maxPage)),
  pageSize: z.int().check(z.gte(1), z.lte(LIST_LIMITS.maxPageSize)),
  columns: z.optional(keys),
  widths: z.record(key, z.int().check(z.gte(40), z.lte(2000))),
  pins: z.object({ left: keys, right: keys }),
  density: z.enum(DENSITIES),
});

/** Resources whose grids can save views (the list endpoints built on lib/list-query). */
export const LIST_RESOURCES = [
  'orders',
  'sales',
  'salesReport',
  'salesNmIdReport',
  'salesNmIdPivot',
  'leftoversNmReport',
  'incomeReport',
  'incomeRows',
  'wbStocks',
  'subjects',
  'products',
  'members',
  'invitations',
  'companies',
  'adminUsers',
  'adminCompanies',
  'adminSync',
  'adminCronReport',
  'wbTokens',
  'wbCookies',
  'apiProxies',
  'organizations',
  'financeTransactions',
  'financeAccounts',
  'financeStatement',
  'financeCategories',
  'counterparties',
  'financeRules',
  'warehouseStock',
  'warehouseOperations',
  'warehouseOperationLines',
  'warehouseAcceptances',
  'transportations',
  'logisticsGroups',
  'productFlowReport',
  'districts',
] as const;
export type ListResource = (typeof LIST_RESOURCES)[number];

/**
 * Grids whose rows are not one company's (the user's own companies, the administrator's
 * platform lists): their views belong to the user alone, whichever company is current, and an
 * administrator with no company can save them. Every other grid's views are per user × company.
 */
export const PERSONAL_LIST_RESOURCES: readonly ListResource[] = [
  'companies',
  'adminUsers',
  'adminCompanies',
  'adminSync',
  'adminCronReport',
];

export const savedViewSchema = z.object({
  id: z.uuid(),
  resource: z.enum(LIST_RESOURCES),
  name: z.string(),
  state: viewStateSchema,
  isDefault: z.boolean(),
  updatedAt: instantSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;

const viewName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const savedViewBodySchema = z.object({
  name: viewName,
  state: viewStateSchema,
  isDefault: z._default(z.boolean(), false),
});

const signedIn = { signedIn: true, tag: 'saved-views' } as const;

/** The caller's own views of one grid (in the current company unless the grid is personal). */
export const listSavedViewsContract = defineContract({
  ...signedIn,
  method: 'GET',
  path: '/api/saved-views',
  summary: "The caller's saved views of a grid",
  query: z.object({ resource: z.enum(LIST_RESOURCES) }),
  response: z.array(savedViewSchema),
});

export const createSavedViewContract = defineContract({
  ...signedIn,
  method: 'POST',
  path: '/api/saved-views',
  summary: 'Save the current view of a grid',
  body: z.extend(savedViewBodySchema, { resource: z.enum(LIST_RESOURCES) }),
  response: savedViewSchema,
  status: 201,
});

export const updateSavedViewContract = defineContract({
  ...signedIn,
  method: 'PUT',
  path: '/api/saved-views/:id',
  summary: 'Rename, overwrite or make default one of the caller’s views',
  params: idParams,
  body: savedViewBodySchema,
  response: savedViewSchema,
});

export const deleteSavedViewContract = defineContract({
  ...signedIn,
  method: 'DELETE',
  path: '/api/saved-views/:id',
  summary: 'Delete one of the caller’s views',
  params: idParams,
  response: null,
});
