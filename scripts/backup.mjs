// `npm run backup` (docs/product.md §24.4): a backup of the embedded database into $DATA_DIR/backups now,
// through the running Rueda's PostgreSQL or, with Rueda stopped, starting it for the time it takes.
// The work is apps/server/src/db/backup-cli.ts, bundled and run as `npm start` runs the server (decision 062).
import { checkNode, ensureInstalled, startServerProcess } from './lib.mjs';

checkNode();
ensureInstalled();
// Ctrl+C reaches the child too; it stops the PostgreSQL it started before it exits.
await startServerProcess('backup-cli', ['backup']);
