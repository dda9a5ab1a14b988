import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { insertAuditRow } from './audit.repository';

/** Audit actions: one row each (docs/budgets.md#audit). */
export type AuditAction =
  | 'auth.registered'
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.access_denied'
  | 'auth.email_verified'
  | 'auth.password_changed'
  | 'auth.password_reset_requested'
  | 'auth.verification_resent'
  | 'auth.password_reset'
  | 'auth.email_change_requested'
  | 'auth.email_changed'
  | 'auth.totp_enabled'
  | 'auth.totp_disabled'
  | 'auth.recovery_codes_regenerated'
  | 'auth.recovery_code_used'
  | 'auth.session_revoked'
  | 'company.created'
  | 'company.updated'
  | 'company.deleted'
  | 'member.invited'
  | 'member.invitation_revoked'
  | 'member.joined'
  | 'member.updated'
  | 'member.removed'
  | 'role.created'
  | 'role.updated'
  | 'role.deleted'
  | 'settings.user_changed'
  | 'admin.user_blocked'
  | 'admin.user_unblocked'
  | 'admin.password_reset_forced'
  | 'admin.admin_granted'
  | 'admin.admin_revoked'
  | 'admin.session_revoked'
  | 'admin.company_blocked'
  | 'admin.company_unblocked'
  | 'admin.platform_settings_changed'
  | 'admin.sync_run_requested'
  | 'admin.sync_paused'
  | 'admin.sync_resumed'
  | 'admin.sync_resync_requested'
  | 'admin.users_export'
  | 'admin.companies_export'
  | 'admin.sync_export'
  | 'admin.cron_report_export'
  | 'income.statement_export'
  | 'organization.created'
  | 'organization.updated'
  | 'organization.deleted'
  | 'wb_account.created'
  | 'wb_account.updated'
  | 'wb_account.deleted'
  | 'wb_account.sync_requested'
  | 'wb_token.created'
  | 'wb_token.renamed'
  | 'wb_token.deleted'
  | 'wb_cookie.saved'
  | 'wb_cookie.deleted'
  | 'api_proxy.created'
  | 'api_proxy.updated'
  | 'api_proxy.deleted'
  | 'secrets.rotated'
  | 'orders.export'
  | 'product_cost.created'
  | 'product_cost.updated'
  | 'product_cost.deleted'
  | 'wb_stocks.export'
  | 'subjects.export'
  | 'members.export'
  | 'invitations.export'
  | 'companies.export'
  | 'wb_tokens.export'
  | 'wb_cookies.export'
  | 'api_proxies.export'
  | 'organizations.export'
  | 'products.export'
  | 'products.bulk_tags'
  | 'products.bulk_category'
  | 'products.bulk_cost'
  | 'products.cost_import'
  | 'category.created'
  | 'category.renamed'
  | 'category.moved'
  | 'category.deleted'
  | 'tag.created'
  | 'tag.updated'
  | 'tag.deleted'
  | 'tag.products_changed'
  | 'saved_view.created'
  | 'saved_view.updated'
  | 'saved_view.deleted'
  | 'finance_account.created'
  | 'finance_account.updated'
  | 'finance_account.deleted'
  | 'finance_category.created'
  | 'finance_category.updated'
  | 'finance_category.deleted'
  | 'counterparty.created'
  | 'counterparty.updated'
  | 'counterparty.deleted'
  | 'finance_rule.created'
  | 'finance_rule.updated'
  | 'finance_rule.deleted'
  | 'finance_transaction.created'
  | 'finance_transaction.updated'
  | 'finance_transaction.deleted'
  | 'finance_transaction.imported'
  | 'finances.transactions_export'
  | 'finances.accounts_export'
  | 'finances.statement_export'
  | 'finances.categories_export'
  | 'finances.counterparties_export'
  | 'finances.rules_export'
  | 'warehouse.created'
  | 'warehouse.updated'
  | 'warehouse.deleted'
  | 'warehouse.stock_export'
  | 'warehouse.operations_export'
  | 'warehouse.lines_export'
  | 'warehouse_operation.created'
  | 'warehouse_operation.updated'
  | 'warehouse_operation.posted'
  | 'warehouse_operation.cancelled'
  | 'warehouse.acceptances_export'
  | 'acceptance.created'
  | 'acceptance.updated'
  | 'acceptance.started'
  | 'acceptance.counted'
  | 'acceptance.completed'
  | 'acceptance.cancelled'
  | 'transportations.export'
  | 'transportation.created'
  | 'transportation.updated'
  | 'transportation.status_changed'
  | 'transportation.supply_linked'
  | 'transportation.draft_created'
  | 'transportation.accepted'
  | 'logistics_groups.export'
  | 'logistics_group.created'
  | 'logistics_group.updated'
  | 'logistics_group.deleted'
  | 'districts.export'
  | 'districts.defaults_copied'
  | 'districts.reset'
  | 'district.created'
  | 'district.updated'
  | 'district.member_added'
  | 'district.deleted'
  | 'localization.version_created'
  | 'localization.version_deleted';

export interface AuditContext {
  actorUserId: string | null;
  companyId: string | null;
  ip: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  entity?: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Overrides the context's company (e.g. an admin acting on another company). */
  companyId?: string | null;
  /** Overrides the context's actor (e.g. the user found by a sign-in). */
  actorUserId?: string | null;
}

/**
 * What the audit reads of a request: the session's user and company (set by the session plugin;
 * named here, not through its declaration, so programs that load the services without the
 * plugins — the e2e suite's demo seed — type-check too).
 */
type AuditedRequest = Pick<FastifyRequest, 'ip' | 'id'> & {
  auth?: { user: { id: string }; companyId: string | null } | null;
};

/** The audit context of a request: who, in which company, from where. */
export function auditContextOf(request: AuditedRequest): AuditContext {
  return {
    actorUserId: request.auth?.user.id ?? null,
    companyId: request.auth?.companyId ?? null,
    ip: request.ip ?? null,
    requestId: request.id,
  };
}

/** Appends one row; call it inside the transaction of the change it records. */
export async function audit(db: DbOrTx, context: AuditContext, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    companyId: entry.companyId !== undefined ? entry.companyId : context.companyId,
    actorUserId: entry.actorUserId !== undefined ? entry.actorUserId : context.actorUserId,
    ip: context.ip,
    requestId: context.requestId,
  });
}
