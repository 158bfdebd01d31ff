// Restoring a backup (decision 030; the file is backup-format.ts's): the schema is not in the file, so
// a new database is built with the migrations the backup was taken at, the rows are loaded into it,
// and only then does it take the old database's place.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { handOverObjects } from './embedded-roles.ts';
import {
  BackupError,
  checkBackup,
  quoted,
  readBackupLines,
  type BackupEnd,
  type BackupHeader,
  type CheckedBackup,
} from './backup-format.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

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
  let isHeader = true;
  for await (const line of readBackupLines(file)) {
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
  /** The role the restored database and its objects belong to (the embedded `rueda`); default: the superuser. */
  owner?: string;
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
          // Decision 056: loaded by the superuser, owned by Rueda's role.
          if (options.owner) {
            await handOverObjects(client, options.owner);
            await admin.query(`ALTER DATABASE ${quoted(staging)} OWNER TO ${quoted(options.owner)}`);
          }
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
