import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import arch from '../eslint/boundaries.js';

/*
 * The architecture rules must catch what they are meant to catch (a rule that never matches is
 * how features came to import each other unnoticed): each is run on a violation and on the
 * allowed form of the same code.
 */

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat' });

function problems(file: string, code: string): string[] {
  const config = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { arch },
      rules: {
        'arch/no-cross-feature-import': 'error',
        'arch/no-foreign-table-import': 'error',
        'arch/no-sql-in-routes': 'error',
      },
    },
  ] satisfies Linter.Config[];
  return linter
    .verify(code, config, { filename: path.join(root, file) })
    .map((m) => m.ruleId ?? m.message);
}

describe('arch/no-cross-feature-import', () => {
  const file = 'apps/web/src/features/order-feed/pages/order-feed-page.tsx';

  it('catches a relative import of another feature', () => {
    expect(problems(file, "import { x } from '../../orders/api/orders-queries';")).toEqual([
      'arch/no-cross-feature-import',
    ]);
    expect(problems(file, "const m = import('../../orders/pages/orders-page');")).toEqual([
      'arch/no-cross-feature-import',
    ]);
  });

  it('allows the feature itself and shared components', () => {
    expect(problems(file, "import { x } from '../api/feed-queries';")).toEqual([]);
    expect(problems(file, "import { x } from '../../../components/data-table/use-list';")).toEqual(
      [],
    );
  });
});

describe('arch/no-foreign-table-import', () => {
  it("catches a service reading another module's table", () => {
    const file = 'apps/server/src/modules/sync/sync.service.ts';
    expect(
      problems(file, "import { wbAccounts } from '../wb-accounts/wb-accounts.table';"),
    ).toEqual(['arch/no-foreign-table-import']);
  });

  it("allows the module's own table, the owner's functions, foreign keys and tests", () => {
    const service = 'apps/server/src/modules/sync/sync.service.ts';
    expect(problems(service, "import { syncRuns } from './sync.table';")).toEqual([]);
    expect(
      problems(service, "import { activeAccounts } from '../wb-accounts/wb-accounts.repository';"),
    ).toEqual([]);
    const table = 'apps/server/src/modules/wb-tokens/wb-tokens.table.ts';
    expect(problems(table, "import { users } from '../users/users.table';")).toEqual([]);
    const test = 'apps/server/src/modules/sync/sync.int.test.ts';
    expect(
      problems(test, "import { wbAccounts } from '../wb-accounts/wb-accounts.table';"),
    ).toEqual([]);
  });
});

describe('arch/no-sql-in-routes', () => {
  const file = 'apps/server/src/modules/tags/tags.routes.ts';

  it('catches SQL, transactions and table imports in a route file', () => {
    expect(problems(file, "import { eq } from 'drizzle-orm';")).toEqual(['arch/no-sql-in-routes']);
    expect(problems(file, "import { tags } from './tags.table';")).toEqual([
      'arch/no-sql-in-routes',
    ]);
    expect(problems(file, 'await app.db.db.select().from(t);')).toEqual(['arch/no-sql-in-routes']);
    expect(problems(file, 'await app.db.transaction(async (tx) => tx.delete(t));')).toEqual([
      'arch/no-sql-in-routes',
      'arch/no-sql-in-routes',
    ]);
    expect(problems(file, 'await db.execute(sql`select 1`);')).toEqual([
      'arch/no-sql-in-routes',
      'arch/no-sql-in-routes',
    ]);
  });

  it('allows a route that calls its service', () => {
    expect(
      problems(file, 'route(app, c, async (request) => tags.list(app.db.db, request.query.q));'),
    ).toEqual([]);
    // The same code outside a route file is the repository's business.
    expect(
      problems('apps/server/src/modules/tags/tags.repository.ts', 'await db.select().from(t);'),
    ).toEqual([]);
  });
});
