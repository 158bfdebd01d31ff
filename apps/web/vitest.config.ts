import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      // scripts/: the size budgets' own test (issue 15 point 3).
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Whole screens render here; on a loaded two-core CI machine 5 s is not always enough.
      // This bounds a hung test, it is not a speed goal (those are benchmarks).
      testTimeout: 30_000,
    },
  }),
);
