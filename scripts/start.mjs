// `npm start`: on a fresh clone with only Node and npm, install what is missing, build the web app,
// build the server's bundle (every time: decision 062) and start Rueda (embedded PostgreSQL unless DATABASE_URL
// is set). See README.md.
import { checkNode, ensureInstalled, ensureWebBuilt, startServer } from './lib.mjs';

checkNode();
ensureInstalled();
ensureWebBuilt();
await startServer();
