// `npm run psql [-- --superuser] [psql arguments]` (docs/product.md §24.3): a psql shell on the embedded
// database as Rueda's role (or its superuser), without typing a password. The work is
// apps/server/src/db/psql-cli.ts, bundled and run as `npm start` runs the server (decision 062).
import { checkNode, ensureInstalled, startServerProcess } from './lib.mjs';

checkNode();
ensureInstalled();
// Ctrl+C is psql's (it cancels a query): the child hears it from the terminal; this waits for its end.
process.on('SIGINT', () => {});
await startServerProcess('psql-cli', process.argv.slice(2), { signals: ['SIGTERM'] });
