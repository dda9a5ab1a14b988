import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test projects:
 * - unit: pure code of packages/shared, the server and scripts (node);
 * - web: React components and client logic (jsdom), with the web app's Vite config;
 * - int: server integration tests through app.inject against a real PostgreSQL;
 * - wb-int: the WB client and the WB sandbox over real HTTP (sandbox in-process, no database).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs, a single worker on a 2-CPU machine;
    // two took the unit and web pass there from 173 s to 115 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'wb-int',
          environment: 'node',
          include: [
            'packages/wb/test/**/*.int.test.ts',
            'packages/wb-sandbox/test/**/*.int.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: Math.max(3, availableParallelism()),
        },
      },
      'apps/web/vitest.config.ts',
      'apps/server/vitest.int.config.ts',
    ],
  },
});
