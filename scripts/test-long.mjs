// `npm run test:long`: the long loops `npm test` runs in short (decision 061), whole. Today one: the server killed
// with SIGKILL during concurrent writes, 20 times (apps/server/test/crash.test.ts runs 5 in `npm test`). The soak
// (200 staff for five minutes) is a benchmark: `BENCH_ONLY=soak npm run bench`.
import path from 'node:path';
import { checkNode, ensureInstalled, log, ROOT, run } from './lib.mjs';

checkNode();
ensureInstalled();
log('The whole app killed with SIGKILL during concurrent writes, 20 times');
const status = run(path.join(ROOT, 'node_modules', '.bin', 'vitest'), ['run', 'test/crash.test.ts'], {
  cwd: path.join(ROOT, 'apps', 'server'),
  env: { ...process.env, RUEDA_CRASH_CYCLES: '20' },
});
process.exit(status);
