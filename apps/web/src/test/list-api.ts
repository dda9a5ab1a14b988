/**
 * Mocked list endpoints in page tests: one page of rows as the server answers it, and the views
 * the page asked a list endpoint for.
 */
import type { ListRequestInput } from '@wb/shared';

/** A list endpoint's answer holding all of `items` on its first page. */
export const onePage = <T>(items: readonly T[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  totals: {},
  next: null,
});

type Call = readonly [unknown, ({ query?: { list?: string } } | undefined)?];

/** The view (`list` parameter) of each call to `contract`, in call order. */
export const listRequestsTo = (calls: readonly Call[], contract: unknown): ListRequestInput[] =>
  calls
    .filter(([c]) => c === contract)
    .map(([, request]) => JSON.parse(request!.query!.list!) as ListRequestInput);
