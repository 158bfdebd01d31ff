// `npm start`: on a fresh clone with only Node and npm, install what is missing, build the web app,
// and start Rueda (embedded PostgreSQL unless DATABASE_URL is set). See README.md.
import { checkNode, ensureInstalled, ensureWebBuilt, startServer } from './lib.mjs';

checkNode();
ensureInstalled();
ensureWebBuilt();
startServer();
