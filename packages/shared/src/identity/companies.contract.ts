import * as z from 'zod/mini';
import { companyNameSchema } from '../auth/auth.schemas';
import { defineContract } from '../contracts/define';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { idParams, instantSchema } from './identity.schemas';

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const digits = (re: RegExp, message: string) =>
  z.optional(z.string().check(z.trim(), z.regex(re, message)));

export const companyRequisitesSchema = z.strictObject({
  legalName: optionalText(300),
  inn: digits(/^(\d{10}|\d{12})$/, 'ИНН — 10 или 12 цифр'),
  kpp: digits(/^\d{9}$/, 'КПП — 9 цифр'),
  ogrn: digits(/^(\d{13}|\d{15})$/, 'ОГРН — 13 цифр, ОГРНИП — 15'),
  address: optionalText(500),
  phone: optionalText(50),
  email: z.optional(z.union([z.email(), z.literal('')])),
});

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  requisites: companyRequisitesSchema,
  createdAt: instantSchema,
  blocked: z.boolean(),
  membersCount: z.int(),
  /** My role in it. */
  roleName: z.string(),
  isOwner: z.boolean(),
  isCurrent: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

export const COMPANY_STATES = ['active', 'blocked'] as const;

/**
 * /companies: the companies the signed-in user is an active member of (scoped by the user, not
 * by the current company — docs/product.md#screens: own companies).
 */
export const COMPANY_COLUMNS = [
  { key: 'name', type: 'text', sortable: true, filterable: true, header: 'Название', width: 280 },
  {
    key: 'roleName',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Моя роль',
    width: 180,
  },
  {
    key: 'membersCount',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Сотрудников',
    width: 140,
  },
  {
    key: 'state',
    type: 'enum',
    options: COMPANY_STATES,
    optionLabels: { active: 'companies:list.active', blocked: 'companies:list.blocked' },
    sortable: true,
    filterable: true,
    header: 'Состояние',
    width: 170,
  },
  {
    key: 'createdAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Создана',
    width: 170,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];
export type CompanyColumnKey = (typeof COMPANY_COLUMNS)[number]['key'];

/** A row of the grid: the company, and `state` as the grid filters it. */
export const companyRowSchema = z.extend(companySchema, { state: z.enum(COMPANY_STATES) });
export type CompanyRow = z.infer<typeof companyRowSchema>;

/** The /companies grid: the companies the signed-in user is an active member of. */
export const companiesList = defineList({
  key: 'companies',
  path: '/api/companies',
  tag: 'companies',
  summary: 'My companies',
  access: { signedIn: true },
  tenant: 'user',
  row: companyRowSchema,
  columns: COMPANY_COLUMNS,
  export: {
    action: 'companies.export',
    entity: 'companies',
    file: 'companies',
    sheet: 'Мои компании',
  },
});

/** Creates a company; its creator becomes Владелец and it becomes current. */
export const createCompanyContract = defineContract({
  method: 'POST',
  path: '/api/companies',
  summary: 'Create a company',
  tag: 'companies',
  signedIn: true,
  body: z.object({ name: companyNameSchema, requisites: z.optional(companyRequisitesSchema) }),
  response: companySchema,
  status: 201,
});

export const getCompanyContract = defineContract({
  method: 'GET',
  path: '/api/companies/:id',
  summary: 'One of my companies',
  tag: 'companies',
  signedIn: true,
  params: idParams,
  response: companySchema,
});

/** Name and requisites; owners only. */
export const updateCompanyContract = defineContract({
  method: 'PATCH',
  path: '/api/companies/:id',
  summary: 'Edit a company (owner)',
  tag: 'companies',
  signedIn: true,
  params: idParams,
  body: z.partial(z.strictObject({ name: companyNameSchema, requisites: companyRequisitesSchema })),
  response: companySchema,
});

/** Deletes a company and all its data; owners only, the name typed as confirmation. */
export const deleteCompanyContract = defineContract({
  method: 'DELETE',
  path: '/api/companies/:id',
  summary: 'Delete a company (owner)',
  tag: 'companies',
  signedIn: true,
  params: idParams,
  // The name typed as confirmation: no longer than a name can be.
  body: z.object({ confirmName: z.string().check(z.maxLength(200)) }),
  response: null,
});
