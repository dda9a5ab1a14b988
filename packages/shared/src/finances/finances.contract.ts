/**
 * The management accounts' endpoints besides the grids (finances.lists.ts): writes of accounts,
 * categories, counterparties, rules and transactions, the options of the selects, a transaction
 * with its history, and a marketplace account's WB balance.
 */
import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import {
  categoryInputSchema,
  counterpartyInputSchema,
  counterpartySchema,
  financeAccountInputSchema,
  financeAccountSchema,
  financeCategorySchema,
  financeRuleSchema,
  ruleInputSchema,
  transactionInputSchema,
  transactionSchema,
} from './finances.schemas';

const tag = 'finances';
export const viewFinance = { permission: { subject: 'finance', action: 'view' } } as const;
const createFinance = { permission: { subject: 'finance', action: 'create' } } as const;
const editFinance = { permission: { subject: 'finance', action: 'edit' } } as const;
const deleteFinance = { permission: { subject: 'finance', action: 'delete' } } as const;

/** The CRUD contracts of one settings noun under /api/finances/<noun>. */
function crud<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  noun: 'accounts' | 'categories' | 'counterparties' | 'rules' | 'transactions',
  what: string,
  input: I,
  output: O,
) {
  const path = `/api/finances/${noun}` as const;
  return {
    create: defineContract({
      ...createFinance,
      tag,
      method: 'POST',
      path,
      summary: `Add ${what}`,
      body: input,
      response: output,
      status: 201,
    }),
    update: defineContract({
      ...editFinance,
      tag,
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Edit ${what}`,
      params: idParams,
      body: input,
      response: output,
    }),
    remove: defineContract({
      ...deleteFinance,
      tag,
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Delete ${what}`,
      params: idParams,
      response: null,
    }),
  };
}

export const financeAccountContracts = crud(
  'accounts',
  'a money account',
  financeAccountInputSchema,
  financeAccountSchema,
);
export const categoryContracts = crud(
  'categories',
  'an income or expense category',
  categoryInputSchema,
  financeCategorySchema,
);
export const counterpartyContracts = crud(
  'counterparties',
  'a counterparty',
  counterpartyInputSchema,
  counterpartySchema,
);
export const ruleContracts = crud(
  'rules',
  'a categorisation rule',
  ruleInputSchema,
  financeRuleSchema,
);
export const transactionContracts = crud(
  'transactions',
  'an income, expense or transfer',
  transactionInputSchema,
  transactionSchema,
);

// Each contract also on its own, as the contract registry (and the authorization matrix) finds
// them: exports of `*.contract.ts` files.
export const {
  create: createFinanceAccountContract,
  update: updateFinanceAccountContract,
  remove: deleteFinanceAccountContract,
} = financeAccountContracts;
export const {
  create: createCategoryContract,
  update: updateCategoryContract,
  remove: deleteCategoryContract,
} = categoryContracts;
export const {
  create: createCounterpartyContract,
  update: updateCounterpartyContract,
  remove: deleteCounterpartyContract,
} = counterpartyContracts;
export const {
  create: createRuleContract,
  update: updateRuleContract,
  remove: deleteRuleContract,
} = ruleContracts;
export const {
  create: createTransactionContract,
  update: updateTransactionContract,
  remove: deleteTransactionContract,
} = transactionContracts;

/** Everything the forms choose from: accounts, categories, counterparties (not grids). */
export const financeOptionsSchema = z.object({
  accounts: z.array(financeAccountSchema),
  categories: z.array(financeCategorySchema),
  counterparties: z.array(counterpartySchema),
});
export type FinanceOptions = z.infer<typeof financeOptionsSchema>;

export const financeOptionsContract = defineContract({
  ...viewFinance,
  tag,
  method: 'GET',
  path: '/api/finances/options',
  summary: 'Accounts (with balances), categories and counterparties, for selects',
  response: financeOptionsSchema,
});

export const transactionChangeSchema = z.object({
  at: instantSchema,
  action: z.string(),
  actor: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});
export type TransactionChange = z.infer<typeof transactionChangeSchema>;

export const transactionDetailSchema = z.object({
  transaction: transactionSchema,
  /** Its audit rows, newest first. */
  history: z.array(transactionChangeSchema),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const getTransactionContract = defineContract({
  ...viewFinance,
  tag,
  method: 'GET',
  path: '/api/finances/transactions/:id',
  summary: 'One transaction with its change history',
  params: idParams,
  response: transactionDetailSchema,
});

/**
 * Reads WB's balance of a marketplace account's cabinet (WB allows one call a minute per seller:
 * a second read within the minute answers the stored figure).
 */
export const refreshWbBalanceContract = defineContract({
  ...viewFinance,
  tag,
  method: 'POST',
  path: '/api/finances/accounts/:id/wb-balance',
  summary: "Read WB's balance of a marketplace account's cabinet",
  params: idParams,
  response: financeAccountSchema,
});
