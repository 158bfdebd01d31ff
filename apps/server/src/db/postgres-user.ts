// Who the embedded PostgreSQL runs as. PostgreSQL refuses to run as root, so when Rueda runs as root
// (CI, a server's service manager) it runs as the system user `postgres`, created if missing; that
// user must reach the binaries and the data directory (docs/product.md §24.1). Not root: as Rueda's own user.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';

export const POSTGRES_SYSTEM_USER = 'postgres';

/** The system user PostgreSQL's processes are started as: only when Rueda runs as root. */
export interface RunAs {
  uid: number;
  gid: number;
}

const isRoot = () => process.platform !== 'win32' && os.userInfo().uid === 0;

function idsOf(user: string): RunAs | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** undefined when Rueda is not root; as root, the `postgres` system user, created when missing. */
export function postgresRunAs(): RunAs | undefined {
  if (!isRoot()) return undefined;
  const existing = idsOf(POSTGRES_SYSTEM_USER);
  if (existing) return existing;
  try {
    execFileSync(
      'sh',
      [
        '-c',
        `getent group ${POSTGRES_SYSTEM_USER} >/dev/null || groupadd --system ${POSTGRES_SYSTEM_USER}; useradd --system -g ${POSTGRES_SYSTEM_USER} ${POSTGRES_SYSTEM_USER}`,
      ],
      { stdio: 'ignore' },
    );
  } catch {
    // Said below.
  }
  const created = idsOf(POSTGRES_SYSTEM_USER);
  if (created) return created;
  throw new EmbeddedPostgresError(
    `Rueda runs as root, and PostgreSQL refuses to run as root, so its embedded database runs as the system user ` +
      `"${POSTGRES_SYSTEM_USER}"; that user does not exist and could not be created. Create it ` +
      `(useradd --system ${POSTGRES_SYSTEM_USER}), run Rueda as an ordinary user, or set DATABASE_URL to a PostgreSQL server.`,
  );
}

/** Whether `runAs` passes `test <flag> <target>` (-x: may enter or run it; -w: may write in it). */
export function userPasses(flag: '-x' | '-w' | '-r', target: string, runAs: RunAs): boolean {
  return spawnSync('test', [flag, target], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' }).status === 0;
}

/** The highest existing directory above `target` that `runAs` cannot enter, if any. */
export function blockedAncestor(target: string, runAs: RunAs): string | undefined {
  let blocked: string | undefined;
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    if (existsSync(dir) && !userPasses('-x', dir, runAs)) blocked = dir;
    if (dir === path.dirname(dir)) return blocked;
  }
}
