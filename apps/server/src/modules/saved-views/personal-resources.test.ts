import { LIST_RESOURCES, PERSONAL_LIST_RESOURCES } from '@wb/shared';
import { describe, expect, it } from 'vitest';
import type { ListResource } from '../../lib/list-query';
import { sharedDeclarations } from '../../../test/shared-contracts';
import { cronReportResource } from '../sync/cron-report.list';
import { adminSyncResource } from '../sync/sync-admin.list';

type Scoped = Pick<ListResource<unknown>, 'key'> &
  Partial<Pick<ListResource<unknown>, 'scope' | 'scopeBy'>>;

/** Every grid's resource as the server builds it; a platform list has no `scope`. */
const resources: Scoped[] = [adminSyncResource, cronReportResource];

describe('personal grids', () => {
  it('are exactly the lists not scoped by a company (saved views follow the rows)', async () => {
    const { lists } = await sharedDeclarations();
    const keys = [...resources.map((r) => r.key), ...lists.map((l) => l.key)];
    expect(keys.sort()).toEqual([...LIST_RESOURCES].sort());
    const personal = [
      ...resources.filter((r) => r.scope === undefined || r.scopeBy === 'user').map((r) => r.key),
      ...lists.filter((l) => l.tenant !== 'company').map((l) => l.key),
    ];
    expect(personal.sort()).toEqual([...PERSONAL_LIST_RESOURCES].sort());
  });
});
