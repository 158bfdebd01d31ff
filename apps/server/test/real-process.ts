// The real server process for the tests that start it as `npm start` does (Node running the bundle of
// src/main.ts that global-setup.ts built for the run: decision 062), or run one of its commands:
// temporary directories the `postgres` system user can enter, the process started with an environment
// and awaited until it says it is running or exits, its output, its stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_PASSWORD = 'demo-password-for-tests';
/** The server's entry points run as processes (scripts/build.mjs's ENTRIES): each is dist/<entry>.mjs. */
export type ServerEntry = 'main' | 'backup-cli' | 'psql-cli';
const RUNNING = 'Rueda is running at';

/** The processes started and not yet exited. */
const live = new Set<ChildProcess>();

/**
 * For one test file: a maker of temporary directories (mode 755 unless told, so that PostgreSQL, run
 * as `postgres` when the tests run as root, can enter them). After the file's tests, a server a failed
 * test left running is stopped cleanly (so it stops its PostgreSQL too), then the directories go.
 */
export function useTemporaryDirs(prefix: string): (mode?: number) => string {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const child of live) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return (mode = 0o755) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    chmodSync(dir, mode);
    dirs.push(dir);
    return dir;
  };
}

export interface Spawned {
  child: ChildProcess;
  /** All it wrote so far, stdout and stderr together. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Runs the bundle of `entry` with Node, as npm's scripts do, with `env` over this process's environment. The
 * bundle finds its npm packages from its own place (dist/), so it runs from any folder.
 */
export function spawnServerFile(entry: ServerEntry, args: string[], options: { env: Record<string, string>; cwd?: string }): Spawned {
  const bundle = path.join(SERVER_DIR, 'dist', `${entry}.mjs`);
  const child = spawn(process.execPath, ['--enable-source-maps', bundle, ...args], {
    cwd: options.cwd ?? SERVER_DIR,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      live.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

export interface MainProcess extends Spawned {
  url: string;
}

export interface MainOptions {
  /** Where it is started from; apps/server unless told. */
  cwd?: string;
  /** How long it may take to say it is running before it is killed (SIGKILL). */
  timeoutMs?: number;
}

/**
 * Starts the server (src/main.ts's bundle) on 127.0.0.1 (on env.PORT, or a free port) with `env` over the defaults, and
 * waits until it says it is running, exits, or takes too long (then it is killed with SIGKILL).
 */
export async function launchMain(
  env: Record<string, string>,
  options: MainOptions = {},
): Promise<{ main: MainProcess; state: 'running' | 'exited' | 'timed out' }> {
  const port = env.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const defaults = { PORT: port, HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', DEMO_PASSWORD };
  const main = { ...spawnServerFile('main', [], { env: { ...defaults, ...env }, cwd: options.cwd }), url };
  for (let waited = 0; waited < (options.timeoutMs ?? 60_000); waited += 100) {
    if (main.child.exitCode !== null) return { main, state: 'exited' };
    if (main.output().includes(RUNNING)) return { main, state: 'running' };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  main.child.kill('SIGKILL');
  return { main, state: 'timed out' };
}

/** Starts the server as launchMain does; one that does not come up is an error with all it printed. */
export async function startMain(env: Record<string, string>, options: MainOptions = {}): Promise<MainProcess> {
  const { main, state } = await launchMain(env, options);
  if (state === 'exited') throw new Error(`the server exited early:\n${main.output()}`);
  if (state === 'timed out') throw new Error(`the server did not start:\n${main.output()}`);
  return main;
}

/** Sends `signal` (SIGINT: the clean stop of Ctrl+C) and answers the exit code. */
export function stopMain(main: Spawned, signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> {
  main.child.kill(signal);
  return main.exited;
}
