import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only audit log (a trigger refuses UPDATE and DELETE). Ids are kept without foreign keys
 * so that rows outlive the users and companies they mention.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    companyId: uuid('company_id'),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_company_at_idx').on(t.companyId, t.at.desc()),
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
  ],
);
