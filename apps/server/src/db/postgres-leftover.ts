// A PostgreSQL left running by a Rueda that died without stopping it (killed, out of memory): its
// postmaster.pid names a live process whose parent is no longer a Node process. docs/product.md §24.5: the
// next start stops it (a fast shutdown: what was committed stays) and goes on, where it used to refuse.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The fields of /proc/<pid>/stat after the command's name (state first, then the parent's pid); empty where /proc has none. */
function statOf(pid: number): string[] {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return [];
  }
}

/**
 * Whether `pid` has died and waits for its parent to reap it (a zombie): a killed PostgreSQL whose new
 * parent, a machine's or a container's first process, does not reap. Only where /proc says so.
 */
function isZombie(pid: number): boolean {
  return statOf(pid)[0] === 'Z';
}

/**
 * The pid in the data directory's postmaster.pid while that process lives; undefined otherwise. A lock file
 * left by a PostgreSQL that died unreaped is removed: PostgreSQL's own start refuses a lock file whose
 * process still exists, dead or not (its shared memory check still stops a start while any of its
 * backends lives).
 */
export function livePostmaster(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined; // stale: PostgreSQL removes it itself at start
  }
  if (!isZombie(pid)) return pid;
  rmSync(pidFile, { force: true });
  return undefined;
}

function parentOf(pid: number): number | undefined {
  const parent = statOf(pid)[1];
  return parent === undefined ? undefined : Number(parent);
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * Whether `pid` is a PostgreSQL server that no Rueda runs any more: a postgres process whose parent is
 * not a Node process (init, a container's first process, a session's reaper). Only where /proc says so.
 */
export function isLeftover(pid: number): boolean {
  if (!existsSync('/proc/self/stat') || !/\bpostgres\b/.test(commandOf(pid))) return false;
  const parent = parentOf(pid);
  return parent === undefined || parent <= 1 || !/\bnode\b/.test(commandOf(parent));
}

/** Stops a leftover server and waits for it to be gone (at most `attempts` × 100 ms); true when it is. */
export async function stopLeftover(pid: number, attempts = 300): Promise<boolean> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return true;
  }
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
