// `npm run backup` and `npm run restore -- FILE [--yes]` (docs/product.md §24.4), run by scripts/backup.mjs
// and scripts/restore.mjs as `node --import tsx backup-cli.ts backup|restore …`. They work on the
// embedded database in $DATA_DIR/postgres: a backup goes through the running Rueda's PostgreSQL when
// there is one (its postmaster.pid says so), or starts it for the time it takes; a restore needs
// Rueda stopped. With DATABASE_URL, the operator's own tools back up, and these say how.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import pg from 'pg';
import { EnvError, parseEnv, type Env } from '../lib/env.ts';
import { takeBackup } from './backup.ts';
import { BackupError, checkBackup, type CheckedBackup } from './backup-format.ts';
import { restoreBackup } from './backup-restore.ts';
import { pruneBackups } from './backup-retention.ts';
import { backupsDirOf, describeSize } from './backup-schedule.ts';
import { dataDirOf } from './data-dir.ts';
import { Refusal, runningUrls, withStartedPostgres } from './embedded-cli.ts';
import { APP_DATABASE } from './embedded-postgres.ts';
import { runningPostgres } from './embedded-transport.ts';

const PG_DUMP_LINE = 'pg_dump --format=custom --file="rueda-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "$DATABASE_URL"';
const PG_RESTORE_LINE = 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" rueda-YYYY-MM-DDTHH-MM-SSZ.dump';

/** Whether Rueda's database holds Rueda's data: it exists and Rueda has run its migrations there. */
async function hasDatabase(urlFor: (database: string) => string): Promise<boolean> {
  const client = new pg.Client({ connectionString: urlFor(APP_DATABASE) });
  // A connection ended under it (Rueda stopping) fails its query; it must not crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    // 3D000: no such database.
    if ((error as { code?: string }).code === '3D000') return false;
    throw error;
  }
  try {
    const { rows } = await client.query<{ found: string | null }>("SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found");
    return rows[0]!.found !== null;
  } finally {
    await client.end();
  }
}

function externalDatabaseAdvice(what: 'backup' | 'restore'): string {
  return [
    `Rueda uses the PostgreSQL server at DATABASE_URL, so its backups are made with that server's own tools: ` +
      `npm run ${what} works only on Rueda's embedded database. With PostgreSQL's client programs (of the server's major version or newer):`,
    '',
    `  ${PG_DUMP_LINE}`,
    '',
    'and, into a stopped Rueda, to put one back:',
    '',
    `  ${PG_RESTORE_LINE}`,
    '',
    'A managed PostgreSQL\'s own backups (snapshots, point-in-time recovery) do the same. README.md, "Backups", says more.',
  ].join('\n');
}

async function backupCommand(env: Env): Promise<void> {
  if (env.DATABASE_URL) throw new Refusal(externalDatabaseAdvice('backup'));
  const dataDir = dataDirOf(env).dir;
  const pgDataDir = path.join(dataDir, 'postgres');
  const backupsDir = backupsDirOf(env);
  if (!existsSync(path.join(pgDataDir, 'PG_VERSION')))
    throw new Refusal(`There is no database in ${pgDataDir}: Rueda has not run with this DATA_DIR yet, so there is nothing to back up.`);
  const take = async (urlFor: (database: string) => string) => {
    if (!(await hasDatabase(urlFor)))
      throw new Refusal(`The PostgreSQL in ${pgDataDir} has no Rueda database yet, so there is nothing to back up.`);
    const taken = await takeBackup(urlFor(APP_DATABASE), backupsDir, new Date());
    console.info(`Backup taken: ${taken.file} (${describeSize(taken.bytes)}).`);
    for (const file of pruneBackups(backupsDir, env.BACKUP_KEEP_DAYS, new Date())) console.info(`Old backup deleted: ${file}.`);
  };
  const running = runningPostgres(pgDataDir);
  if (running) {
    const urls = runningUrls(pgDataDir, running);
    await take((database) => urls.as('superuser', database));
  } else await withStartedPostgres(env, pgDataDir, (embedded) => take(embedded.urlFor));
}

async function confirmed(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  // Ctrl+C at the question is a no.
  prompt.on('SIGINT', () => prompt.close());
  try {
    return /^(y|yes|s|si|sí)$/i.test((await prompt.question(question)).trim());
  } catch {
    return false;
  } finally {
    prompt.close();
  }
}

function describeBackup(file: string, checked: CheckedBackup): string {
  return `${file} (taken ${checked.header.takenAt}, ${checked.rows} rows in ${checked.header.tables.length} tables)`;
}

async function restoreCommand(env: Env, args: string[]): Promise<void> {
  const isConfirmed = args.includes('--yes') || args.includes('-y');
  const file = args.find((arg) => !arg.startsWith('-'));
  if (env.DATABASE_URL) throw new Refusal(externalDatabaseAdvice('restore'));
  if (!file) throw new Refusal('Say which backup to restore: npm run restore -- FILE (the files are in $DATA_DIR/backups).');
  const dataDir = dataDirOf(env).dir;
  const pgDataDir = path.join(dataDir, 'postgres');
  const running = runningPostgres(pgDataDir);
  if (running) {
    throw new Refusal(
      `Rueda is running on ${dataDir} (its PostgreSQL, pid ${running.pid}, has the database open), and a backup is restored only ` +
        `into a stopped Rueda. Stop it (Ctrl+C where npm start runs, or through your service manager), then run ` +
        `npm run restore -- ${file} again. Nothing was changed.`,
    );
  }
  const source = path.resolve(file);
  const checked = await checkBackup(source);
  if (!isConfirmed) {
    if (!process.stdin.isTTY)
      throw new Refusal(`Restoring replaces all of Rueda's data and needs a yes: run it in a terminal, or add --yes. Nothing was changed.`);
    const question =
      `This replaces everything in Rueda's database in ${pgDataDir} with the backup ${describeBackup(source, checked)}.\n` +
      `The database as it is now is saved as a backup first. Restore? [y/N] `;
    if (!(await confirmed(question))) throw new Refusal('Not restored. Nothing was changed.');
  }
  await withStartedPostgres(env, pgDataDir, async (embedded) => {
    if (await hasDatabase(embedded.urlFor)) {
      try {
        const saved = await takeBackup(embedded.urlFor(APP_DATABASE), backupsDirOf(env), new Date());
        console.info(`The database as it was is saved in ${saved.file}.`);
      } catch (error) {
        // A damaged database is often why a backup is restored: it must not stand in the way.
        console.info(`The database as it was could not be saved first (${error instanceof Error ? error.message : String(error)}).`);
      }
    }
    const owner = new URL(embedded.appUrl).username;
    await restoreBackup({ adminUrl: embedded.adminUrl, urlFor: embedded.urlFor, database: APP_DATABASE, owner, file: source, checked });
  });
  console.info(`Restored ${describeBackup(source, checked)}. Start Rueda with npm start.`);
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  try {
    const env = parseEnv();
    if (command === 'backup') await backupCommand(env);
    else if (command === 'restore') await restoreCommand(env, args);
    else throw new Refusal('Usage: backup-cli.ts backup | restore FILE [--yes]');
    return 0;
  } catch (error) {
    if (error instanceof EnvError) console.error(`${error.message}\nSee docs/configuration.md for every variable.`);
    else if (error instanceof Refusal || error instanceof BackupError) console.error(error.message);
    else console.error(`The ${command ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
