// A second Rueda instance on the journeys' PostgreSQL, as a deployment behind a load balancer runs it (README
// "Several instances"): the same database, the same public URL (the tokens' issuer), its own port. It can be
// stopped and started again while a browser is connected to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL } from '../playwright.config.ts';
import { e2eDatabaseUrl } from './database.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** How long an instance may take to answer its health check (a liveness bound, not a measure). */
const START_PATIENCE_MS = 60_000;

export interface SecondInstance {
  url: string;
  /** Stops the instance (SIGTERM: its open streams end as in a rolling restart) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `publicUrl: null`: an installation without PUBLIC_URL, whose links are written for http://localhost:<port>. `env`: more
 * of its configuration (docs/configuration.md), such as WEB_DIST_DIR for a build of its own.
 */
export async function startSecondInstance(
  port: number,
  options: { publicUrl?: string | null; env?: Record<string, string> } = {},
): Promise<SecondInstance> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-e2e-second-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    // The bundle the journeys' own server was started from: the webServer command built it (decision 062).
    child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps', 'server', 'dist', 'main.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: options.publicUrl === null ? '' : (options.publicUrl ?? BASE_URL),
        TRUSTED_ORIGINS: url,
        DATABASE_URL: e2eDatabaseUrl(),
        // Instances on one database share the auth secret (docs/scale-out.md): the first one's, from its DATA_DIR.
        AUTH_SECRET: readFileSync(path.join(process.env.E2E_DATA_DIR!, 'auth-secret'), 'utf8').trim(),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_REQUESTS_PER_HOUR_PER_IP: '1000',
        SIGN_INS_PER_15_MINUTES_PER_IP: '1000',
        NODE_ENV: 'test',
        ...options.env,
      },
    });
    const deadline = Date.now() + START_PATIENCE_MS;
    for (;;) {
      const isUp = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (isUp) return;
      if (child.exitCode !== null) throw new Error(`The second instance exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`The second instance did not answer on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url,
    async restart() {
      await stop();
      await start();
    },
    stop,
  };
}
