import type { WbAccount } from '@wb/shared/connections/wb-accounts.contract';
import type { WbToken } from '@wb/shared/connections/wb-tokens.contract';
import { describe, expect, it } from 'vitest';
import { groupTokens } from './group-tokens';

const account = (id: string, name: string) => ({ id, name }) as WbAccount;
const token = (id: string, accountId: string, accountName: string) =>
  ({ id, accountId, accountName }) as WbToken;

describe('groupTokens', () => {
  it('keeps the cabinets’ order, shows cabinets without tokens, and adds unknown cabinets last', () => {
    const groups = groupTokens(
      [token('t1', 'b', 'Бета'), token('t2', 'x', 'Икс'), token('t3', 'b', 'Бета')],
      [account('a', 'Альфа'), account('b', 'Бета')],
    );
    expect(groups.map((g) => [g.accountName, g.tokens.map((t) => t.id)])).toEqual([
      ['Альфа', []],
      ['Бета', ['t1', 't3']],
      ['Икс', ['t2']],
    ]);
    expect(groups[2]!.account).toBeUndefined();
  });

  it('groups by the tokens alone without a cabinet list', () => {
    expect(groupTokens([token('t1', 'a', 'Альфа')], undefined)).toHaveLength(1);
  });
});
