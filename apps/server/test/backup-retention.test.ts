// Backups of the embedded database (docs/product.md §24.4, decision 030): retention deletes only old
// rueda-….dump files; the daily schedule takes one a day by the server clock, and one before migrations.
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createMovableClock } from '../src/lib/clock.ts';
import { backupFileName, checkBackup } from '../src/db/backup-format.ts';
import { listBackups, pruneBackups } from '../src/db/backup-retention.ts';
import { backupBeforeMigration, startBackupSchedule } from '../src/db/backup-schedule.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { adminUrl, query, urlFor, useTestDatabases } from './backup-fixture.ts';
import { useTemporaryDirs } from './real-process.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const tempDir = useTemporaryDirs('rueda-backup-');
const { create: testDatabase, dropAfterAll } = useTestDatabases();

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
    dropAfterAll(empty);
    const emptyPool = new pg.Pool({ connectionString: urlFor(empty), max: 1 });
    try {
      expect(await backupBeforeMigration(emptyPool, urlFor(empty), tempDir())).toBeUndefined();
    } finally {
      await emptyPool.end();
    }
  });
});
