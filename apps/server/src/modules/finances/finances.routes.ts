import {
  accountStatementList,
  categoryContracts,
  counterpartiesList,
  counterpartyContracts,
  financeAccountContracts,
  financeAccountsList,
  financeCategoriesList,
  financeOptionsContract,
  financeRulesList,
  getTransactionContract,
  refreshWbBalanceContract,
  ruleContracts,
  transactionContracts,
  transactionsList,
} from '@wb/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as settings from './finance-settings.service';
import * as lists from './finances.list';
import * as accounts from './finances.service';
import * as transactions from './transactions.service';
import { refreshWbBalance } from './wb-balance.service';

const company = (request: FastifyRequest) => requireTenant(request).companyId;

/** The management accounts (docs/domain.md#management-accounts), permission subject `finance`. */
export async function financesRoutes(app: FastifyInstance) {
  registerList(app, transactionsList, lists.transactionsSource);
  registerList(app, financeAccountsList, lists.accountsSource);
  registerList(app, accountStatementList, lists.statementSource);
  registerList(app, financeCategoriesList, lists.categoriesSource);
  registerList(app, counterpartiesList, lists.counterpartiesSource);
  registerList(app, financeRulesList, lists.rulesSource);

  route(app, financeOptionsContract, async (r) => settings.financeOptions(app.db.db, company(r)));

  route(app, financeAccountContracts.create, async (r) =>
    accounts.createAccount(app.db, company(r), r.body, auditContextOf(r)),
  );
  route(app, financeAccountContracts.update, async (r) =>
    accounts.updateAccount(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, financeAccountContracts.remove, async (r) => {
    await accounts.deleteAccount(app.db, company(r), r.params.id, auditContextOf(r));
  });

  route(app, refreshWbBalanceContract, async (r) =>
    refreshWbBalance({ database: app.db, config: app.config }, company(r), r.params.id),
  );

  route(app, categoryContracts.create, async (r) =>
    settings.saveCategory(app.db, company(r), null, r.body, auditContextOf(r)),
  );
  route(app, categoryContracts.update, async (r) =>
    settings.saveCategory(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, categoryContracts.remove, async (r) => {
    await settings.deleteCategory(app.db, company(r), r.params.id, auditContextOf(r));
  });

  route(app, counterpartyContracts.create, async (r) =>
    settings.saveCounterparty(app.db, company(r), null, r.body, auditContextOf(r)),
  );
  route(app, counterpartyContracts.update, async (r) =>
    settings.saveCounterparty(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, counterpartyContracts.remove, async (r) => {
    await settings.deleteCounterparty(app.db, company(r), r.params.id, auditContextOf(r));
  });

  route(app, ruleContracts.create, async (r) =>
    settings.saveRule(app.db, company(r), null, r.body, auditContextOf(r)),
  );
  route(app, ruleContracts.update, async (r) =>
    settings.saveRule(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, ruleContracts.remove, async (r) => {
    await settings.deleteRule(app.db, company(r), r.params.id, auditContextOf(r));
  });

  route(app, getTransactionContract, async (r) =>
    transactions.getTransaction(app.db.db, company(r), r.params.id),
  );
  route(app, transactionContracts.create, async (r) =>
    transactions.createTransaction(app.db, company(r), r.body, auditContextOf(r)),
  );
  route(app, transactionContracts.update, async (r) =>
    transactions.updateTransaction(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, transactionContracts.remove, async (r) => {
    await transactions.deleteTransaction(app.db, company(r), r.params.id, auditContextOf(r));
  });
}
