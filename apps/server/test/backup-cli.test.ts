// Backups of the embedded database (docs/product.md §24.4, decision 030): the real commands, run beside a
// real Rueda, back up while it runs and restore only once it is stopped.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBackups } from '../src/db/backup-retention.ts';
import { PASSWORD } from './backup-fixture.ts';
import { TestClient } from './http-client.ts';
import { spawnServerFile, startMain, stopMain, useTemporaryDirs } from './real-process.ts';

const tempDir = useTemporaryDirs('rueda-backup-');

interface Ran {
  code: number | null;
  output: string;
}

/** The commands as npm run backup / restore run them (scripts/*.mjs add only the install check). */
async function runCommand(args: string[], env: Record<string, string>): Promise<Ran> {
  const command = spawnServerFile('backup-cli', args, { env });
  return { code: await command.exited, output: command.output() };
}

const startRueda = (dataDir: string) => startMain({ DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD });

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

    await stopMain(rueda, 'SIGINT');

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
      await stopMain(again, 'SIGINT');
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
