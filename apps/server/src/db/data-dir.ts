// Where the embedded database lives (docs/product.md §24.1): DATA_DIR when set, else ./data. As root,
// PostgreSQL runs as the `postgres` user; when that user cannot reach ./data (a clone in /root, mode
// 700), an unset DATA_DIR means /var/lib/rueda, the system's place for a service's data, and the start
// says so. A DATA_DIR set on purpose is never moved: its start explains what to do instead.
import path from 'node:path';
import { resolveDataDir, type Env } from '../lib/env.ts';
import { blockedAncestor, postgresRunAs } from './postgres-user.ts';

export const SYSTEM_DATA_DIR = '/var/lib/rueda';

export interface DataDirChoice {
  dir: string;
  /** Why it is not the one asked for, to print at start. */
  note?: string;
}

export interface DataDirPlaces {
  /** ./data from where Rueda starts. */
  defaultDir?: string;
  systemDir?: string;
}

export function dataDirOf(env: Pick<Env, 'DATA_DIR'>, places: DataDirPlaces = {}): DataDirChoice {
  const asked = places.defaultDir && !env.DATA_DIR ? places.defaultDir : resolveDataDir(env);
  const systemDir = places.systemDir ?? SYSTEM_DATA_DIR;
  if (env.DATA_DIR) return { dir: asked };
  const runAs = postgresRunAs();
  const blocked = runAs && blockedAncestor(path.join(asked, 'postgres'), runAs);
  if (!blocked) return { dir: asked };
  return {
    dir: systemDir,
    note:
      `The database is kept in ${systemDir}: Rueda runs as root, PostgreSQL runs as the system user "postgres", and that user ` +
      `cannot enter ${blocked} to reach ${asked}. Set DATA_DIR to choose another place.`,
  };
}
