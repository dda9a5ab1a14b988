import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { accountTenant } from '../sync/tenant-columns.table';

/**
 * Ad spend documents (`GET /adv/v1/upd`, docs/wb-notes.md#ad-spend), immutable. WB gives a document
 * no id of its own (`updNum` is 0 unless paid by invoice), so a row is campaign × document time ×
 * number.
 */
export const adSpend = pgTable(
  'ad_spend',
  {
    ...accountTenant(),
    /** Moscow business day of `upd_time`. */
    date: date('date').notNull(),
    updTime: timestamp('upd_time', { withTimezone: true }).notNull(),
    /** УПД number; 0 when WB sends none (balance, bonuses, cashback). */
    updNum: numeric('upd_num', { precision: 20, scale: 0 }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    campaignName: text('campaign_name'),
    campaignType: integer('campaign_type'),
    campaignStatus: integer('campaign_status'),
    amount: money('amount'),
    /** Баланс | Бонусы | Счёт | Кэшбэк. */
    paymentType: text('payment_type'),
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.campaignId, t.updTime, t.updNum] }),
    index('ad_spend_company_date_idx').on(t.companyId, t.date),
    index('ad_spend_account_date_idx').on(t.accountId, t.date),
  ],
);
