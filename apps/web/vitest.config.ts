import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      css: false,
      // jsdom renders, lazy chunks and typed input are CPU-bound: on a busy 2-core machine (the
      // unit and web projects run side by side) a sound test can pass 5 s. A hang still fails.
      testTimeout: 15_000,
    },
  }),
);
