import { WB_TOKEN_WARNING_DAYS } from '@wb/shared';
import { publicUrl, type Config } from '../../config';
import type { Database } from '../../db/client';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { memberEmailsWithPermission } from '../users/users.repository';
import { findAccount } from '../wb-accounts/wb-accounts.repository';
import { daysLeft, EXPIRING_DAYS } from './token-status';
import * as repo from './wb-tokens.repository';
import { refreshStatuses } from './wb-tokens.service';

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
  const candidates = await repo.expiringTokens(database.db, horizon);
  let warned = 0;
  let mails = 0;
  for (const candidate of candidates) {
    await database.db.transaction(async (tx) => {
      const token = await repo.lockTokenIfFree(tx, candidate.id);
      if (!token) return;
      const account = await findAccount(tx, candidate.companyId, candidate.accountId);
      if (!account) return;
      const left = daysLeft(token.expiresAt, now);
      const due = dueWarning(left);
      if (due === null || token.warnedDays.includes(String(due))) return;
      const recipients = await memberEmailsWithPermission(tx, candidate.companyId, 'wbToken:view');
      const content = mailTemplates.wbTokenExpiring({
        accountName: account.name,
        tokenName: token.name,
        daysLeft: left,
        expiresAt: token.expiresAt,
        link: `${publicUrl(config)}/settings/tokens`,
      });
      for (const to of recipients) {
        await queueMail(tx, { to, kind: 'wb-token-expiring', content });
      }
      await repo.markWarned(tx, candidate.id, due);
      await refreshStatuses(tx, candidate.companyId, candidate.accountId, now);
      warned++;
      mails += recipients.length;
    });
  }
  return { warned, mails };
}
