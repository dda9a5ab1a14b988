import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '../requisites/requisites';

/** Legal forms: ИП, ООО, АО, самозанятый (НПД without ИП registration). */
export const ORGANIZATION_FORMS = ['ip', 'ooo', 'ao', 'selfEmployed'] as const;
export type OrganizationForm = (typeof ORGANIZATION_FORMS)[number];

/** Tax systems: УСН доходы, УСН доходы − расходы, ОСН, АУСН, НПД. */
export const TAX_SYSTEMS = ['usnIncome', 'usnIncomeExpense', 'osn', 'ausn', 'npd'] as const;
export type TaxSystem = (typeof TAX_SYSTEMS)[number];

/**
 * Usual rates in 2026, offered when a tax system is picked (a region may set a lower УСН rate;
 * УСН pays НДС 5 % or 7 % above the income threshold, ОСН 22 %). Decimal strings, in percent.
 */
export const TAX_DEFAULTS: Record<TaxSystem, { taxRate: string; vatRate: string | null }> = {
  usnIncome: { taxRate: '6', vatRate: null },
  usnIncomeExpense: { taxRate: '15', vatRate: null },
  osn: { taxRate: '25', vatRate: '22' },
  ausn: { taxRate: '8', vatRate: null },
  npd: { taxRate: '6', vatRate: null },
};

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));

/** A percentage 0–100 with at most 4 decimals, as a decimal string (never a float). */
export const percentSchema = z.string().check(
  z.trim(),
  z.regex(/^\d{1,3}(\.\d{1,4})?$/, 'Процент: число от 0 до 100, до 4 знаков после точки'),
  z.refine((v) => Number(v) <= 100, 'Процент не больше 100'),
);

export const bankDetailsSchema = z
  .object({
    bankName: text(300),
    bik: z.string().check(z.trim(), z.refine(isValidBik, 'БИК — 9 цифр')),
    settlementAccount: z.string().check(z.trim(), z.regex(/^\d{20}$/, 'Расчётный счёт — 20 цифр')),
    correspondentAccount: optionalText(20),
  })
  .check(
    z.superRefine((bank, ctx) => {
      if (!isValidBik(bank.bik)) return;
      if (/^\d{20}$/.test(bank.settlementAccount)) {
        if (!isValidSettlementAccount(bank.settlementAccount, bank.bik)) {
          ctx.issues.push({
            code: 'custom',
            input: bank.settlementAccount,
            path: ['settlementAccount'],
            message: 'Контрольный ключ счёта не сходится с БИК',
          });
        }
      }
      const corr = bank.correspondentAccount;
      if (corr && !isValidCorrespondentAccount(corr, bank.bik)) {
        ctx.issues.push({
          code: 'custom',
          input: corr,
          path: ['correspondentAccount'],
          message: 'Корреспондентский счёт не сходится с БИК',
        });
      }
    }),
  );
export type BankDetails = z.infer<typeof bankDetailsSchema>;

const organizationFields = {
  form: z.enum(ORGANIZATION_FORMS),
  name: z.string().check(z.trim(), z.minLength(1, 'Укажите название'), z.maxLength(300)),
  inn: z.string().check(z.trim()),
  kpp: optionalText(9),
  ogrn: optionalText(15),
  taxSystem: z.enum(TAX_SYSTEMS),
  taxRate: percentSchema,
  /** null: без НДС. */
  vatRate: z.nullable(percentSchema),
  address: optionalText(500),
  bank: z.optional(z.nullable(bankDetailsSchema)),
};

type OrganizationDraft = {
  form: OrganizationForm;
  inn: string;
  kpp?: string | null | undefined;
  ogrn?: string | null | undefined;
  taxSystem: TaxSystem;
};

/**
 * The rules that tie the fields together: ИНН of 10 digits for ООО/АО and of 12 for ИП and the
 * self-employed, КПП only (and always) for ООО/АО, ОГРН for ООО/АО, ОГРНИП for ИП, НПД only for
 * ИП and the self-employed, the self-employed only on НПД. Checksums for ИНН and ОГРН(ИП).
 */
export function organizationIssues(o: OrganizationDraft): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const legalEntity = o.form === 'ooo' || o.form === 'ao';
  const innLength = legalEntity ? 10 : 12;
  if (!new RegExp(`^\\d{${innLength}}$`).test(o.inn)) {
    issues.push({
      path: 'inn',
      message: legalEntity ? 'ИНН организации — 10 цифр' : 'ИНН физического лица — 12 цифр',
    });
  } else if (!isValidInn(o.inn)) {
    issues.push({ path: 'inn', message: 'Неверный ИНН: не сходится контрольная сумма' });
  }
  if (legalEntity) {
    if (!o.kpp) issues.push({ path: 'kpp', message: 'Укажите КПП' });
    else if (!isValidKpp(o.kpp)) issues.push({ path: 'kpp', message: 'КПП — 9 знаков' });
  } else if (o.kpp) {
    issues.push({ path: 'kpp', message: 'КПП бывает только у организаций' });
  }
  const ogrnLength = legalEntity ? 13 : o.form === 'ip' ? 15 : 0;
  if (ogrnLength === 0) {
    if (o.ogrn) issues.push({ path: 'ogrn', message: 'У самозанятого нет ОГРН' });
  } else if (!o.ogrn) {
    issues.push({ path: 'ogrn', message: legalEntity ? 'Укажите ОГРН' : 'Укажите ОГРНИП' });
  } else if (o.ogrn.length !== ogrnLength || !/^\d+$/.test(o.ogrn)) {
    issues.push({ path: 'ogrn', message: legalEntity ? 'ОГРН — 13 цифр' : 'ОГРНИП — 15 цифр' });
  } else if (!isValidOgrn(o.ogrn)) {
    issues.push({ path: 'ogrn', message: 'Неверный ОГРН: не сходится контрольная цифра' });
  }
  if (o.form === 'selfEmployed' && o.taxSystem !== 'npd') {
    issues.push({
      path: 'taxSystem',
      message: 'Самозанятый платит налог на профессиональный доход',
    });
  }
  if (legalEntity && o.taxSystem === 'npd') {
    issues.push({ path: 'taxSystem', message: 'НПД доступен только ИП и самозанятым' });
  }
  return issues;
}

export const organizationInputSchema = z.object(organizationFields).check(
  z.superRefine((o, ctx) => {
    for (const issue of organizationIssues(o)) {
      ctx.issues.push({ code: 'custom', input: o, path: [issue.path], message: issue.message });
    }
  }),
);
export type OrganizationInput = z.infer<typeof organizationInputSchema>;

export const organizationSchema = z.object({
  id: z.uuid(),
  form: z.enum(ORGANIZATION_FORMS),
  name: z.string(),
  inn: z.string(),
  kpp: z.nullable(z.string()),
  ogrn: z.nullable(z.string()),
  taxSystem: z.enum(TAX_SYSTEMS),
  taxRate: z.string(),
  vatRate: z.nullable(z.string()),
  address: z.nullable(z.string()),
  bank: z.nullable(
    z.object({
      bankName: z.string(),
      bik: z.string(),
      settlementAccount: z.string(),
      correspondentAccount: z.nullable(z.string()),
    }),
  ),
  /** WB accounts linked to it (an organization in use cannot be deleted). */
  accountsCount: z.int(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

/**
 * /organizations grid. Keys are fields of `Organization` (exports read the row by key); bank
 * details are edited in the form, not listed.
 */
export const ORGANIZATION_COLUMNS = [
  { key: 'name', type: 'text', sortable: true, filterable: true, header: 'Название', width: 300 },
  {
    key: 'form',
    type: 'enum',
    options: ORGANIZATION_FORMS,
    optionLabels: 'organizations:forms',
    sortable: true,
    filterable: true,
    header: 'Форма',
    width: 140,
    visible: false,
  },
  { key: 'inn', type: 'text', sortable: true, filterable: true, header: 'ИНН', width: 140 },
  { key: 'kpp', type: 'text', sortable: true, filterable: true, header: 'КПП', width: 120 },
  {
    key: 'ogrn',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'ОГРН / ОГРНИП',
    width: 170,
  },
  {
    key: 'taxSystem',
    type: 'enum',
    options: TAX_SYSTEMS,
    optionLabels: 'organizations:taxSystems',
    sortable: true,
    filterable: true,
    header: 'Система налогообложения',
    width: 240,
  },
  {
    key: 'taxRate',
    type: 'number',
    sortable: true,
    filterable: true,
    header: 'Ставка налога, %',
    width: 150,
    visible: false,
  },
  {
    key: 'vatRate',
    type: 'number',
    sortable: true,
    filterable: true,
    header: 'НДС, %',
    width: 110,
    visible: false,
  },
  {
    key: 'accountsCount',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Кабинетов WB',
    width: 140,
  },
  {
    key: 'address',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Адрес',
    width: 260,
    visible: false,
  },
  {
    key: 'createdAt',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Добавлена',
    width: 170,
    visible: false,
  },
] as const satisfies readonly ColumnDef[];
export type OrganizationColumnKey = (typeof ORGANIZATION_COLUMNS)[number]['key'];

/** Who may see the legal entities: the grid and the select alike. */
const viewOrganizations = { permission: { subject: 'organization', action: 'view' } } as const;

/** The /organizations grid: the company's legal entities. */
export const organizationsList = defineList({
  key: 'organizations',
  path: '/api/organizations',
  tag: 'organizations',
  summary: 'Legal entities of the company',
  access: viewOrganizations,
  tenant: 'company',
  row: organizationSchema,
  columns: ORGANIZATION_COLUMNS,
  export: {
    action: 'organizations.export',
    entity: 'organization',
    file: 'organizations',
    sheet: 'Организации',
  },
});

/** Every legal entity by name, for choosing one (a cabinet's organization); not a grid. */
export const listOrganizationsContract = defineContract({
  ...viewOrganizations,
  tag: 'organizations',
  method: 'GET',
  path: '/api/organizations/options',
  summary: 'Legal entities of the company, all of them (for selects)',
  response: z.array(organizationSchema),
});

export const createOrganizationContract = defineContract({
  method: 'POST',
  path: '/api/organizations',
  summary: 'Add a legal entity',
  tag: 'organizations',
  permission: { subject: 'organization', action: 'create' },
  body: organizationInputSchema,
  response: organizationSchema,
  status: 201,
});

/** Replaces every field (the form always sends the whole organization). */
export const updateOrganizationContract = defineContract({
  method: 'PUT',
  path: '/api/organizations/:id',
  summary: 'Edit a legal entity',
  tag: 'organizations',
  permission: { subject: 'organization', action: 'edit' },
  params: idParams,
  body: organizationInputSchema,
  response: organizationSchema,
});

/** Refused while WB accounts are linked to it. */
export const deleteOrganizationContract = defineContract({
  method: 'DELETE',
  path: '/api/organizations/:id',
  summary: 'Delete a legal entity',
  tag: 'organizations',
  permission: { subject: 'organization', action: 'delete' },
  params: idParams,
  response: null,
});
