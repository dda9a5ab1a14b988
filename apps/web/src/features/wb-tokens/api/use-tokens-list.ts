import { wbTokensList, type WbToken } from '@wb/shared/connections/wb-tokens.contract';
import { useMemo, useState } from 'react';
import { useList, type ListHandle } from '../../../components/data-table/use-list';
import type { AccountOption } from '../components/add-token-dialog';

/**
 * The tokens grid's list, noting the cabinets its pages show: a user who may not list the
 * cabinets can still add a token to one of those.
 */
export function useTokensList(): { list: ListHandle<WbToken>; seen: AccountOption[] } {
  const [seen, setSeen] = useState<ReadonlyMap<string, AccountOption>>(new Map());
  const tokens = useList(wbTokensList);
  const list = useMemo<ListHandle<WbToken>>(
    () => ({
      ...tokens,
      fetchPage: async (request, signal) => {
        const page = await tokens.fetchPage(request, signal);
        setSeen((prev) => {
          const fresh = page.items.filter((tk) => !prev.has(tk.accountId));
          if (fresh.length === 0) return prev;
          const next = new Map(prev);
          for (const tk of fresh) {
            next.set(tk.accountId, {
              id: tk.accountId,
              name: tk.accountName,
              sellerId: tk.sellerId,
            });
          }
          return next;
        });
        return page;
      },
    }),
    [tokens],
  );
  const options = useMemo(() => [...seen.values()], [seen]);
  return { list, seen: options };
}
