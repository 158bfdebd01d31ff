// `npm run psql [-- --superuser] [psql arguments]` (issue 19 point 2): a psql shell on the embedded
// database as Rueda's role (or its superuser), without typing a password. The work is
// apps/server/src/db/psql-cli.ts, run as `npm start` runs the server (Node with tsx).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureInstalled, ROOT } from './lib.mjs';

checkNode();
ensureInstalled();
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'apps', 'server', 'src', 'db', 'psql-cli.ts'), ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
// Ctrl+C is psql's (it cancels a query): the child hears it from the terminal; this waits for its end.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.exitCode === null && child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
