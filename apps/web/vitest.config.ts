import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      // scripts/: the size budgets' own test (docs/product.md §26.2).
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
      setupFiles: ['./src/testing/setup.ts'],
      // One module registry per worker, not per file: the setup (Mantine, i18n, the app's modules) is loaded
      // once instead of 69 times, which took two thirds of the suite's time. What a test leaves behind is reset
      // after each one in src/testing/setup.ts (toasts, timers, the ID token, the connection, the language), and
      // no test mocks a module; the suite passes with its files shuffled.
      isolate: false,
      // Two workers on a 2-core machine, as the server's suite (vitest's default there is one): 156 s became
      // 95–102 s, and the suite passes with its files shuffled across them (decision 061).
      maxWorkers: 2,
      restoreMocks: true,
      unstubGlobals: true,
      // Whole screens render here; on a loaded two-core CI machine 5 s is not always enough.
      // This bounds a hung test, it is not a speed goal (those are benchmarks).
      testTimeout: 30_000,
      // A test that fails is run once more, and if it then passes the run still names it (decision 047).
      retry: 1,
    },
  }),
);
