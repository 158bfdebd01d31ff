// Backups of the embedded database (docs/product.md §24.4, decision 030). The embedded PostgreSQL npm
// package ships only initdb, pg_ctl and postgres (no pg_dump, no pg_restore), so Rueda writes its own
// logical dump: every table read in one REPEATABLE READ snapshot, as pg_dump does, into a gzip file of
// JSON lines. The schema is not in the file: a restore rebuilds it with the migrations the backup
// was taken at, then loads the rows. A file is written under a temporary name and renamed when whole.
// Here, taking one; the file's name and contents are backup-format.ts's, restoring is backup-restore.ts's,
// and which to keep backup-retention.ts's.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { AUTH_SECRET_SETTING } from './auth-secret.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  backupFileName,
  quoted,
  writeBackupFile,
  type BackupEnd,
  type BackupHeader,
  type BackupWriter,
  type TableHeader,
} from './backup-format.ts';

const FETCH_ROWS = 1000;

/**
 * Rows no backup holds: a generated auth secret that an older Rueda instance on the same database may still
 * write to server_settings (docs/decisions/060). Rueda itself keeps it in $DATA_DIR/auth-secret.
 */
const LEFT_OUT: Record<string, string> = { 'public.server_settings': ` WHERE key <> '${AUTH_SECRET_SETTING}'` };

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
  const client = new pg.Client({ connectionString });
  // A connection ended under it (Rueda stopping) fails its query; it must not crash the process.
  client.on('error', () => {});
  await client.connect();
  let writer: BackupWriter | undefined;
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

    writer = writeBackupFile(file);
    await writer.writeLine(JSON.stringify(header));
    let rowCount = 0;
    for (const [index, table] of tables.entries()) {
      const columns = table.columns.map((column) => quoted(column)).join(', ');
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS row FROM (SELECT ${columns} FROM ${quoted(table.name)}${LEFT_OUT[table.name] ?? ''}) r`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        for (const { row } of rows) await writer.writeLine(`[${index},${row}]`);
        rowCount += rows.length;
        if (rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE backup_rows');
    }
    const end: BackupEnd = { end: true, rows: rowCount, sequences: await sequencesOf(client) };
    await client.query('COMMIT');
    await writer.writeLine(JSON.stringify(end));
    await writer.complete();
    return { file, bytes: statSync(file).size };
  } catch (error) {
    writer?.discard();
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
