// How the embedded PostgreSQL is reached (docs/product.md §24.3). Where PostgreSQL allows it, over a Unix
// socket in a private directory beside the data ($DATA_DIR/postgres-socket, mode 0700, owned by the
// user PostgreSQL runs as), with no TCP port at all: no other user of the machine can even knock.
// Else (a socket path over the system's 107-byte limit, or Windows) over TCP on 127.0.0.1, where the
// random password is the door. Either way, scram-sha-256 passwords (initdb --auth). Decision 056.
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EmbeddedAddress } from './embedded-credentials.ts';
import type { RunAs } from './postgres-user.ts';

/** sockaddr_un's sun_path holds 108 bytes on Linux, 104 on macOS and the BSDs, with its ending NUL; PostgreSQL refuses a longer path. */
const SOCKET_PATH_LIMIT = process.platform === 'linux' ? 107 : 103;

export const socketDirOf = (dataDir: string) => path.join(path.dirname(dataDir), 'postgres-socket');

/** The private socket directory for `dataDir` and `port`, or undefined when PostgreSQL cannot use one there. */
export function socketDirFor(dataDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  const dir = socketDirOf(dataDir);
  // A double quote cannot be written in unix_socket_directories' list.
  if (dir.includes('"')) return undefined;
  if (Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) > SOCKET_PATH_LIMIT) return undefined;
  return dir;
}

/** Creates the socket directory, private to the user PostgreSQL runs as. */
export function prepareSocketDir(dir: string, runAs: RunAs | undefined): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
}

/** The server's flags for where it listens. */
export function listenFlags(address: EmbeddedAddress): string[] {
  return address.socketDir
    ? ['-c', 'listen_addresses=', '-c', `unix_socket_directories="${address.socketDir}"`, '-c', 'unix_socket_permissions=0700']
    : // Loopback only, no Unix socket: nothing outside this machine, nothing in /tmp to clash on.
      ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
}

export interface RunningPostgres extends EmbeddedAddress {
  pid: number;
}

/**
 * The PostgreSQL serving `dataDir` now, if alive, from its postmaster.pid: the pid on line 1, the port
 * on line 4 and the first socket directory on line 5 (empty without one).
 */
export function runningPostgres(dataDir: string): RunningPostgres | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, and another user's (PostgreSQL runs as `postgres` when Rueda runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  const socketDir = lines[4]?.trim();
  return { pid, port, ...(socketDir ? { socketDir } : {}) };
}
