// A data directory as Rueda made it before its database's door (decision 056), for the upgrade's tests: initdb with
// the superuser `postgres` and its fixed password `postgres`, the server on 127.0.0.1 with no socket,
// Rueda's database made by that superuser and migrated by it, exactly the steps startEmbeddedPostgres
// and main.ts took then.
import path from 'node:path';
import { connectDatabase, ensureDatabase } from '../src/db/client.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { installedBinaries, reachableBinaries } from '../src/db/postgres-binaries.ts';
import { initialiseCluster, startServer } from '../src/db/postgres-process.ts';
import { postgresRunAs } from '../src/db/postgres-user.ts';

export interface LegacyPostgres {
  /** A database's connection string as the superuser, with the fixed password. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/** Makes `dataDir` (…/postgres) the way Rueda did before decision 056, and leaves its server running. */
export async function startLegacyPostgres(dataDir: string): Promise<LegacyPostgres> {
  const runAs = postgresRunAs();
  const binaries = reachableBinaries(installedBinaries(), runAs, path.dirname(dataDir));
  const cluster = { binaries, dataDir, runAs, user: 'postgres', password: 'postgres', onLog: () => {} };
  await initialiseCluster(cluster);
  const port = await freePort();
  const server = await startServer({
    ...cluster,
    port,
    flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
  });
  const urlFor = (database: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
  await ensureDatabase(urlFor('postgres'), 'rueda');
  const database = connectDatabase(urlFor('rueda'), { max: 2 });
  await migrateDatabase(database.pool);
  await database.close();
  return { urlFor, stop: () => server.stop() };
}
