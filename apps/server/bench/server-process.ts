// The real server as the benchmarks run it (here and in e2e/bench): start it, wait for it, stop it.
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runningUrls } from '../src/db/embedded-cli.ts';
import { APP_DATABASE, freePort } from '../src/db/embedded-postgres.ts';
import { runningPostgres } from '../src/db/embedded-transport.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');

/**
 * Rueda in production mode on free ports with its embedded PostgreSQL, answering. BENCH_DATA_DIR
 * keeps the filled database between runs (it must be reachable by the postgres user);
 * BENCH_PROFILE_DIR writes the server's CPU profile there, to see where the time goes.
 */
/** `env` is for the server alone, over this process's environment. */
export async function startBenchServer(options: { fresh?: boolean; env?: Record<string, string> } = {}) {
  // A benchmark that fills its workshops anew (the board's) always starts from an empty directory.
  const keep = options.fresh ? undefined : process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'rueda-bench-'));
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const postgresPort = keep ? 8590 : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  // Built from the sources and run as `npm start` runs it (decision 062).
  execFileSync(process.execPath, [path.join(ROOT, 'apps/server/scripts/build.mjs'), 'main'], { stdio: 'inherit' });
  const server = spawn(process.execPath, [...profile, '--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      DEMO_PASSWORD: 'bench-demo-password',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${baseUrl}/api/health`, server);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return {
    server,
    baseUrl,
    dataDir,
    postgresPort,
    keep: Boolean(keep),
    databaseUrl: options.env?.DATABASE_URL ?? embeddedAppUrl(path.join(dataDir, 'postgres')),
    /** What a second instance on this one's database sets, so both sign alike (docs/scale-out.md). */
    sharedEnv: () => ({ AUTH_SECRET: options.env?.AUTH_SECRET ?? readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim() }),
    /** Stops the server (and its PostgreSQL) and removes a data directory that is not kept. */
    async close() {
      await stop(server);
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rueda's database as Rueda's role, on the embedded PostgreSQL running on `pgDataDir` (docs/product.md §24.3). */
function embeddedAppUrl(pgDataDir: string): string {
  const running = runningPostgres(pgDataDir);
  if (!running) throw new Error(`no embedded PostgreSQL runs on ${pgDataDir}`);
  return runningUrls(pgDataDir, running).as('app', APP_DATABASE);
}

/**
 * The bare Fastify endpoint (bare-server.ts) the benchmarks compare with, on a free port and answering;
 * `env` adds to its environment (BARE_PAYLOAD_FILE). `url(path)` is where it answers; `stop(child)` ends it.
 */
export async function startBareServer(env: Record<string, string> = {}): Promise<{ child: ChildProcess; url(route: string): string }> {
  const port = await freePort();
  const child = fork(path.join(HERE, 'bare-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { child, url: (route) => `http://127.0.0.1:${port}${route}` };
}

/** Resolves once `url` answers 200; fails if the process exits first or nothing answers for 2 minutes. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** SIGTERM, and wait for the exit (the server stops its PostgreSQL first). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A callable function's answer, or an error naming the function and the server's answer. */
export async function callFunction<Result>(baseUrl: string, token: string, name: string, data: unknown): Promise<Result> {
  const answer = await post(baseUrl, token, name, data);
  if (!answer.ok) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { result: Result }).result;
}

function post(baseUrl: string, token: string, name: string, data: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/functions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
}

/**
 * A workshop owner who signed up and finished onboarding, with their ID token. In a kept data
 * directory (BENCH_DATA_DIR) the owner and the workshop exist already: they sign in instead.
 */
export async function workshopOwner(
  baseUrl: string,
  owner: { email: string; password: string; workshopName: string; starterCatalogue?: boolean },
): Promise<{ token: string; workshopId: string }> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const credentials = JSON.stringify({ email: owner.email, password: owner.password, name: 'Bench' });
  let session = await fetch(`${baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers, body: credentials });
  if (!session.ok) session = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: credentials });
  if (!session.ok) throw new Error(`${owner.email} could neither sign up nor sign in: ${session.status} ${await session.text()}`);
  const cookie = session.headers
    .getSetCookie()
    .map((item) => item.split(';')[0])
    .join('; ');
  const token = async () => ((await (await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } })).json()) as { token: string }).token;
  // Without `starterCatalogue`, onboarding's default (the starter catalogue) applies.
  const onboarding = await post(baseUrl, await token(), 'onboardingComplete', {
    name: owner.workshopName,
    starterCatalogue: owner.starterCatalogue,
  });
  const account = onboarding.ok
    ? ((await onboarding.json()) as { result: { workshop: { id: string } } }).result
    : await callFunction<{ workshop: { id: string } }>(baseUrl, await token(), 'accountGet', null);
  // A new token: it carries the role and workshop that onboarding has just given the owner.
  return { token: await token(), workshopId: account.workshop.id };
}
