// docs/decisions/060: without AUTH_SECRET, the generated auth secret lives in $DATA_DIR/auth-secret (0600),
// never in the database nor in a backup; a secret an older Rueda kept in server_settings moves into the file at
// the next start, with every session and repair link it signed still working, and the file wins over a row.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET_SETTING, authSecretFileOf } from '../src/db/auth-secret.ts';
import { readBackupLines } from '../src/db/backup-format.ts';
import { takeBackup } from '../src/db/backup.ts';
import { serverSettings } from '../src/db/schema.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, FIXTURE_PASSWORD, INTAKE, newAccount, seedCatalogue } from './workshop-fixture.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.close();
});

async function start(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'rueda-secret-'));

async function settingRows(server: TestServer): Promise<string[]> {
  const rows = await server.database.db.select({ key: serverSettings.key }).from(serverSettings);
  return rows.map((row) => row.key);
}

/** Every line of a backup of the server's database. */
async function backupText(server: TestServer): Promise<string> {
  const { file } = await takeBackup(server.database.pool.options.connectionString!, freshDir(), new Date());
  const lines: string[] = [];
  for await (const line of readBackupLines(file)) lines.push(line);
  return lines.join('\n');
}

function expectPrivateFile(file: string): string {
  expect(statSync(file).mode & 0o777).toBe(0o600);
  return readFileSync(file, 'utf8').trim();
}

/** A session cookie got by signing in on `url`. */
async function sessionCookie(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: FIXTURE_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('the generated auth secret', () => {
  it('is kept in $DATA_DIR/auth-secret (0600), neither in server_settings nor in a backup', async () => {
    const dataDir = freshDir();
    const server = await start({ dataDir });
    await createWorkshop(server);
    const secret = expectPrivateFile(authSecretFileOf(dataDir));
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await settingRows(server)).not.toContain(AUTH_SECRET_SETTING);
    expect(await backupText(server)).not.toContain(secret);
    // Nor one an older instance on the same database may still write there.
    const leftover = 'a secret an older instance wrote 0123456789abcdef';
    await server.database.db.insert(serverSettings).values({ key: AUTH_SECRET_SETTING, value: leftover });
    expect(await backupText(server)).not.toContain(leftover);
    // A second instance on the same machine signs with the same secret.
    const second = await start({ sameDatabaseAs: server, dataDir });
    expect(await second.database.db.select().from(serverSettings).where(eq(serverSettings.key, AUTH_SECRET_SETTING))).toEqual([]);
    expect(expectPrivateFile(authSecretFileOf(dataDir))).toBe(secret);
  });

  it('moves out of the database into the file, and what it signed before keeps working', async () => {
    const old = 'the secret an older Rueda kept in the database 0123456789';
    const before = await start({ env: { AUTH_SECRET: old } });
    const account = await newAccount(before);
    const shop = await createWorkshop(before);
    await seedCatalogue(before, shop.id);
    const repair = await shop.admin.ok('repairsCreate', { ...INTAKE, mechanics: [shop.mechanicIds[0]!] });
    const link = await shop.admin.ok('repairLinkGet', { repairId: repair.id });
    const cookie = await sessionCookie(before.url, account.email);
    // As an older Rueda left it: the generated secret in server_settings.
    await before.database.db.insert(serverSettings).values({ key: AUTH_SECRET_SETTING, value: old });

    const dataDir = freshDir();
    const after = await start({ sameDatabaseAs: before, dataDir });
    expect(expectPrivateFile(authSecretFileOf(dataDir))).toBe(old);
    expect(await settingRows(after)).not.toContain(AUTH_SECRET_SETTING);
    // The session made before gets an ID token from the new start; the repair link is the same and answers.
    const token = await fetch(`${after.url}/api/auth/token`, { headers: { cookie } });
    expect(token.status).toBe(200);
    expect((await shop.admin.ok('repairLinkGet', { repairId: repair.id }))?.url).toBe(link!.url);
    const answer = await new TestClient(after.url).call('publicRepairGet', { token: new URL(link!.url).pathname.split('/').pop()! });
    expect(answer.status).toBe(200);
  });

  it('in the file wins over a row still in the database, which is deleted', async () => {
    const dataDir = freshDir();
    const kept = 'the secret kept in the file, 0123456789abcdef';
    writeFileSync(authSecretFileOf(dataDir), `${kept}\n`, { mode: 0o644 });
    const first = await start({ dataDir: freshDir() });
    await first.database.db.insert(serverSettings).values({ key: AUTH_SECRET_SETTING, value: 'a row left by another instance 0123456789' });
    const server = await start({ sameDatabaseAs: first, dataDir });
    expect(expectPrivateFile(authSecretFileOf(dataDir))).toBe(kept);
    expect(await settingRows(server)).not.toContain(AUTH_SECRET_SETTING);
  });

  it('in a file too short to be one stops the start with what to do', async () => {
    const dataDir = freshDir();
    writeFileSync(authSecretFileOf(dataDir), 'short\n', { mode: 0o600 });
    await expect(start({ dataDir })).rejects.toThrow(/auth-secret is shorter than 32 characters.*AUTH_SECRET.*delete the file/s);
  });
});
