import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sameCompany } from '../../db/columns';
import { companies } from '../companies/companies.table';
import { roles } from '../roles/roles.table';

/** Platform accounts. E-mail is unique case-insensitively (stored as typed, compared lowered). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    type: text('type', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    locale: text('locale').notNull().default('ru'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** AES-256-GCM ciphertext of the TOTP secret (lib/secrets.ts); null = no second factor. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, not active until confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted: each code works once (ASVS V2.8.4). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_type_check', sql`${t.type} in ('user', 'admin')`),
  ],
);

/** Membership of a user in a company, with one role (the /users page). */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'no action' }),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [
    sameCompany('company_members', t.companyId, t.roleId, roles),
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
    index('company_members_role_idx').on(t.roleId),
    check('company_members_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** Invitations by e-mail: the link leads to registration or acceptance; single use, 7 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    sameCompany('invitations', t.companyId, t.roleId, roles),
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    index('invitations_company_idx').on(t.companyId),
    // One open invitation per address and company.
    uniqueIndex('invitations_open_idx')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
