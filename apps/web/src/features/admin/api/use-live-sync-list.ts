import { useQueryClient } from '@tanstack/react-query';
import { adminSyncList, type AdminSyncRow } from '@wb/shared/admin/sync-admin.contract';
import { isSyncActive } from '@wb/shared/connections/sync.contract';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SYNC_LIVE_POLL_MS } from '../../../components/connections/sync-progress';
import { useList, type ListHandle } from '../../../components/data-table/use-list';
import { syncAdminQueries } from './sync-admin-queries';

/**
 * The sync grid's list, live: while a row on screen is queued, running or waiting for WB's limit
 * the grid refreshes itself every few seconds, so its progress moves without a reload; with
 * nothing under way it does not poll.
 */
export function useLiveSyncList(): ListHandle<AdminSyncRow> {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const base = useList(adminSyncList);
  const fetchPage = useCallback(
    async (request: ListRequestInput, signal: AbortSignal) => {
      const page = await base.fetchPage(request, signal);
      setLive(page.items.some((r) => isSyncActive(r.progress.phase)));
      return page;
    },
    [base],
  );
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: syncAdminQueries.sync() }),
      SYNC_LIVE_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [live, queryClient]);
  return useMemo(() => ({ ...base, fetchPage }), [base, fetchPage]);
}
