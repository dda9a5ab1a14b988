import type { QueryClient, QueryKey, QueryObserverOptions } from '@tanstack/react-query';
import type { AccountSync } from '@wb/shared/connections/sync.contract';
import type { WbAccount } from '@wb/shared/connections/wb-accounts.contract';
import type { TFunction } from 'i18next';
import { notify } from '../../../app/notifications';
import { followUntilDone } from '../../../app/query/follow';
import { isSyncOngoing, SYNC_LIVE_POLL_MS } from '../../../components/connections/sync-progress';
import { createFormat } from '../../../components/format/formatter';

/**
 * How "sync now" of a cabinet ended, in one notification: the datasets that ran since (a new
 * sync, or one that was under way then) either all succeeded — with the rows they read — or
 * the first failure with its reason and how many failed; nothing ran because none could
 * (no token with their category): why.
 */
export function accountSyncEnd(
  started: AccountSync,
  ended: AccountSync,
  name: string,
  t: TFunction,
  language: string,
): { message: string; variant: 'success' | 'error' | 'warning' } {
  const before = new Map(started.datasets.map((d) => [d.dataset, d.progress]));
  const ran = ended.datasets.filter((d) => {
    const was = before.get(d.dataset);
    return !was || d.progress.startedAt !== was.startedAt || isSyncOngoing(was);
  });
  const failed = ran.filter((d) => d.progress.status === 'failed');
  const [first] = failed;
  if (first) {
    const detail = {
      name,
      count: failed.length,
      dataset: t(`connections:datasets.${first.dataset}`),
      reason: first.lastError ?? '',
    };
    const key = failed.length > 1 ? 'syncState.ended.failedMany' : 'syncState.ended.failed';
    return { message: t(`wbaccounts:${key}`, detail), variant: 'error' };
  }
  const skipped = ended.datasets.find((d) => d.skippedReason);
  if (!ran.length && skipped) {
    const reason = skipped.skippedReason;
    return {
      message: t('wbaccounts:syncState.ended.skipped', { name, reason }),
      variant: 'warning',
    };
  }
  const rows = createFormat({ language }).integer(ran.reduce((sum, d) => sum + d.progress.rows, 0));
  return { message: t('wbaccounts:syncState.ended.succeeded', { name, rows }), variant: 'success' };
}

/** Follows "sync now" of a cabinet until every dataset is done, then says how it went. */
export function followAccountSync<K extends QueryKey>(
  queryClient: QueryClient,
  follow: {
    account: WbAccount;
    started: AccountSync;
    /** The cabinet's sync state query (`wbAccountQueries.sync`). */
    query: QueryObserverOptions<AccountSync, Error, AccountSync, AccountSync, K>;
    t: TFunction;
    language: string;
  },
) {
  const { account, started, t, language } = follow;
  followUntilDone(queryClient, started, {
    query: follow.query,
    key: `account-sync:${account.id}`,
    intervalMs: SYNC_LIVE_POLL_MS,
    isActive: (state) => state.datasets.some((d) => d.pending),
    onEnd: (ended) => {
      const { message, variant } = accountSyncEnd(started, ended, account.name, t, language);
      void notify(message, { variant });
      // The header's indicator (its key: app/layout/sync-indicator.tsx).
      void queryClient.invalidateQueries({ queryKey: ['sync', 'status'] });
    },
  });
}
