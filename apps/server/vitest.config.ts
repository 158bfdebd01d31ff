import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    // Each file gets its own database. Four workers on the two cores: a file waits much of its time on
    // PostgreSQL, a child process or a timer, and with two the cores sat idle between and inside files
    // (165 s against 136–139 s, every test passing first time; decision 061, "four server workers").
    maxWorkers: 4,
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
