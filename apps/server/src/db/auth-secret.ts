// The generated auth secret (docs/decisions/060): without AUTH_SECRET, a random secret kept in a file of its
// own, $DATA_DIR/auth-secret (mode 0600), never in the database, so neither a backup nor a read-only SQL role
// can forge sessions, repair links or booking form tokens. A secret an older Rueda kept in server_settings
// moves into the file at the next start (the file wins when both exist) and its row is deleted.
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSettings } from './schema.ts';

/** The key older versions kept the generated secret under in server_settings. */
export const AUTH_SECRET_SETTING = 'auth-secret';
const MIN_LENGTH = 32;

export function authSecretFileOf(dataDir: string): string {
  return path.join(dataDir, 'auth-secret');
}

export interface ResolvedAuthSecret {
  secret: string;
  /** What the start says about it (a secret moved out of the database, a new one made), if anything. */
  notice?: string;
}

/** The file's secret, or undefined when there is none; a file that cannot be used is an error that says what to do. */
function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(
      `The auth secret in ${file} cannot be read (${(error as Error).message}). Give Rueda's user access to it, or set AUTH_SECRET.`,
    );
  }
  const secret = text.trim();
  if (secret.length < MIN_LENGTH)
    throw new Error(
      `The auth secret in ${file} is shorter than ${MIN_LENGTH} characters. Restore it from where you keep it, set AUTH_SECRET, ` +
        `or delete the file so that a new one is made (everyone is signed out and every repair link stops working).`,
    );
  // Only its owner reads it, whoever made it looser.
  if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return secret;
}

/**
 * Writes `secret` to `file` (0600) unless a file is there already, atomically: a whole temporary file is linked
 * to its name, which fails if another process got there first. Answers the secret the file holds.
 */
function writeSecretFile(file: string, secret: string): string {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecretFile(file)!;
  } finally {
    rmSync(temporary, { force: true });
  }
}

async function deleteRow(db: Db): Promise<void> {
  await db.delete(serverSettings).where(eq(serverSettings.key, AUTH_SECRET_SETTING));
}

/** A leftover row goes without holding the start: a database that does not answer yet keeps it until the next one. */
function deleteLeftover(db: Db): void {
  deleteRow(db).catch(() => {});
}

/**
 * AUTH_SECRET when configured; otherwise the secret of $DATA_DIR/auth-secret, made on the first start. Either
 * way no generated secret stays in the database. Only a start without either reads the database.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined, dataDir: string): Promise<ResolvedAuthSecret> {
  if (configured) {
    // AUTH_SECRET signs everything; an older generated secret left in the database signs nothing and goes.
    deleteLeftover(db);
    return { secret: configured };
  }
  const file = authSecretFileOf(dataDir);
  const kept = readSecretFile(file);
  if (kept) {
    // The file wins; a row another (older) instance left goes.
    await deleteRow(db).catch(() => {});
    return { secret: kept };
  }
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, AUTH_SECRET_SETTING));
  if (row) {
    // The sessions, repair links and booking forms it signed keep working.
    const secret = writeSecretFile(file, row.value);
    await deleteRow(db);
    return { secret, notice: `The generated auth secret moved out of the database into ${file} (readable only by its owner).` };
  }
  const secret = writeSecretFile(file, randomBytes(48).toString('base64url'));
  return { secret, notice: `A new auth secret was generated and kept in ${file} (readable only by its owner).` };
}
