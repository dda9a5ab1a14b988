import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'int',
    root: path.dirname(fileURLToPath(import.meta.url)),
    environment: 'node',
    include: ['src/**/*.int.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file has its own database cloned from the template, and the files mostly wait on
    // PostgreSQL and HTTP (about half a CPU a file): three at a time on 2 CPUs took the pass
    // from 347 s to 160 s.
    maxWorkers: Math.max(3, availableParallelism()),
  },
});
