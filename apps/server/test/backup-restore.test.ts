// Backups of the embedded database (docs/product.md §24.4, decision 030): a backup and its restore give back
// every workshop, account and repair; a file that is not a whole Rueda backup is refused and changes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { takeBackup } from '../src/db/backup.ts';
import { BackupError, checkBackup } from '../src/db/backup-format.ts';
import { restoreBackup } from '../src/db/backup-restore.ts';
import { adminUrl, appRole, PASSWORD, query, snapshot, urlFor, useTestDatabases } from './backup-fixture.ts';
import { insertRepair } from './factories.ts';
import { TestClient } from './http-client.ts';
import { useTemporaryDirs } from './real-process.ts';
import { startTestServer } from './test-server.ts';
import { createWorkshop } from './workshop-fixture.ts';

const tempDir = useTemporaryDirs('rueda-backup-');
const { create: testDatabase } = useTestDatabases();

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

    await restoreBackup({ adminUrl: adminUrl(), urlFor, database: database.name, owner: appRole(), file: taken.file });
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
