import type { WbAccount } from '@wb/shared/connections/wb-accounts.contract';
import type { WbToken } from '@wb/shared/connections/wb-tokens.contract';

export interface TokenGroup {
  accountId: string;
  accountName: string;
  /** Known when the user may see the cabinets. */
  account?: WbAccount;
  tokens: WbToken[];
}

/**
 * Tokens per cabinet: every cabinet of the list (also those without tokens) in its order, then
 * cabinets known only from their tokens (when the cabinet list is not available).
 */
export function groupTokens(
  tokens: readonly WbToken[],
  accounts: readonly WbAccount[] | undefined,
): TokenGroup[] {
  const groups = new Map<string, TokenGroup>();
  for (const account of accounts ?? []) {
    groups.set(account.id, {
      accountId: account.id,
      accountName: account.name,
      account,
      tokens: [],
    });
  }
  for (const token of tokens) {
    let group = groups.get(token.accountId);
    if (!group) {
      group = { accountId: token.accountId, accountName: token.accountName, tokens: [] };
      groups.set(token.accountId, group);
    }
    group.tokens.push(token);
  }
  return [...groups.values()];
}
