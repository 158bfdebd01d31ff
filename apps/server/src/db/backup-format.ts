// The backup file of backup.ts (decision 030): its name, rueda-<the moment it was taken>.dump, and its
// contents, gzip'd JSON lines: a header (the migrations and the tables with their columns), one line a
// row ([table index, row]), and an end (the row count and the sequences). Written under a temporary
// name and renamed when whole; read whole, and refused when it is not a whole Rueda backup.
import { once } from 'node:events';
import { closeSync, createReadStream, createWriteStream, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const BACKUP_FORMAT = 'rueda-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** rueda-2026-11-24T09-30-00Z.dump: the moment it was taken, in UTC, by the server's clock. */
export const BACKUP_NAME = /^rueda-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.dump$/;
/** Tables without which a file is not a backup of Rueda. */
const RUEDA_TABLES = ['public.workshops', 'public.user', 'public.account', 'public.repairs', 'drizzle.__drizzle_migrations'];

/** A backup that cannot be taken or restored, with a message that says why and what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface TableHeader {
  name: string;
  columns: string[];
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  takenAt: string;
  server: string;
  /** The hashes of the migrations the database had, in order. */
  migrations: string[];
  tables: TableHeader[];
}

export interface BackupEnd {
  end: true;
  rows: number;
  sequences: { name: string; value: string; called: boolean }[];
}

export function backupFileName(at: Date): string {
  return `rueda-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.dump`;
}

/** A table's or column's name as the file holds it (schema.table), quoted for SQL. */
export const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

export interface BackupWriter {
  /** Waits for the file to take more when it is full, so a large table never sits in memory. */
  writeLine(line: string): Promise<void>;
  /** On disk, then under its real name. */
  complete(): Promise<void>;
  /** What was written so far goes. */
  discard(): void;
}

/** Writes `file` under a temporary name: a crash leaves a .partial file, never a short backup. */
export function writeBackupFile(file: string): BackupWriter {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  const gzip = createGzip();
  const output = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(output);
  return {
    async writeLine(line) {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    },
    async complete() {
      gzip.end();
      await finished(output);
      const fd = openSync(partial, 'r');
      fsyncSync(fd);
      closeSync(fd);
      renameSync(partial, file);
    },
    discard: () => rmSync(partial, { force: true }),
  };
}

/** The file's lines, uncompressed as they are read. */
export function readBackupLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

export interface CheckedBackup {
  header: BackupHeader;
  rows: number;
}

/** Reads the whole file; a file that is not a whole Rueda backup is refused before anything is changed. */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const notABackup = (why: string) =>
    new BackupError(
      `${file} is not a Rueda backup (${why}). Nothing was changed. Choose a file from Rueda's backups folder (rueda-….dump).`,
    );
  let header: BackupHeader | undefined;
  let end: BackupEnd | undefined;
  let rows = 0;
  try {
    statSync(file);
  } catch {
    throw new BackupError(`There is no file ${file}. Nothing was changed.`);
  }
  try {
    for await (const line of readBackupLines(file)) {
      if (end) throw notABackup('it goes on after its end');
      const value = JSON.parse(line) as unknown;
      if (!header) {
        header = value as BackupHeader;
        if (header?.format !== BACKUP_FORMAT || !Array.isArray(header.tables) || !Array.isArray(header.migrations))
          throw notABackup('it does not start as one');
        if (header.version > BACKUP_FORMAT_VERSION)
          throw new BackupError(`${file} was made by a newer Rueda. Update Rueda, then restore it.`);
      } else if (Array.isArray(value)) {
        if (typeof value[0] !== 'number' || !header.tables[value[0]]) throw notABackup('a row names no table');
        rows += 1;
      } else if ((value as BackupEnd)?.end === true) {
        end = value as BackupEnd;
      } else throw notABackup('a line is not a row');
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw notABackup(error instanceof SyntaxError ? 'its contents are not what Rueda writes' : 'it is not a complete compressed backup');
  }
  if (!header) throw notABackup('it is empty');
  if (!end || end.rows !== rows) throw notABackup('it is cut short: it was not written to its end');
  const names = new Set(header.tables.map((table) => table.name));
  const missing = RUEDA_TABLES.filter((name) => !names.has(name));
  if (missing.length > 0) throw notABackup(`it has none of Rueda's tables ${missing.join(', ')}`);
  return { header, rows };
}
