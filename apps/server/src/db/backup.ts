// Backups of the embedded database (issue 14 point 2, decision 030). The embedded PostgreSQL npm
// package ships only initdb, pg_ctl and postgres (no pg_dump, no pg_restore), so Rueda writes its own
// logical dump: every table read in one REPEATABLE READ snapshot, as pg_dump does, into a gzip file of
// JSON lines. The schema is not in the file: a restore rebuilds it with the migrations the backup
// was taken at, then loads the rows. A file is written under a temporary name and renamed when whole.
import { once } from 'node:events';
import { closeSync, copyFileSync, createReadStream, createWriteStream, fsyncSync, mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from './migrate.ts';

export const BACKUP_FORMAT = 'rueda-backup';
const BACKUP_FORMAT_VERSION = 1;
/** rueda-2026-11-24T09-30-00Z.dump: the moment it was taken, in UTC, by the server's clock. */
export const BACKUP_NAME = /^rueda-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.dump$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Tables without which a file is not a backup of Rueda. */
const RUEDA_TABLES = ['public.workshops', 'public.user', 'public.account', 'public.repairs', 'drizzle.__drizzle_migrations'];
const FETCH_ROWS = 1000;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

/** A backup that cannot be taken or restored, with a message that says why and what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

interface TableHeader {
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

interface BackupEnd {
  end: true;
  rows: number;
  sequences: { name: string; value: string; called: boolean }[];
}

export interface BackupFile {
  file: string;
  takenAt: Date;
}

export function backupFileName(at: Date): string {
  return `rueda-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.dump`;
}

/** The backups in `dir` whose names follow the pattern, oldest first; nothing else in it is Rueda's to touch. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const [, year, month, day, hour, minute, second] = match;
    const takenAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
    if (!Number.isNaN(takenAt.getTime())) found.push({ file: path.join(dir, name), takenAt });
  }
  return found.sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/** Deletes the backups older than `keepDays` (by the time in their names); returns the files deleted. */
export function pruneBackups(dir: string, keepDays: number, now: Date): string[] {
  const oldest = now.getTime() - keepDays * DAY_MS;
  const deleted: string[] = [];
  for (const backup of listBackups(dir)) {
    if (backup.takenAt.getTime() >= oldest) continue;
    rmSync(backup.file, { force: true });
    deleted.push(backup.file);
  }
  return deleted;
}

const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

/** Waits for the stream to take more when it is full, so a large table never sits in memory. */
async function writeLine(stream: NodeJS.WritableStream, line: string): Promise<void> {
  if (!stream.write(`${line}\n`)) await once(stream, 'drain');
}

/** The database's tables (every schema but PostgreSQL's own) with their columns, generated ones left out. */
async function tablesOf(client: pg.ClientBase): Promise<TableHeader[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT n.nspname || '.' || c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      GROUP BY n.nspname, c.relname
      ORDER BY 1`,
  );
  return rows;
}

async function sequencesOf(client: pg.ClientBase): Promise<BackupEnd['sequences']> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const sequences: BackupEnd['sequences'] = [];
  for (const { name } of rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${quoted(name)}`);
    sequences.push({ name, value: state.rows[0]!.last_value, called: state.rows[0]!.is_called });
  }
  return sequences;
}

/** Takes a backup of the database at `connectionString` into `dir`; answers the file and its size. */
export async function takeBackup(connectionString: string, dir: string, now: Date): Promise<{ file: string; bytes: number }> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  const partial = path.join(dir, `.${path.basename(file)}.${process.pid}.partial`);
  const client = new pg.Client({ connectionString });
  // A connection ended under it (Rueda stopping) fails its query; it must not crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    // One snapshot for every table: the backup is the database as it was at one moment (pg_dump's way).
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await tablesOf(client);
    const migrations = await client
      .query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id')
      .then((result) => result.rows.map((row) => row.hash))
      .catch(() => {
        throw new BackupError('This database has no Rueda migrations table: it is not a Rueda database, or Rueda never started on it.');
      });
    const server = (await client.query<{ version: string }>('SHOW server_version')).rows[0]!.version;
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      takenAt: now.toISOString(),
      server,
      migrations,
      tables,
    };

    const gzip = createGzip();
    const output = createWriteStream(partial, { mode: 0o600 });
    gzip.pipe(output);
    await writeLine(gzip, JSON.stringify(header));
    let rowCount = 0;
    for (const [index, table] of tables.entries()) {
      const columns = table.columns.map((column) => quoted(column)).join(', ');
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS row FROM (SELECT ${columns} FROM ${quoted(table.name)}) r`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        for (const { row } of rows) await writeLine(gzip, `[${index},${row}]`);
        rowCount += rows.length;
        if (rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE backup_rows');
    }
    const end: BackupEnd = { end: true, rows: rowCount, sequences: await sequencesOf(client) };
    await client.query('COMMIT');
    await writeLine(gzip, JSON.stringify(end));
    gzip.end();
    await finished(output);
    // On disk before it gets its real name: a crash leaves a .partial file, never a short backup.
    const fd = openSync(partial, 'r');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
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
    const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
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

/** The migrations of this Rueda that the backup's database had; refused when it had one this Rueda does not know. */
function migrationsFor(header: BackupHeader): number {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((migration) => migration.hash);
  const agrees = header.migrations.length <= known.length && header.migrations.every((hash, index) => known[index] === hash);
  if (!agrees) {
    throw new BackupError(
      `This backup was taken by a newer or different version of Rueda (its database has changes this version does not know). ` +
        `Nothing was changed. Restore it with the version of Rueda that took it, or a newer one.`,
    );
  }
  return header.migrations.length;
}

/** Applies the first `count` migrations only: the schema the backup's rows were written in. */
async function migrateTo(pool: pg.Pool, count: number): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rueda-restore-migrations-'));
  try {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, count);
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries) copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Loads the backup's rows into the freshly migrated database behind `client`, in one transaction. */
async function loadRows(client: pg.ClientBase, file: string, checked: CheckedBackup): Promise<void> {
  const { tables } = checked.header;
  await client.query('BEGIN');
  // Rows come table by table, not in foreign-key order; the triggers' derived rows are in the backup.
  await client.query('SET LOCAL session_replication_role = replica');
  await client.query(`TRUNCATE ${tables.map((table) => quoted(table.name)).join(', ')}`);
  let batch: string[] = [];
  let batchBytes = 0;
  let batchTable = -1;
  const flush = async () => {
    if (batch.length === 0) return;
    const table = tables[batchTable]!;
    const columns = table.columns.map((column) => quoted(column)).join(', ');
    await client.query(
      `INSERT INTO ${quoted(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table.name)}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    batch = [];
    batchBytes = 0;
  };
  let end: BackupEnd | undefined;
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let isHeader = true;
  for await (const line of lines) {
    if (isHeader) {
      isHeader = false;
      continue;
    }
    if (line.startsWith('[')) {
      const comma = line.indexOf(',');
      const table = Number(line.slice(1, comma));
      if (table !== batchTable || batchBytes > INSERT_BATCH_BYTES) await flush();
      batchTable = table;
      const row = line.slice(comma + 1, -1);
      batch.push(row);
      batchBytes += row.length;
    } else end = JSON.parse(line) as BackupEnd;
  }
  await flush();
  for (const sequence of end?.sequences ?? [])
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoted(sequence.name), sequence.value, sequence.called]);
  await client.query('COMMIT');
}

export interface RestoreOptions {
  /** The server's maintenance database (postgres), as the superuser. */
  adminUrl: string;
  urlFor(database: string): string;
  /** The database to replace (rueda). */
  database: string;
  file: string;
  /** Checked beforehand (checkBackup); read again when absent. */
  checked?: CheckedBackup;
}

/**
 * Restores into `database`: the backup is loaded into a new database first, which then replaces the
 * old one, so a restore that fails half way leaves the database as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<CheckedBackup> {
  const checked = options.checked ?? (await checkBackup(options.file));
  const migrationCount = migrationsFor(checked.header);
  const staging = `${options.database}_restoring`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  // A connection ended under it (Rueda stopping) fails its query; it must not crash the process.
  admin.on('error', () => {});
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(staging)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted(staging)}`);
    try {
      const pool = new pg.Pool({ connectionString: options.urlFor(staging), max: 1 });
      pool.on('error', () => {});
      try {
        await migrateTo(pool, migrationCount);
        const client = await pool.connect();
        try {
          await loadRows(client, options.file, checked);
        } finally {
          client.release();
        }
      } finally {
        await pool.end();
      }
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(staging)} WITH (FORCE)`).catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(`The backup could not be loaded (${reason}). Nothing was changed.`);
    }
    // The old database steps aside before the new one takes its name: at no moment is there neither.
    const replaced = `${options.database}_replaced`;
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(replaced)} WITH (FORCE)`);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount) {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [options.database]);
      await admin.query(`ALTER DATABASE ${quoted(options.database)} RENAME TO ${quoted(replaced)}`);
    }
    await admin.query(`ALTER DATABASE ${quoted(staging)} RENAME TO ${quoted(options.database)}`);
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(replaced)} WITH (FORCE)`);
  } finally {
    await admin.end().catch(() => {});
  }
  return checked;
}

/** Whether the database holds Rueda's data and the code has migrations it has not applied yet. */
export async function hasPendingMigrations(pool: pg.Pool): Promise<boolean> {
  const applied = await pool
    .query<{ created_at: string | null; count: string }>(
      'SELECT max(created_at)::text AS created_at, count(*)::text AS count FROM drizzle.__drizzle_migrations',
    )
    .catch(() => undefined);
  if (!applied || applied.rows[0]!.count === '0') return false;
  const last = Number(applied.rows[0]!.created_at);
  // drizzle's own rule: a migration whose folder time is after the last applied one is applied next.
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).some((migration) => migration.folderMillis > last);
}
