import * as z from 'zod/mini';
import { isDateInRange, isIsoDate } from '../dates/msk';
import { instantSchema } from '../identity/identity.schemas';
import { isValidInn } from '../requisites/requisites';
import { PNL_LINES } from './pnl-lines';

/** Kinds of a money account: a bank account, cash, a card, a WB cabinet's balance. */
export const FINANCE_ACCOUNT_TYPES = ['bank', 'cash', 'card', 'marketplace'] as const;
export type FinanceAccountType = (typeof FINANCE_ACCOUNT_TYPES)[number];
export const CATEGORY_KINDS = ['income', 'expense'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
export const TRANSACTION_KINDS = ['income', 'expense', 'transfer'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
/** Where a transaction came from: typed in, a WB weekly report's payout, a bank statement. */
export const TRANSACTION_SOURCES = ['manual', 'wb_payout', 'import'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];
/** What a rule matches: the counterparty's ИНН, or the payment purpose (substring or regex). */
export const RULE_MATCHES = ['counterparty', 'purpose'] as const;
export type RuleMatch = (typeof RULE_MATCHES)[number];

const name = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Укажите название'), z.maxLength(max));
const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** An ISO date of the business calendar (YYYY-MM-DD). */
export const financeDateSchema = z
  .string()
  .check(
    z.refine((v) => isIsoDate(v) && isDateInRange(v), { message: 'Дата в формате ГГГГ-ММ-ДД' }),
  );
export const currencySchema = z
  .string()
  .check(z.refine((v) => /^[A-Z]{3}$/.test(v), { message: 'Валюта — трёхбуквенный код ISO 4217' }));

/** As typed too: "1 234,5" is 1234.50; numeric(14,2). */
const amountText = z
  .string()
  .check(z.overwrite((v) => v.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')));
/** A positive amount (the kind says the direction). */
export const positiveAmountSchema = amountText.check(
  z.refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v) && Number(v) > 0, {
    message: 'Сумма — число больше нуля, не больше двух знаков после запятой',
  }),
);
/** Any amount, negative too (an opening balance may be an overdraft). */
export const signedAmountSchema = amountText.check(
  z.refine((v) => /^-?\d{1,12}(\.\d{1,2})?$/.test(v), {
    message: 'Сумма — число, не больше двух знаков после запятой',
  }),
);

/** ИНН with its checksum (10 digits for organisations, 12 for individuals). */
export const innSchema = z.string().check(
  z.trim(),
  z.refine((v) => /^(\d{10}|\d{12})$/.test(v), { message: 'ИНН — 10 или 12 цифр' }),
  z.refine(isValidInn, { message: 'Неверный ИНН: не сходится контрольная сумма' }),
);

export const financeAccountInputSchema = z.object({
  name: name(200),
  type: z.enum(FINANCE_ACCOUNT_TYPES),
  currency: z._default(currencySchema, 'RUB'),
  openingBalance: z._default(signedAmountSchema, '0'),
  openingDate: financeDateSchema,
  organizationId: z.optional(z.nullable(z.uuid())),
  archived: z._default(z.boolean(), false),
});
export type FinanceAccountInput = z.infer<typeof financeAccountInputSchema>;

export const financeAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(FINANCE_ACCOUNT_TYPES),
  currency: z.string(),
  openingBalance: z.string(),
  openingDate: z.string(),
  organizationId: z.nullable(z.uuid()),
  organization: z.nullable(z.string()),
  /** The WB cabinet whose balance a marketplace account is. */
  wbAccountId: z.nullable(z.uuid()),
  archived: z.boolean(),
  /** Opening balance plus every transaction to date, in the account's currency; null: no rate. */
  balance: z.nullable(z.string()),
  /** The balance in RUB at today's rate; null without a rate. */
  balanceRub: z.nullable(z.string()),
  /** WB's own figure for a marketplace account (GET /api/v1/account/balance), when read. */
  wbBalance: z.nullable(z.string()),
  wbForWithdraw: z.nullable(z.string()),
  wbBalanceAt: z.nullable(instantSchema),
});
export type FinanceAccount = z.infer<typeof financeAccountSchema>;

export const categoryInputSchema = z.object({
  name: name(200),
  kind: z.enum(CATEGORY_KINDS),
  parentId: z.optional(z.nullable(z.uuid())),
  pnlLine: z.enum(PNL_LINES),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const financeCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  parentId: z.nullable(z.uuid()),
  parent: z.nullable(z.string()),
  pnlLine: z.enum(PNL_LINES),
  /** A category the product books into itself (the WB payout); it cannot be deleted. */
  system: z.boolean(),
  transactionsCount: z.number(),
});
export type FinanceCategory = z.infer<typeof financeCategorySchema>;

export const counterpartyInputSchema = z.object({
  name: name(300),
  inn: z.optional(z.nullable(innSchema)),
  comment: optionalText(500),
});
export type CounterpartyInput = z.infer<typeof counterpartyInputSchema>;

export const counterpartySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  inn: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  transactionsCount: z.number(),
});
export type Counterparty = z.infer<typeof counterpartySchema>;

export const ruleInputSchema = z
  .object({
    name: name(200),
    match: z.enum(RULE_MATCHES),
    /** The counterparty's ИНН (match = counterparty). */
    inn: z.optional(z.nullable(innSchema)),
    /** A substring of the payment purpose, or a regular expression (match = purpose). */
    pattern: optionalText(300),
    isRegex: z._default(z.boolean(), false),
    /** Only transactions of this kind (null: both income and expense). */
    kind: z.optional(z.nullable(z.enum(CATEGORY_KINDS))),
    categoryId: z.uuid(),
    priority: z._default(z.int().check(z.gte(0), z.lte(1000)), 100),
  })
  .check(
    z.superRefine((r, ctx) => {
      if (r.match === 'counterparty' && !r.inn)
        ctx.issues.push({ code: 'custom', input: r.inn, path: ['inn'], message: 'Укажите ИНН' });
      if (r.match === 'purpose') {
        if (!r.pattern)
          ctx.issues.push({
            code: 'custom',
            input: r.pattern,
            path: ['pattern'],
            message: 'Укажите текст назначения платежа',
          });
        else if (r.isRegex) {
          try {
            new RegExp(r.pattern);
          } catch {
            ctx.issues.push({
              code: 'custom',
              input: r.pattern,
              path: ['pattern'],
              message: 'Неверное регулярное выражение',
            });
          }
        }
      }
    }),
  );
export type RuleInput = z.infer<typeof ruleInputSchema>;

export const financeRuleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  match: z.enum(RULE_MATCHES),
  inn: z.nullable(z.string()),
  pattern: z.nullable(z.string()),
  isRegex: z.boolean(),
  kind: z.nullable(z.enum(CATEGORY_KINDS)),
  categoryId: z.uuid(),
  category: z.string(),
  priority: z.number(),
});
export type FinanceRule = z.infer<typeof financeRuleSchema>;

export const transactionInputSchema = z
  .object({
    date: financeDateSchema,
    kind: z.enum(TRANSACTION_KINDS),
    amount: positiveAmountSchema,
    /** Absent: the account's currency. */
    currency: z.optional(currencySchema),
    accountId: z.uuid({ message: 'Выберите счёт' }),
    targetAccountId: z.optional(z.nullable(z.uuid())),
    categoryId: z.optional(z.nullable(z.uuid())),
    counterpartyId: z.optional(z.nullable(z.uuid())),
    organizationId: z.optional(z.nullable(z.uuid())),
    purpose: optionalText(1000),
    comment: optionalText(1000),
  })
  .check(
    z.superRefine((t, ctx) => {
      if (t.kind === 'transfer') {
        if (!t.targetAccountId)
          ctx.issues.push({
            code: 'custom',
            input: t.targetAccountId,
            path: ['targetAccountId'],
            message: 'Выберите счёт зачисления',
          });
        else if (t.targetAccountId === t.accountId)
          ctx.issues.push({
            code: 'custom',
            input: t.targetAccountId,
            path: ['targetAccountId'],
            message: 'Счёт зачисления должен отличаться от счёта списания',
          });
      } else if (t.targetAccountId)
        ctx.issues.push({
          code: 'custom',
          input: t.targetAccountId,
          path: ['targetAccountId'],
          message: 'Счёт зачисления указывается только у перевода между счетами',
        });
    }),
  );
export type TransactionInput = z.infer<typeof transactionInputSchema>;

export const transactionSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  amount: z.string(),
  currency: z.string(),
  /** The amount in RUB at the date's rate; null when no rate is known (never guessed). */
  amountRub: z.nullable(z.string()),
  /** The RUB amount of an income (empty for other kinds), and of an expense: the journal's totals. */
  incomeRub: z.nullable(z.string()),
  expenseRub: z.nullable(z.string()),
  accountId: z.uuid(),
  account: z.string(),
  targetAccountId: z.nullable(z.uuid()),
  targetAccount: z.nullable(z.string()),
  categoryId: z.nullable(z.uuid()),
  category: z.nullable(z.string()),
  /** The category's P&L line (docs/domain.md#pl-report). */
  pnlLine: z.nullable(z.enum(PNL_LINES)),
  counterpartyId: z.nullable(z.uuid()),
  counterparty: z.nullable(z.string()),
  organizationId: z.nullable(z.uuid()),
  organization: z.nullable(z.string()),
  purpose: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  source: z.enum(TRANSACTION_SOURCES),
  externalId: z.nullable(z.string()),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;
