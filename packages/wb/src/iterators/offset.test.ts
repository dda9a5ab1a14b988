import { describe, expect, it } from 'vitest';
import { createWbClients } from '../factory';
import type { RateLimiter } from '../limiter/limiter';
import { fakeFetch, testToken, type RecordedRequest } from '../testing/fake-fetch';
import { iterateSupplies } from './offset';
import { nextOffset } from './raw';
import { iterateOrderFeed } from './reports';

/** Grants every request: the order feed's 1 request/min is not what these tests are about. */
const unlimited: RateLimiter = {
  tryTake: async () => ({ granted: true }),
  charge: async () => undefined,
  block: async () => undefined,
};

const clients = (route: (req: RecordedRequest) => unknown) => {
  const fake = fakeFetch((req) => ({ json: route(req) }));
  const wb = createWbClients({
    baseUrl: 'http://sandbox.test',
    token: testToken(),
    limiter: unlimited,
    fetch: fake.fetch,
  });
  return { wb, requests: fake.requests };
};

const supply = (id: number) => ({ preorderID: id, supplyID: id, statusID: 5 });

describe('offset paging', () => {
  it('counts a page for at most `limit` positions', () => {
    expect(nextOffset(0, 3, 3)).toBe(3);
    expect(nextOffset(3, 5, 3)).toBe(6); // two repeated rows
    expect(nextOffset(6, 1, 3)).toBe(7);
    expect(nextOffset(7, 0, 3)).toBe(7);
  });

  it('repeated rows at the start of a page do not skip unread ones', async () => {
    // Seven supplies; the second page repeats the last two rows of the first.
    const all = [1, 2, 3, 4, 5, 6, 7].map(supply);
    const { wb, requests } = clients((req) => {
      const offset = Number(new URL(req.url).searchParams.get('offset'));
      const page = all.slice(offset, offset + 3);
      return offset === 3 ? [...all.slice(1, 3), ...page] : page;
    });
    const pages = [];
    for await (const page of iterateSupplies(wb.supplies, { limit: 3 })) pages.push(page);
    expect(requests.map((r) => new URL(r.url).searchParams.get('offset'))).toEqual(['0', '3', '6']);
    expect(pages.map((p) => p.cursor.offset)).toEqual([3, 6, 7]);
    const ids = pages.flatMap((p) => p.rows.map((s) => s.preorderID));
    expect(ids).toEqual(['1', '2', '3', '2', '3', '4', '5', '6', '7']);
  });

  it('the order feed keeps its snapshot and counts positions the same way', async () => {
    const order = (n: number) => ({
      nmId: n,
      chrtId: n,
      srid: `s${n}`,
      createdAt: '2026-10-12T10:00:00+03:00',
      updatedAt: '2026-10-12T10:00:00+03:00',
      status: 'created',
    });
    const feed = [1, 2, 3, 4, 5].map(order);
    const { wb, requests } = clients((req) => {
      const { pagination } = JSON.parse(req.init.body ?? '{}') as {
        pagination: { offset: number; limit: number };
      };
      const page = feed.slice(pagination.offset, pagination.offset + pagination.limit);
      const orders = pagination.offset === 2 ? [feed[1], ...page] : page;
      return { data: { snapshotTime: '2026-10-20T12:00:00+03:00', orders } };
    });
    const pages = [];
    const period = { start: '2026-10-12T00:00:00+03:00' };
    for await (const page of iterateOrderFeed(wb.analytics, { period, limit: 2 })) pages.push(page);
    const sent = requests.map(
      (r) => (JSON.parse(r.init.body ?? '{}') as { pagination: unknown }).pagination,
    );
    expect(sent).toEqual([
      { offset: 0, limit: 2 },
      { snapshotTime: '2026-10-20T12:00:00+03:00', offset: 2, limit: 2 },
      { snapshotTime: '2026-10-20T12:00:00+03:00', offset: 4, limit: 2 },
    ]);
    expect(pages.flatMap((p) => p.rows.map((o) => o.srid))).toEqual([
      's1',
      's2',
      's2',
      's3',
      's4',
      's5',
    ]);
  });
});
