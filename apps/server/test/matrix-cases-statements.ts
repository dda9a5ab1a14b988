/**
 * Authorization-matrix cases of the bank statement import (see matrix-cases.ts for the shape):
 * a statement for an account made fresh in the caller's company, or in the other one (its id in
 * the form: 404, nothing written).
 */
import { randomUUID } from 'node:crypto';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

const companyless = (a: Actor) => a.principal !== null && a.company === null;

async function accountIn(w: World, companyId: string): Promise<string> {
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO finance_accounts (company_id, name, type, currency, opening_date)
     VALUES ($1, $2, 'bank', 'RUB', '2026-01-01') RETURNING id`,
    [companyId, `Выписка ${randomUUID().slice(0, 8)}`],
  );
  return rows[0]!.id;
}

const statementFor = (accountId: string) => {
  const form = new FormData();
  form.append('accountId', accountId);
  form.append(
    'file',
    new Blob(['Дата;Номер документа;Сумма;Назначение платежа\r\n01.11.2026;1;-100;Матрица\r\n']),
    'statement.csv',
  );
  return form;
};

const upload =
  (url: string): MatrixCase['build'] =>
  async (w: World, a: Actor, s: Scope) =>
    companyless(a)
      ? null
      : { url, body: statementFor(await accountIn(w, target(w, a, s).company.id)) };

export const statementsCases: Record<string, MatrixCase> = {
  'POST /api/finances/statements/preview': {
    foreign: true,
    build: upload('/api/finances/statements/preview'),
  },
  'POST /api/finances/statements/import': {
    foreign: true,
    build: upload('/api/finances/statements/import'),
  },
};
