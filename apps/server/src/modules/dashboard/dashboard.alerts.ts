/**
 * What needs the seller's attention on the dashboard: tokens WB refused, expired or expiring
 * soon, and the sync status narrowed to one cabinet's problems.
 */
import type { TokenAlert } from '@wb/shared/dashboard/dashboard.contract';
import type { CompanySync, WbCategoryKey } from '@wb/shared';
import { daysLeft, tokenStatus, type TokenFacts } from '../wb-tokens/token-status';
import { TOKENS_SQL, type Queryable } from './dashboard.queries';

/** Tokens that need attention: refused by WB, expired, or expiring within 14 days. */
export async function tokenAlerts(
  db: Queryable,
  companyId: string,
  accountId: string | null,
  now: Date,
): Promise<TokenAlert[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    account_id: string;
    account_name: string;
    categories: WbCategoryKey[];
    expires_at: Date;
    rejected: boolean;
  }>(TOKENS_SQL, [companyId, accountId]);
  const facts = (r: (typeof rows)[number]): TokenFacts => ({
    id: r.id,
    categories: r.categories,
    expiresAt: r.expires_at,
    rejected: r.rejected,
  });
  return rows.flatMap((r) => {
    const siblings = rows.filter((s) => s.account_id === r.account_id).map(facts);
    const status = tokenStatus(facts(r), siblings, now);
    if (status !== 'invalid' && status !== 'expired' && status !== 'expiring') return [];
    return [
      {
        id: r.id,
        name: r.name,
        accountId: r.account_id,
        accountName: r.account_name,
        status,
        expiresAt: r.expires_at.toISOString(),
        daysLeft: daysLeft(r.expires_at, now),
      },
    ];
  });
}

/** The company's sync status limited to one cabinet's problems. */
export function syncOfAccount(sync: CompanySync, accountId: string): CompanySync {
  const problems = sync.problems.filter((p) => p.accountId === accountId);
  const health = problems.length > 0 ? 'problem' : sync.health === 'problem' ? 'ok' : sync.health;
  return { ...sync, health, problems };
}
