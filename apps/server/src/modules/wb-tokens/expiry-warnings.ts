import { WB_TOKEN_WARNING_DAYS } from '@wb/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import { publicUrl, type Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../users/users.table';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { roles } from '../roles/roles.table';
import { companyMembers } from '../users/users.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { daysLeft, EXPIRING_DAYS } from './token-status';
import { refreshStatuses } from './wb-tokens.service';
import { wbTokens } from './wb-tokens.table';

/**
 * The warning due for a token with `days` left: the smallest of 14, 3 and 0 days that has been
 * reached (an expired token gets the 0-day one), or null while more than 14 days remain.
 */
export function dueWarning(days: number): number | null {
  const reached = WB_TOKEN_WARNING_DAYS.filter((d) => days <= d);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/**
 * Sends each expiry warning once: to every active member of the token's company whose role may
 * see tokens. The warning is marked sent in the same transaction that queues the mail, so a
 * re-run (or a second worker) sends nothing twice. Token statuses are refreshed on the way
 * (a token turns "expiring" and "expired" by the calendar alone).
 */
export async function warnExpiringTokens(
  database: Database,
  config: Config,
  now = new Date(),
): Promise<{ warned: number; mails: number }> {
  const horizon = new Date(now.getTime() + (EXPIRING_DAYS + 1) * 86_400_000);
  const candidates = await database.db
    .select({ id: wbTokens.id, companyId: wbTokens.companyId, accountId: wbTokens.accountId })
    .from(wbTokens)
    .where(and(lte(wbTokens.expiresAt, horizon), eq(wbTokens.rejected, false)));
  let warned = 0;
  let mails = 0;
  for (const candidate of candidates) {
    await database.db.transaction(async (tx) => {
      const [token] = await tx
        .select({ token: wbTokens, accountName: wbAccounts.name })
        .from(wbTokens)
        .innerJoin(wbAccounts, eq(wbAccounts.id, wbTokens.accountId))
        .where(eq(wbTokens.id, candidate.id))
        .for('update', { of: wbTokens, skipLocked: true });
      if (!token) return;
      const left = daysLeft(token.token.expiresAt, now);
      const due = dueWarning(left);
      if (due === null || token.token.warnedDays.includes(String(due))) return;
      const recipients = await tx
        .select({ email: users.email })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .innerJoin(roles, eq(roles.id, companyMembers.roleId))
        .where(
          and(
            eq(companyMembers.companyId, candidate.companyId),
            eq(companyMembers.status, 'active'),
            eq(users.isBlocked, false),
            sql`'wbToken:view' = any(${roles.permissions})`,
          ),
        );
      const content = mailTemplates.wbTokenExpiring({
        accountName: token.accountName,
        tokenName: token.token.name,
        daysLeft: left,
        expiresAt: token.token.expiresAt,
        link: `${publicUrl(config)}/settings/tokens`,
      });
      for (const r of recipients) {
        await queueMail(tx, { to: r.email, kind: 'wb-token-expiring', content });
      }
      await tx
        .update(wbTokens)
        .set({ warnedDays: sql`array_append(${wbTokens.warnedDays}, ${String(due)})` })
        .where(eq(wbTokens.id, candidate.id));
      await refreshStatuses(tx, candidate.companyId, candidate.accountId, now);
      warned++;
      mails += recipients.length;
    });
  }
  return { warned, mails };
}
