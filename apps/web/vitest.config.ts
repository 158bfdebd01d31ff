import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Whole screens render here; on a loaded two-core CI machine 5 s is not always enough.
      // This bounds a hung test, it is not a speed goal (those are benchmarks).
      testTimeout: 30_000,
    },
  }),
);
