// The embedded database's door (docs/product.md §24.3). Its two roles' passwords are random, made once and
// kept in the data directory in rueda-credentials.json, readable only by its owner (the user PostgreSQL
// runs as: Rueda's own, or `postgres` when Rueda runs as root). The superuser is PostgreSQL's own
// `postgres`; Rueda itself connects as `rueda`, which has no superuser rights and owns only Rueda's
// database (embedded-roles.ts). Decision 056.
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import type { RunAs } from './postgres-user.ts';

export const CREDENTIALS_FILE = 'rueda-credentials.json';
export const SUPERUSER = 'postgres';
export const APP_ROLE = 'rueda';
/** The superuser's password of every data directory made before decision 056; refused once upgraded. */
export const LEGACY_SUPERUSER_PASSWORD = 'postgres';

export interface Role {
  name: string;
  password: string;
}

export interface EmbeddedCredentials {
  superuser: Role;
  app: Role;
  /**
   * Set while a data directory made before decision 056 is being upgraded: the server may still hold the
   * fixed password until the new one is set, and the start then sets it (embedded-postgres.ts).
   */
  upgradingFromFixedPassword?: true;
}

const newPassword = () => randomBytes(24).toString('base64url');

export function newCredentials(): EmbeddedCredentials {
  return { superuser: { name: SUPERUSER, password: newPassword() }, app: { name: APP_ROLE, password: newPassword() } };
}

export const credentialsFileOf = (dataDir: string) => path.join(dataDir, CREDENTIALS_FILE);

function isRole(value: unknown): value is Role {
  const role = value as Role | null;
  return typeof role?.name === 'string' && typeof role.password === 'string' && role.password.length > 0;
}

/** The data directory's credentials; undefined when it has none (made before decision 056, or new). */
export function readCredentials(dataDir: string): EmbeddedCredentials | undefined {
  const file = credentialsFileOf(dataDir);
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    parsed = undefined;
  }
  const credentials = parsed as EmbeddedCredentials | undefined;
  if (!isRole(credentials?.superuser) || !isRole(credentials.app)) {
    throw new EmbeddedPostgresError(
      `${file} is damaged, so Rueda cannot open its database in ${dataDir}. Put back the copy from a backup of that ` +
        `directory, or move the directory away and restore your latest backup (npm run restore -- FILE, README.md "Backups").`,
    );
  }
  return credentials;
}

/** Writes the credentials whole (a temporary file renamed), mode 0600, owned by PostgreSQL's user. */
export function writeCredentials(dataDir: string, credentials: EmbeddedCredentials, runAs: RunAs | undefined): void {
  const file = credentialsFileOf(dataDir);
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  if (runAs) chownSync(partial, runAs.uid, runAs.gid);
  renameSync(partial, file);
}

/** Where the embedded PostgreSQL answers: its private socket directory, or 127.0.0.1 (embedded-transport.ts). */
export interface EmbeddedAddress {
  port: number;
  /** Absent: TCP on 127.0.0.1. */
  socketDir?: string;
}

/**
 * A connection string node-postgres and libpq both read: the socket directory, when there is one, is
 * the `host` parameter, which overrides the URL's host.
 */
export function embeddedUrl(address: EmbeddedAddress, role: Role, database: string): string {
  const user = `${encodeURIComponent(role.name)}:${encodeURIComponent(role.password)}`;
  if (!address.socketDir) return `postgres://${user}@127.0.0.1:${address.port}/${database}`;
  return `postgres://${user}@localhost:${address.port}/${database}?host=${encodeURIComponent(address.socketDir)}`;
}
