import { LIST_RESOURCES, PERSONAL_LIST_RESOURCES } from '@wb/shared';
import { describe, expect, it } from 'vitest';
import { sharedDeclarations } from '../../../test/shared-contracts';

describe('personal grids', () => {
  it('are exactly the lists not scoped by a company (saved views follow the rows)', async () => {
    const { lists } = await sharedDeclarations();
    expect(lists.map((l) => l.key).sort()).toEqual([...LIST_RESOURCES].sort());
    const personal = lists.filter((l) => l.tenant !== 'company').map((l) => l.key);
    expect(personal.sort()).toEqual([...PERSONAL_LIST_RESOURCES].sort());
  });
});
