import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    // Each file gets its own database; two workers keep the two cores busy without starving PostgreSQL.
    maxWorkers: 2,
    // One module registry per worker, not per file: importing the server's modules again for each of 57 files
    // took a third of the suite's time. Each file still has its own database and server (test/), no test mocks
    // a module, and the suite passes with its files shuffled.
    isolate: false,
    testTimeout: 30_000,
    // A test that fails is run once more, and if it then passes the run still names it (decision 047).
    retry: 1,
    hookTimeout: 60_000,
  },
});
