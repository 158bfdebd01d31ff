// docs/product.md §24.3: the embedded database's door (decision 056). A random superuser password kept in
// the data directory, readable only by its owner; Rueda connecting as a role without superuser rights
// that owns only its database; a private Unix socket where PostgreSQL allows it, else 127.0.0.1; an older
// data directory (the fixed password, a port) upgraded in place with every workshop intact; and no
// connection, by socket or by port, with the old fixed password.
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { credentialsFileOf, embeddedUrl, newCredentials, readCredentials, writeCredentials } from '../src/db/embedded-credentials.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.ts';
import { runningPostgres } from '../src/db/embedded-transport.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { postgresRunAs } from '../src/db/postgres-user.ts';
import { snapshot } from './backup-fixture.ts';
import { insertRepair } from './factories.ts';
import { TestClient } from './http-client.ts';
import { startLegacyPostgres } from './legacy-embedded.ts';
import { startMain, stopMain, useTemporaryDirs } from './real-process.ts';
import { startTestServer } from './test-server.ts';
import { createWorkshop, FIXTURE_PASSWORD } from './workshop-fixture.ts';

const tempDir = useTemporaryDirs('rueda-door-');

/** 'connected', or why not: PostgreSQL's SQLSTATE (28P01: wrong password) or the socket's error code. */
async function tryConnect(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return 'connected';
  } catch (error) {
    return String((error as { code?: string }).code ?? (error as Error).message);
  }
}

/** Every way in with the fixed password of Rueda before decision 056: as either role, by the socket and by the port. */
async function withOldPassword(embedded: EmbeddedDatabase): Promise<string[]> {
  const old = (name: string) => ({ name, password: 'postgres' });
  const addresses = [embedded.address, { port: embedded.port }];
  const attempts = addresses.flatMap((address) => ['postgres', 'rueda'].map((role) => embeddedUrl(address, old(role), 'rueda')));
  return Promise.all(attempts.map(tryConnect));
}

/** Objects of Rueda's database (its schemas public and drizzle) that Rueda's role does not own. */
async function foreignObjects(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('public', 'drizzle') AND pg_get_userbyid(c.relowner) <> 'rueda'
       UNION ALL SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname IN ('public', 'drizzle') AND pg_get_userbyid(p.proowner) <> 'rueda'
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       UNION ALL SELECT nspname FROM pg_namespace WHERE nspname = 'drizzle' AND pg_get_userbyid(nspowner) <> 'rueda'`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Rueda's role as PostgreSQL sees it, through the superuser. */
async function appRole(embedded: EmbeddedDatabase) {
  const client = new pg.Client({ connectionString: embedded.adminUrl });
  await client.connect();
  try {
    const role = await client.query<{ rolsuper: boolean; rolcreatedb: boolean; rolcreaterole: boolean; rolbypassrls: boolean }>(
      "SELECT rolsuper, rolcreatedb, rolcreaterole, rolbypassrls FROM pg_roles WHERE rolname = 'rueda'",
    );
    const owned = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datdba = (SELECT oid FROM pg_roles WHERE rolname = 'rueda') ORDER BY 1",
    );
    return { ...role.rows[0], owns: owned.rows.map((row) => row.datname) };
  } finally {
    await client.end();
  }
}

/** The credentials file: mode 0600, owned by the user PostgreSQL runs as. */
function expectPrivateCredentials(dataDir: string): void {
  const stat = statSync(credentialsFileOf(dataDir));
  expect(stat.mode & 0o777).toBe(0o600);
  expect(stat.uid).toBe(postgresRunAs()?.uid ?? os.userInfo().uid);
}

/** Rueda's secrets, set in this process while the embedded PostgreSQL starts (docs/security.md). */
const SECRETS = {
  AUTH_SECRET: 'door-marker-auth-secret-0123456789abcdef',
  STRIPE_SECRET_KEY: 'sk_test_door-marker',
  SMTP_URL: 'smtp://user:door-marker@mail.example.com',
  WHATSAPP_TOKEN: 'door-marker-whatsapp',
  DATABASE_URL: 'postgres://rueda:door-marker@db.example.com/rueda',
};

async function withSecretsSet<T>(start: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(SECRETS).map((name) => [name, process.env[name]]));
  Object.assign(process.env, SECRETS);
  try {
    return await start();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The running postmaster's environment, read from /proc (its pid is postmaster.pid's first line). */
function postmasterEnvironment(dataDir: string): string[] {
  const pid = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
}

describe.runIf(process.platform === 'linux')("the embedded database's door", () => {
  it('a new data directory: random passwords kept privately, a private socket and no port, Rueda as a role without rights', async () => {
    const dataDir = path.join(tempDir(), 'postgres');
    const embedded = await withSecretsSet(() => startEmbeddedPostgres({ dataDir }));
    try {
      // The postmaster gets only what it runs with, none of Rueda's secrets.
      const environment = postmasterEnvironment(dataDir);
      expect(environment.map((entry) => entry.split('=')[0]).sort()).toEqual(expect.arrayContaining(['LANG', 'LC_MESSAGES', 'PATH']));
      for (const [name, value] of Object.entries(SECRETS)) {
        expect(environment.filter((entry) => entry.startsWith(`${name}=`) || entry.includes(value))).toEqual([]);
      }
      expect(embedded.notices).toEqual([]);
      const credentials = readCredentials(dataDir)!;
      expect(credentials.superuser.password).not.toBe('postgres');
      expect(credentials.superuser.password).toHaveLength(32);
      expect(credentials.app.password).not.toBe(credentials.superuser.password);
      expect(credentials.upgradingFromFixedPassword).toBeUndefined();
      expectPrivateCredentials(dataDir);

      expect(embedded.address.socketDir).toBe(path.join(path.dirname(dataDir), 'postgres-socket'));
      expect(statSync(embedded.address.socketDir!).mode & 0o777).toBe(0o700);
      expect(await tryConnect(embedded.appUrl)).toBe('connected');
      expect(await tryConnect(embeddedUrl({ port: embedded.port }, credentials.app, 'rueda'))).toBe('ECONNREFUSED');
      expect(await withOldPassword(embedded)).toEqual(['28P01', '28P01', 'ECONNREFUSED', 'ECONNREFUSED']);

      // Rueda migrates its database as its own role (pg_trgm is a trusted extension), and owns what it made.
      const database = connectDatabase(embedded.appUrl, { max: 2 });
      await migrateDatabase(database.pool);
      await database.close();
      expect(await foreignObjects(embedded.appUrl)).toEqual([]);
      expect(await appRole(embedded)).toEqual({
        rolsuper: false,
        rolcreatedb: false,
        rolcreaterole: false,
        rolbypassrls: false,
        owns: ['rueda'],
      });
    } finally {
      await embedded.stop();
    }
  }, 60_000);

  it('where the socket path would be too long for the system, 127.0.0.1 with the random passwords', async () => {
    const dataDir = path.join(tempDir(), 'a-data-directory-whose-path-is-longer-than-a-unix-socket-may-be', 'postgres');
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      expect(embedded.address.socketDir).toBeUndefined();
      expect(await tryConnect(embedded.appUrl)).toBe('connected');
      expect(await tryConnect(embedded.adminUrl)).toBe('connected');
      const old = await withOldPassword(embedded);
      expect(old).toEqual(['28P01', '28P01', '28P01', '28P01']);
    } finally {
      await embedded.stop();
    }
  }, 60_000);

  it('a data directory made before decision 056 is upgraded in place, every workshop intact, and npm start serves it', async () => {
    const dataRoot = tempDir();
    const dataDir = path.join(dataRoot, 'postgres');
    const legacy = await startLegacyPostgres(dataDir);
    // The same DATA_DIR as npm start's below, where the generated auth secret is kept (docs/decisions/060).
    const server = await startTestServer({ databaseUrl: legacy.urlFor('rueda'), dataDir: dataRoot });
    const north = await createWorkshop(server, 'Taller Norte');
    const south = await createWorkshop(server, 'Taller Sur');
    const repairIds: Record<string, string[]> = { 'Taller Norte': [], 'Taller Sur': [] };
    for (let index = 0; index < 3; index += 1) repairIds['Taller Norte']!.push((await insertRepair(server.database.db, north.id)).id);
    repairIds['Taller Sur']!.push((await insertRepair(server.database.db, south.id, { status: 'finished', payment: 'paid' })).id);
    await north.admin.ok('customersCreate', { name: 'Marta', surname: 'Vidal', phone: '+34 600 111 222' });
    await server.close();
    const before = await snapshot(legacy.urlFor('rueda'));
    expect(before['public.workshops']).toMatch(/^2 /);
    expect(before['public.repairs']).toMatch(/^4 /);
    await legacy.stop();

    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      expect(embedded.notices.join('\n')).toMatch(/made by an earlier Rueda with a fixed password[\s\S]*objects handed over/);
      expect(readCredentials(dataDir)?.upgradingFromFixedPassword).toBeUndefined();
      expectPrivateCredentials(dataDir);
      expect(await snapshot(embedded.appUrl)).toEqual(before);
      expect(await foreignObjects(embedded.appUrl)).toEqual([]);
      expect(await appRole(embedded)).toMatchObject({ rolsuper: false, rolcreatedb: false, owns: ['rueda'] });
      expect(await withOldPassword(embedded)).toEqual(['28P01', '28P01', 'ECONNREFUSED', 'ECONNREFUSED']);
    } finally {
      await embedded.stop();
    }

    // npm start on the upgraded directory: no second upgrade, and each workshop's owner finds their repairs.
    const main = await startMain({ DATA_DIR: dataRoot });
    try {
      expect(main.output()).not.toContain('earlier Rueda');
      const owners = await ownersByWorkshop(dataDir);
      for (const [workshop, ids] of Object.entries(repairIds)) {
        const client = new TestClient(main.url);
        expect((await client.signIn(owners[workshop]!, FIXTURE_PASSWORD)).status).toBe(200);
        const list = await client.call('repairsList', { from: '2000-01-01T00:00:00.000Z' }, { token: await client.idToken() });
        expect(list.status).toBe(200);
        expect((list.body.result as { repairs: { id: string }[] }).repairs.map((repair) => repair.id).sort()).toEqual(ids.sort());
      }
    } finally {
      expect(await stopMain(main)).toBe(0);
    }
  }, 180_000);

  it('an upgrade cut short after its credentials were written is finished by the next start', async () => {
    const dataDir = path.join(tempDir(), 'postgres');
    const legacy = await startLegacyPostgres(dataDir);
    await legacy.stop();
    // The start that was cut short wrote the new credentials, then stopped before setting the password.
    writeCredentials(dataDir, { ...newCredentials(), upgradingFromFixedPassword: true }, postgresRunAs());
    const written = JSON.parse(readFileSync(credentialsFileOf(dataDir), 'utf8')) as { superuser: { password: string } };
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      expect(readCredentials(dataDir)).toMatchObject({ superuser: { password: written.superuser.password } });
      expect(await tryConnect(embedded.adminUrl)).toBe('connected');
      expect(await withOldPassword(embedded)).toEqual(['28P01', '28P01', 'ECONNREFUSED', 'ECONNREFUSED']);
    } finally {
      await embedded.stop();
    }
    // And a start after that one changes nothing.
    const again = await startEmbeddedPostgres({ dataDir });
    expect(again.notices).toEqual([]);
    expect(await tryConnect(again.appUrl)).toBe('connected');
    await again.stop();
  }, 120_000);
});

/** Each workshop's owner's email, read through the superuser of the running embedded database. */
async function ownersByWorkshop(dataDir: string): Promise<Record<string, string>> {
  const url = embeddedUrl(runningPostgres(dataDir)!, readCredentials(dataDir)!.superuser, 'rueda');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ workshop: string; email: string }>(
      `SELECT w.name AS workshop, u.email FROM workshops w JOIN workshop_users m ON m.workshop_id = w.id
         JOIN "user" u ON u.id = m.user_id WHERE m.role = 'admin'`,
    );
    return Object.fromEntries(rows.map((row) => [row.workshop, row.email]));
  } finally {
    await client.end();
  }
}
