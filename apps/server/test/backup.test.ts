// Backups of the embedded database (issue 14 point 2, decision 030): a backup and its restore give back
// every workshop, account and repair; retention deletes only old rueda-….dump files; a file that is
// not a whole Rueda backup is refused and changes nothing; and the real commands, run beside a real
// Rueda, back up while it runs and restore only once it is stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createMovableClock } from '../src/clock.ts';
import { connectDatabase } from '../src/db/client.ts';
import { BackupError, backupFileName, checkBackup, listBackups, pruneBackups, restoreBackup, takeBackup } from '../src/db/backup.ts';
import { backupBeforeMigration, startBackupSchedule } from '../src/db/backup-schedule.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { insertRepair } from './factories.ts';
import { TestClient } from './http-client.ts';
import { createTestDatabase, dropTestDatabase, startTestServer } from './test-server.ts';
import { createWorkshop } from './workshop-fixture.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'a good long password'; // workshop-fixture.ts's sign-ups
const DAY_MS = 24 * 60 * 60 * 1000;

const dirs: string[] = [];
const databases: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rueda-backup-'));
  chmodSync(dir, 0o755); // the postgres system user must enter it when the tests run as root
  dirs.push(dir);
  return dir;
}
const ruedas: ChildProcess[] = [];
afterAll(async () => {
  // A Rueda a failed test left running is stopped cleanly, so it stops its PostgreSQL too.
  for (const child of ruedas.filter((started) => started.exitCode === null && started.signalCode === null)) {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  for (const name of databases) await dropTestDatabase(name);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function testDatabase(): Promise<{ name: string; url: string }> {
  const created = await createTestDatabase();
  databases.push(created.name);
  return created;
}

const adminUrl = () => inject('pgAdminUrl');
const urlFor = (database: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
};

async function query<Row extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every table's rows, as a count and a fingerprint of their contents in a fixed order. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
        WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ count: string; fingerprint: string | null }>(
        `SELECT count(*)::text AS count,
                md5(string_agg(row_to_json(t)::text, '|' ORDER BY row_to_json(t)::text)) AS fingerprint FROM ${name} t`,
      );
      result[name] = `${rows[0]!.count} ${rows[0]!.fingerprint ?? ''}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

async function databaseNames(): Promise<string[]> {
  return (await query<{ datname: string }>(adminUrl(), 'SELECT datname FROM pg_database')).map((row) => row.datname);
}

describe('a backup and its restore', () => {
  it('give back every workshop, account and repair, and the restored Rueda signs in and lists them', async () => {
    const database = await testDatabase();
    const server = await startTestServer({ databaseUrl: database.url });
    const north = await createWorkshop(server, 'Taller Norte');
    const south = await createWorkshop(server, 'Taller Sur');
    const mechanic = await north.member('mechanic');
    const northRepairs = [];
    for (let index = 0; index < 5; index += 1)
      northRepairs.push(await insertRepair(server.database.db, north.id, { customer: { name: `Cliente ${index}` } }));
    const southRepair = await insertRepair(server.database.db, south.id, { status: 'finished', payment: 'paid' });
    await server.close();

    const before = await snapshot(database.url);
    expect(before['public.workshops']).toMatch(/^2 /);
    expect(before['public."user"']).toMatch(/^3 /);
    expect(before['public.account']).toMatch(/^3 /);
    expect(before['public.repairs']).toMatch(/^6 /);

    const backupsDir = tempDir();
    const taken = await takeBackup(database.url, backupsDir, new Date('2026-11-24T09:30:00Z'));
    expect(path.basename(taken.file)).toBe('rueda-2026-11-24T09-30-00Z.dump');
    expect(readdirSync(backupsDir)).toEqual(['rueda-2026-11-24T09-30-00Z.dump']);

    // What goes wrong after the backup: a workshop's repairs deleted, an account removed, a name changed, a new repair.
    await query(database.url, 'DELETE FROM repairs WHERE workshop_id = $1', [north.id]);
    await query(database.url, `UPDATE workshops SET name = 'Cambiado' WHERE id = $1`, [south.id]);
    await query(database.url, 'DELETE FROM "user" WHERE id = $1', [mechanic.userId]); // its account, sessions and membership cascade
    const scratch = connectDatabase(database.url, { max: 1 });
    await insertRepair(scratch.db, south.id);
    await scratch.close();
    expect(await snapshot(database.url)).not.toEqual(before);

    await restoreBackup({ adminUrl: adminUrl(), urlFor, database: database.name, file: taken.file });
    expect(await snapshot(database.url)).toEqual(before);
    expect((await databaseNames()).filter((name) => name.startsWith(`${database.name}_`))).toEqual([]);

    // The restored database is a working Rueda: the removed account signs in and sees its workshop's repairs.
    const restored = await startTestServer({ databaseUrl: database.url });
    try {
      const [account] = await query<{ email: string }>(database.url, 'SELECT email FROM "user" WHERE id = $1', [mechanic.userId]);
      const client = new TestClient(restored.url);
      expect((await client.signIn(account!.email, PASSWORD)).status).toBe(200);
      const list = await client.call('repairsList', { from: '2000-01-01T00:00:00.000Z' }, { token: await client.idToken() });
      expect(list.status).toBe(200);
      const ids = (list.body.result as { repairs: { id: string }[] }).repairs.map((repair) => repair.id);
      expect(ids.sort()).toEqual(northRepairs.map((repair) => repair.id).sort());
      const [owner] = await query<{ email: string }>(database.url, 'SELECT email FROM "user" WHERE id = $1', [south.admin.userId]);
      const southClient = new TestClient(restored.url);
      expect((await southClient.signIn(owner!.email, PASSWORD)).status).toBe(200);
      const southList = await southClient.call('repairsList', { from: '2000-01-01T00:00:00.000Z' }, { token: await southClient.idToken() });
      expect((southList.body.result as { repairs: { id: string }[] }).repairs.map((repair) => repair.id)).toEqual([southRepair.id]);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a file that is not a whole Rueda backup, and changes nothing', async () => {
    const database = await testDatabase();
    const server = await startTestServer({ databaseUrl: database.url });
    const shop = await createWorkshop(server);
    await insertRepair(server.database.db, shop.id);
    await server.close();
    const dir = tempDir();
    const whole = await takeBackup(database.url, dir, new Date('2026-11-20T08:00:00Z'));
    await query(database.url, `UPDATE workshops SET name = 'Después de la copia'`);
    const before = await snapshot(database.url);

    const bytes = readFileSync(whole.file);
    const lines = gunzipSync(bytes).toString().split('\n');
    const candidates: Record<string, Buffer | string> = {
      'notes.txt': 'Lista de la compra: cadena, pastillas',
      'other.dump': gzipSync('{"format":"something-else"}\n'),
      'cut-short.dump': bytes.subarray(0, Math.floor(bytes.length / 2)),
      'no-end.dump': gzipSync(`${lines.slice(0, 3).join('\n')}\n`),
      'not-rueda.dump': gzipSync(
        `${JSON.stringify({ format: 'rueda-backup', version: 1, takenAt: '', server: '17', migrations: [], tables: [{ name: 'public.x', columns: ['a'] }] })}\n` +
          `${JSON.stringify({ end: true, rows: 0, sequences: [] })}\n`,
      ),
    };
    for (const [name, content] of Object.entries(candidates)) {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      const attempt = restoreBackup({ adminUrl: adminUrl(), urlFor, database: database.name, file });
      await expect(attempt, name).rejects.toThrow(/is not a Rueda backup \(.+\)\. Nothing was changed\./);
      await expect(checkBackup(file), name).rejects.toBeInstanceOf(BackupError);
    }
    // A backup of a newer Rueda, whose database had a migration this one does not know.
    const [header, ...rest] = lines;
    const newer = JSON.parse(header!) as { migrations: string[] };
    newer.migrations.push('f'.repeat(64));
    const newerFile = path.join(dir, 'newer.dump');
    writeFileSync(newerFile, gzipSync([JSON.stringify(newer), ...rest].join('\n')));
    await expect(restoreBackup({ adminUrl: adminUrl(), urlFor, database: database.name, file: newerFile })).rejects.toThrow(
      /newer or different version of Rueda/,
    );

    expect(await snapshot(database.url)).toEqual(before);
    expect((await databaseNames()).filter((name) => name.startsWith(`${database.name}_`))).toEqual([]);
    // The whole one is still accepted.
    await expect(checkBackup(whole.file)).resolves.toMatchObject({ header: { format: 'rueda-backup' } });
  }, 120_000);
});

describe('retention and the daily schedule', () => {
  it('deletes only rueda-….dump files older than the days kept', () => {
    const dir = tempDir();
    const now = new Date('2026-11-24T09:30:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const old = backupFileName(at(20));
    const recent = backupFileName(at(13));
    const today = backupFileName(now);
    const others = ['notes.txt', 'rueda-old.dump', `${old}.bak`, `copy-${old}`, `.${old}.123.partial`, 'rueda-2026-01-01.dump'];
    for (const name of [old, recent, today, ...others]) {
      writeFileSync(path.join(dir, name), 'x');
      utimesSync(path.join(dir, name), at(400), at(400)); // their age on disk is not what counts
    }
    mkdirSync(path.join(dir, backupFileName(at(30)).replace('.dump', '')));

    expect(pruneBackups(dir, 14, now).map((file) => path.basename(file))).toEqual([old]);
    expect(readdirSync(dir).sort()).toEqual([recent, today, ...others, backupFileName(at(30)).replace('.dump', '')].sort());
    expect(pruneBackups(dir, 1, now).map((file) => path.basename(file))).toEqual([recent]);
    expect(listBackups(dir).map((backup) => path.basename(backup.file))).toEqual([today]);
    for (const name of others) expect(existsSync(path.join(dir, name)), name).toBe(true);
  });

  it('takes a backup when the newest is a day old, by the server clock, and logs a failure without throwing', async () => {
    const database = await testDatabase();
    const dir = tempDir();
    const clock = createMovableClock();
    clock.advance(new Date('2026-11-24T09:30:00Z').getTime() - Date.now());
    const infos: string[] = [];
    const errors: string[] = [];
    const log = { info: (line: string) => infos.push(line), error: (line: string) => errors.push(line) };
    // A backup 15 days old, to be deleted once a new one is taken.
    writeFileSync(path.join(dir, backupFileName(new Date(clock.now().getTime() - 15 * DAY_MS))), 'old');

    const schedule = startBackupSchedule({
      connectionString: database.url,
      backupsDir: dir,
      keepDays: 14,
      now: clock.now,
      log,
      intervalMs: 3_600_000,
    });
    try {
      await schedule.check();
      expect(listBackups(dir).map((backup) => path.basename(backup.file))).toEqual(['rueda-2026-11-24T09-30-00Z.dump']);
      expect(infos.join('\n')).toMatch(/Backup taken: .*rueda-2026-11-24T09-30-00Z\.dump \(\d+ KB\)/);
      expect(infos.join('\n')).toMatch(/Old backup deleted: .*rueda-2026-11-09T09-30-00Z\.dump/);

      clock.advance(23 * 60 * 60 * 1000);
      await schedule.check();
      expect(listBackups(dir)).toHaveLength(1);

      clock.advance(60 * 60 * 1000);
      await schedule.check();
      expect(listBackups(dir).map((backup) => path.basename(backup.file))).toEqual([
        'rueda-2026-11-24T09-30-00Z.dump',
        'rueda-2026-11-25T09-30-00Z.dump',
      ]);
      expect(errors).toEqual([]);
    } finally {
      schedule.stop();
    }

    const unreachable = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/rueda`;
    const failing = startBackupSchedule({
      connectionString: unreachable,
      backupsDir: tempDir(),
      keepDays: 14,
      now: clock.now,
      log,
      intervalMs: 3_600_000,
    });
    await failing.check();
    failing.stop();
    expect(errors.join('\n')).toMatch(/The daily backup into .* failed: .*Rueda goes on/);
  }, 60_000);

  it('takes one before migrations that change a database with data, and none otherwise', async () => {
    const database = await testDatabase();
    const dir = tempDir();
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      expect(await backupBeforeMigration(pool, database.url, dir)).toBeUndefined();
      // As a database of the previous version of Rueda looks: its last migration not applied yet.
      await pool.query('DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)');
      const file = await backupBeforeMigration(pool, database.url, dir, new Date('2026-11-24T10:00:00Z'));
      expect(path.basename(file!)).toBe('rueda-2026-11-24T10-00-00Z.dump');
      await expect(checkBackup(file!)).resolves.toBeTruthy();
    } finally {
      await pool.end();
    }
    const empty = `rueda_empty_${process.pid}`;
    await query(adminUrl(), `CREATE DATABASE ${empty}`);
    databases.push(empty);
    const emptyPool = new pg.Pool({ connectionString: urlFor(empty), max: 1 });
    try {
      expect(await backupBeforeMigration(emptyPool, urlFor(empty), tempDir())).toBeUndefined();
    } finally {
      await emptyPool.end();
    }
  });
});

interface Ran {
  code: number | null;
  output: string;
}

/** The commands as npm run backup / restore run them (scripts/*.mjs add only the install check). */
function runCommand(args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function startRueda(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  ruedas.push(child);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Rueda exited early:\n${output}`);
    if (output.includes('Rueda is running at')) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`Rueda did not start:\n${output}`);
}

describe('npm run backup and npm run restore', () => {
  it('back up a running Rueda, restore only into a stopped one after a yes, and refuse what is not a backup', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir };
    const backupsDir = path.join(dataDir, 'backups');
    const rueda = await startRueda(dataDir);
    const client = new TestClient(rueda.url);
    expect((await client.signUp('antes@example.com', PASSWORD)).status).toBe(200);
    // The daily schedule's first check took one at start.
    await expect.poll(() => listBackups(backupsDir).length, { timeout: 20_000 }).toBe(1);

    const backup = await runCommand(['backup'], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup taken: .*rueda-.*\.dump/);
    const file = /Backup taken: (\S+\.dump)/.exec(backup.output)![1]!;
    expect((await client.signUp('despues@example.com', PASSWORD)).status).toBe(200);

    const whileRunning = await runCommand(['restore', file, '--yes'], env);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toMatch(/Rueda is running on .* Stop it .* Nothing was changed\./s);

    const stopped = new Promise((resolve) => rueda.child.on('exit', resolve));
    rueda.child.kill('SIGINT');
    await stopped;

    const withoutYes = await runCommand(['restore', file], env);
    expect(withoutYes.code).toBe(1);
    expect(withoutYes.output).toMatch(/needs a yes: run it in a terminal, or add --yes\. Nothing was changed\./);
    const notes = path.join(dataDir, 'notes.txt');
    writeFileSync(notes, 'no soy una copia');
    const notABackup = await runCommand(['restore', notes, '--yes'], env);
    expect(notABackup.code).toBe(1);
    expect(notABackup.output).toMatch(/notes\.txt is not a Rueda backup .* Nothing was changed\./);

    const restored = await runCommand(['restore', file, '--yes'], env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/The database as it was is saved in .*rueda-.*\.dump/);
    expect(restored.output).toMatch(/Restored .* Start Rueda with npm start\./);

    // The account made after the backup is gone, the one made before is back.
    const again = await startRueda(dataDir);
    try {
      const second = new TestClient(again.url);
      expect((await second.signIn('antes@example.com', PASSWORD)).status).toBe(200);
      expect((await new TestClient(again.url).signIn('despues@example.com', PASSWORD)).status).not.toBe(200);
    } finally {
      const exited = new Promise((resolve) => again.child.on('exit', resolve));
      again.child.kill('SIGINT');
      await exited;
    }
  }, 240_000);

  it('with DATABASE_URL, says to use the operator’s own tools and prints the pg_dump command', async () => {
    const ran = await runCommand(['backup'], { DATABASE_URL: 'postgres://user:secret@db.example.com:5432/rueda' });
    expect(ran.code).toBe(1);
    expect(ran.output).toContain('pg_dump --format=custom');
    expect(ran.output).toContain('"$DATABASE_URL"');
    expect(ran.output).not.toContain('secret');
  }, 60_000);
});
