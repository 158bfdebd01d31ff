// `npm run backup` (issue 14 point 2): a backup of the embedded database into $DATA_DIR/backups now,
// through the running Rueda's PostgreSQL or, with Rueda stopped, starting it for the time it takes.
// The work is apps/server/src/db/backup-cli.ts, run as `npm start` runs the server (Node with tsx).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureInstalled, ROOT } from './lib.mjs';

checkNode();
ensureInstalled();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps', 'server', 'src', 'db', 'backup-cli.ts'), 'backup'], {
  cwd: ROOT,
  stdio: 'inherit',
});
// Ctrl+C reaches the child too; it stops the PostgreSQL it started before it exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.exitCode === null && child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
