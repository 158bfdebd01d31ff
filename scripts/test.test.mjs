// The table `npm test` ends with (scripts/test.mjs): the slowest test files of the run, read from the suites' own
// JSON reports, so whoever waits for the suite sees where its time goes.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import { fileTimes, slowestFiles } from './test.mjs';

describe('the slowest test files', () => {
  it('times a vitest file from its start to its end', () => {
    const report = {
      testResults: [
        { name: path.join(ROOT, 'apps/server/test/a.test.ts'), startTime: 1_000, endTime: 13_500 },
        { name: path.join(ROOT, 'apps/server/test/b.test.ts'), startTime: 2_000, endTime: 2_250 },
      ],
    };
    expect(fileTimes('vitest', report, 'server')).toEqual([
      { suite: 'server', file: path.join('apps', 'server', 'test', 'a.test.ts'), seconds: 12.5 },
      { suite: 'server', file: path.join('apps', 'server', 'test', 'b.test.ts'), seconds: 0.25 },
    ]);
  });

  it("adds up a journey file's tests and their retries, however deep they are nested", () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'team.spec.ts', tests: [{ results: [{ duration: 4_000 }, { duration: 6_000 }] }] }],
          suites: [{ specs: [{ file: 'team.spec.ts', tests: [{ results: [{ duration: 1_500 }] }] }] }],
        },
        { specs: [{ file: 'shell.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] }] },
      ],
    };
    expect(fileTimes('playwright', report, 'e2e')).toEqual([
      { suite: 'e2e', file: path.join('e2e', 'tests', 'team.spec.ts'), seconds: 11.5 },
      { suite: 'e2e', file: path.join('e2e', 'tests', 'shell.spec.ts'), seconds: 2 },
    ]);
  });

  it('lists the slowest first, fifteen at most, across the suites', () => {
    const times = Array.from({ length: 20 }, (_, n) => ({ suite: n % 2 ? 'web' : 'server', file: `f${n}.test.ts`, seconds: n }));
    const lines = slowestFiles(times);
    expect(lines).toHaveLength(15);
    expect(lines[0]).toMatch(/^\s+19\.0 s {2}web {5}f19\.test\.ts/);
    expect(lines[14]).toMatch(/^\s+5\.0 s {2}web {5}f5\.test\.ts/);
  });
});
