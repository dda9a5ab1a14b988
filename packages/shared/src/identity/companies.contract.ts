import * as z from 'zod/mini';
import { companyNameSchema } from '../auth/auth.schemas';
import { defineContract } from '../contracts/define';
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

export const listCompaniesContract = defineContract({
  method: 'GET',
  path: '/api/companies',
  summary: 'My companies',
  tag: 'companies',
  signedIn: true,
  response: z.array(companySchema),
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
  body: z.object({ confirmName: z.string() }),
  response: null,
});
