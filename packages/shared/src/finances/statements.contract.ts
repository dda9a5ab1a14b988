import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';

/**
 * Bank statement import into the finance journal (docs/domain.md#bank-statements): a 1C exchange
 * file or a CSV is previewed row by row (errors, duplicates, categories from the rules,
 * counterparties by ИНН) without writing anything, then imported all at once or not at all.
 * Both calls take the same upload; the import checks the file again.
 */
export const STATEMENT_IMPORT_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  /** Documents of one file. */
  rows: 10_000,
} as const;

const statementUpload = { field: 'file', maxBytes: STATEMENT_IMPORT_LIMITS.fileBytes } as const;

/** The form's text fields besides the file. */
export const statementImportFieldsSchema = z.object({
  /** The journal's account the money moved on. Absent: the one whose name holds the РасчСчет. */
  accountId: z.optional(z.uuid()),
  /** Which account of a 1C file that lists several (its 20 digits); absent: the only one. */
  statementAccount: z.optional(z.string().check(z.regex(/^\d{20}$/))),
});
export type StatementImportFields = z.infer<typeof statementImportFieldsSchema>;

export const statementImportIssueSchema = z.object({
  /** The file's line (CSV: the row a spreadsheet program shows). */
  line: z.int(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});
export type StatementImportIssue = z.infer<typeof statementImportIssueSchema>;

/**
 * What happens to a row on import: `new` is added; `duplicate` is in the journal already (same
 * account, document number, date, amount and direction), `repeated` appeared earlier in this
 * file — both are skipped; `error` stops the whole import until fixed.
 */
export const STATEMENT_ROW_STATUSES = ['new', 'duplicate', 'repeated', 'error'] as const;
export type StatementImportRowStatus = (typeof STATEMENT_ROW_STATUSES)[number];

export const statementImportRowSchema = z.object({
  line: z.int(),
  number: z.nullable(z.string()),
  /** The day the money moved, ISO. */
  date: z.nullable(z.string()),
  kind: z.nullable(z.enum(['income', 'expense'])),
  amount: z.nullable(z.string()),
  counterparty: z.object({
    name: z.nullable(z.string()),
    inn: z.nullable(z.string()),
    /** The journal's counterparty with this ИНН; null with an ИНН: it is added on import. */
    id: z.nullable(z.uuid()),
  }),
  purpose: z.string(),
  /** The category the company's rules give a new row; null: none matches (or not a new row). */
  category: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  status: z.enum(STATEMENT_ROW_STATUSES),
  issues: z.array(statementImportIssueSchema),
});
export type StatementImportRow = z.infer<typeof statementImportRowSchema>;

export const statementPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(['1c', 'csv']),
  encoding: z.enum(['utf-8', 'windows-1251', 'ibm866']),
  /** The bank's program that wrote a 1C file. */
  sender: z.nullable(z.string()),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  /** The accounts a 1C file is a statement of, and the one being imported. */
  statementAccounts: z.array(z.string()),
  statementAccount: z.nullable(z.string()),
  /** Documents of the file's other accounts, left out. */
  otherAccountRows: z.int(),
  account: z.nullable(z.object({ id: z.uuid(), name: z.string(), currency: z.string() })),
  /** Problems of the file as a whole; an error refuses the import. */
  issues: z.array(statementImportIssueSchema),
  rows: z.array(statementImportRowSchema),
  counts: z.object({
    new: z.int(),
    duplicate: z.int(),
    repeated: z.int(),
    error: z.int(),
  }),
  /** Sums of the new rows (what the import adds), decimal strings. */
  newIncome: z.string(),
  newExpense: z.string(),
  /** No error in the file or a row, and an account chosen. */
  canImport: z.boolean(),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

export const statementImportResultSchema = z.object({
  /** Transactions added. */
  inserted: z.int(),
  /** Rows skipped as already in the journal or repeated in the file. */
  skipped: z.int(),
  accountId: z.uuid(),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

const createFinance = {
  permission: { subject: 'finance', action: 'create' },
  tag: 'finances',
} as const;

export const previewStatementContract = defineContract({
  ...createFinance,
  method: 'POST',
  path: '/api/finances/statements/preview',
  summary: 'Read a bank statement (1C exchange file or CSV) and check every row; writes nothing',
  upload: statementUpload,
  body: statementImportFieldsSchema,
  response: statementPreviewSchema,
});

export const importStatementContract = defineContract({
  ...createFinance,
  method: 'POST',
  path: '/api/finances/statements/import',
  summary: 'Import a bank statement: all its new rows in one transaction, or nothing',
  upload: statementUpload,
  body: statementImportFieldsSchema,
  response: statementImportResultSchema,
});
