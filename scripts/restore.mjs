// `npm run restore -- FILE [--yes]` (docs/product.md §24.4): puts a backup of $DATA_DIR/backups back into a
// stopped Rueda, after asking (or with --yes). Refuses while Rueda runs and for a file that is not a
// whole Rueda backup. The work is apps/server/src/db/backup-cli.ts, bundled and run as `npm start` runs
// the server (decision 062).
import path from 'node:path';
import { checkNode, ensureInstalled, startServerProcess } from './lib.mjs';

checkNode();
ensureInstalled();
// The file is named from where the command was typed; npm runs scripts from the root.
const args = process.argv.slice(2).map((arg) => (arg.startsWith('-') ? arg : path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)));
await startServerProcess('backup-cli', ['restore', ...args]);
