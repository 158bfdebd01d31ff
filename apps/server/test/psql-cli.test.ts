// `npm run psql` (docs/product.md §24.3): a shell on the embedded database with no password to type, as
// Rueda's role or, with --superuser, as `postgres`; without psql installed, the settings any client needs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readCredentials } from '../src/db/embedded-credentials.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { spawnServerFile, useTemporaryDirs } from './real-process.ts';

const tempDir = useTemporaryDirs('rueda-psql-');
const hasPsql = spawnSync('psql', ['--version'], { stdio: 'ignore' }).status === 0;

async function runPsqlCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const command = spawnServerFile('psql-cli', args, { env });
  return { code: await command.exited, output: command.output() };
}

describe.runIf(process.platform === 'linux')('npm run psql', () => {
  it('without psql installed, says how to install it and prints settings that connect', async () => {
    const dataRoot = tempDir();
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataRoot, 'postgres') });
    try {
      // A PATH without psql (the command runs with Node's own path).
      const ran = await runPsqlCommand([], { DATA_DIR: dataRoot, PATH: '/nonexistent' });
      expect(ran.code).toBe(1);
      expect(ran.output).toContain('apt install postgresql-client');
      const settings = Object.fromEntries([...ran.output.matchAll(/^ {2}(PG[A-Z]+)=(.*)$/gm)].map((match) => [match[1], match[2]]));
      expect(settings).toEqual({ PGHOST: embedded.address.socketDir, PGPORT: String(embedded.port), PGUSER: 'rueda', PGDATABASE: 'rueda' });
      expect(ran.output).not.toContain(readCredentials(path.join(dataRoot, 'postgres'))!.app.password);
      const client = new pg.Client({
        host: settings.PGHOST,
        port: Number(settings.PGPORT),
        user: settings.PGUSER,
        database: settings.PGDATABASE,
        password: readCredentials(path.join(dataRoot, 'postgres'))!.app.password,
      });
      await client.connect();
      expect((await client.query<{ user: string }>('SELECT current_user AS user')).rows[0]!.user).toBe('rueda');
      await client.end();
    } finally {
      await embedded.stop();
    }
  }, 60_000);

  it.runIf(hasPsql)(
    'opens psql as Rueda, or as the superuser, on a running Rueda or with Rueda stopped',
    async () => {
      const dataRoot = tempDir();
      const query = ['-At', '-c', 'SELECT current_user, current_database()'];
      const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataRoot, 'postgres') });
      try {
        const asRueda = await runPsqlCommand(query, { DATA_DIR: dataRoot });
        expect(asRueda.code, asRueda.output).toBe(0);
        expect(asRueda.output.trim()).toBe('rueda|rueda');
        const asSuperuser = await runPsqlCommand(['--superuser', ...query], { DATA_DIR: dataRoot });
        expect(asSuperuser.output.trim()).toBe('postgres|rueda');
      } finally {
        await embedded.stop();
      }
      // Stopped: the command starts the embedded PostgreSQL for the shell's time.
      const stopped = await runPsqlCommand(query, { DATA_DIR: dataRoot });
      expect(stopped.code, stopped.output).toBe(0);
      expect(stopped.output).toMatch(/Starting the embedded PostgreSQL[\s\S]*rueda\|rueda/);
    },
    90_000,
  );
});
