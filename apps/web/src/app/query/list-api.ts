import type { Contract } from '@wb/shared/contracts/define';
import type { ListDeclaration } from '@wb/shared/list/define-list';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import type { $ZodLooseShape, input, output } from 'zod/v4/core';
import { apiRequest } from './api-client';

export type ListParams<L extends ListDeclaration> = L['params'] extends undefined
  ? undefined
  : output<NonNullable<L['params']>>;
/** The extra query parameters a list takes (a report's period, grouping…), as sent. */
export type ListQuery<L extends ListDeclaration> = L['query'] extends $ZodLooseShape
  ? { [K in keyof L['query']]: input<L['query'][K]> }
  : undefined;
export type ListRow<L extends ListDeclaration> = output<L['row']>;
export type ListPage<L extends ListDeclaration> = output<L['page']['response']>;

/**
 * The query key of a list's pages: under the module's root (its tag), so invalidating `[tag]`
 * after a change refreshes every list of the module.
 */
export const listQueryKey = (
  list: Pick<ListDeclaration, 'tag' | 'key'>,
  params?: unknown,
  query?: unknown,
) =>
  [
    list.tag,
    'list',
    list.key,
    ...(params === undefined && query === undefined ? [] : [params ?? null]),
    ...(query === undefined ? [] : [query]),
  ] as const;

/** One page of a list through its page contract (the request travels as JSON in `list`). */
export function fetchListPage<L extends ListDeclaration>(
  list: L,
  request: ListRequestInput,
  signal: AbortSignal,
  params?: ListParams<L>,
  query?: ListQuery<L>,
): Promise<ListPage<L>> {
  // Through a contract's general shape: whether a generic list's request fits its own contract
  // is a question TypeScript answers differently with the lists a program holds.
  const page: Contract = list.page;
  const response: Promise<unknown> = apiRequest(
    page,
    { params, query: { ...query, list: JSON.stringify(request) } },
    { signal },
  );
  return response as Promise<ListPage<L>>;
}
