import type { Contract } from '@wb/shared/contracts/define';
import type { ListDeclaration } from '@wb/shared/list/define-list';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import type { output } from 'zod/v4/core';
import { apiRequest } from './api-client';

export type ListParams<L extends ListDeclaration> = L['params'] extends undefined
  ? undefined
  : output<NonNullable<L['params']>>;
export type ListRow<L extends ListDeclaration> = output<L['row']>;
export type ListPage<L extends ListDeclaration> = output<L['page']['response']>;

/**
 * The query key of a list's pages: under the module's root (its tag), so invalidating `[tag]`
 * after a change refreshes every list of the module.
 */
export const listQueryKey = (list: Pick<ListDeclaration, 'tag' | 'key'>, params?: unknown) =>
  [list.tag, 'list', list.key, ...(params === undefined ? [] : [params])] as const;

/** One page of a list through its page contract (the request travels as JSON in `list`). */
export function fetchListPage<L extends ListDeclaration>(
  list: L,
  request: ListRequestInput,
  signal: AbortSignal,
  params?: ListParams<L>,
): Promise<ListPage<L>> {
  // Through a contract's general shape: whether a generic list's request fits its own contract
  // is a question TypeScript answers differently with the lists a program holds.
  const page: Contract = list.page;
  const response: Promise<unknown> = apiRequest(
    page,
    { params, query: { list: JSON.stringify(request) } },
    { signal },
  );
  return response as Promise<ListPage<L>>;
}
