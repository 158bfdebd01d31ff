// The embedded database's daily backup (docs/product.md §24.4): a timer in the server process that takes
// one when the newest is older than a day (checked at start and every hour), then deletes those older
// than BACKUP_KEEP_DAYS; and the backup main.ts takes before a migration changes a database with data.
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import type { Env } from '../lib/env.ts';
import { takeBackup } from './backup.ts';
import { listBackups, pruneBackups } from './backup-retention.ts';
import { dataDirOf } from './data-dir.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** $DATA_DIR/backups, beside the embedded database's own directory. */
export function backupsDirOf(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(dataDirOf(env).dir, 'backups');
}

export function describeSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface BackupLog {
  info(message: string): void;
  error(message: string): void;
}

export interface BackupScheduleOptions {
  connectionString: string;
  backupsDir: string;
  keepDays: number;
  /** The server's clock: which backup is a day old, which are past keeping, and the new file's name. */
  now: () => Date;
  log: BackupLog;
  intervalMs?: number;
}

export interface BackupSchedule {
  /** One check: a backup when the newest is a day old or more, then the retention. Never throws. */
  check(): Promise<void>;
  stop(): void;
}

export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  let checking: Promise<void> | undefined;
  const checkOnce = async () => {
    try {
      const now = options.now();
      const newest = listBackups(options.backupsDir).at(-1);
      if (!newest || now.getTime() - newest.takenAt.getTime() >= DAY_MS) {
        const taken = await takeBackup(options.connectionString, options.backupsDir, now);
        options.log.info(`Backup taken: ${taken.file} (${describeSize(taken.bytes)}).`);
      }
      for (const file of pruneBackups(options.backupsDir, options.keepDays, now)) options.log.info(`Old backup deleted: ${file}.`);
    } catch (error) {
      // A failed backup must not stop the workshop's day; the next hourly check tries again.
      const reason = error instanceof Error ? error.message : String(error);
      options.log.error(`The daily backup into ${options.backupsDir} failed: ${reason}. Rueda goes on and tries again within the hour.`);
    }
  };
  const check = () => (checking ??= checkOnce().finally(() => (checking = undefined)));
  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? HOUR_MS);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

/** Whether the database holds Rueda's data and the code has migrations it has not applied yet. */
async function hasPendingMigrations(pool: pg.Pool): Promise<boolean> {
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

/**
 * Before migrations change a database that already holds data, a backup of it as it was (docs/product.md §24.4);
 * answers the file taken, if any. A failure stops the start: no migration without a backup.
 */
export async function backupBeforeMigration(
  pool: pg.Pool,
  connectionString: string,
  backupsDir: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!(await hasPendingMigrations(pool))) return undefined;
  const taken = await takeBackup(connectionString, backupsDir, now);
  console.info(`Backup before updating the database: ${taken.file} (${describeSize(taken.bytes)}).`);
  return taken.file;
}
