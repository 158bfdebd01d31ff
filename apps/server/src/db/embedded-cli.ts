// What the operator's commands on the embedded database share (`npm run backup`, `restore`, `psql`):
// a refusal that is printed as it is, the database reached through the running Rueda's PostgreSQL
// with the data directory's credentials, or started for the time the command takes.
import type { Env } from '../lib/env.ts';
import { embeddedUrl, readCredentials, type Role } from './embedded-credentials.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import type { RunningPostgres } from './embedded-transport.ts';

/** A command that cannot be done, with what to do instead: printed alone, exit code 1. */
export class Refusal extends Error {}

/** Connection strings to the running PostgreSQL of `pgDataDir`, as either role (decision 056). */
export function runningUrls(pgDataDir: string, running: RunningPostgres): { as(role: 'superuser' | 'app', database: string): string } {
  const credentials = readCredentials(pgDataDir);
  if (!credentials || credentials.upgradingFromFixedPassword)
    throw new Refusal(`The PostgreSQL running on ${pgDataDir} was started by an earlier Rueda. Restart Rueda with this version first.`);
  return { as: (role, database) => embeddedUrl(running, credentials[role] satisfies Role, database) };
}

/**
 * Starts the embedded PostgreSQL for this command and stops it at the end, and at `signals` (Ctrl+C,
 * a stop, the terminal closed; psql's Ctrl+C cancels a query instead).
 */
export async function withStartedPostgres<T>(
  env: Env,
  pgDataDir: string,
  action: (embedded: EmbeddedDatabase) => Promise<T>,
  signals: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'],
): Promise<T> {
  console.info(`Starting the embedded PostgreSQL in ${pgDataDir}…`);
  const embedded = await startEmbeddedPostgres({
    dataDir: pgDataDir,
    port: env.EMBEDDED_POSTGRES_PORT,
    binariesDir: env.EMBEDDED_POSTGRES_BINARIES,
    // Without Ctrl+C among the signals that stop it, the terminal's Ctrl+C must not reach PostgreSQL either.
    ownProcessGroup: !signals.includes('SIGINT'),
  });
  for (const notice of embedded.notices) console.info(notice);
  let isStopping = false;
  const onSignal = () => {
    if (isStopping) return;
    isStopping = true;
    void embedded.stop().finally(() => process.exit(130));
  };
  for (const signal of signals) process.on(signal, onSignal);
  try {
    return await action(embedded);
  } finally {
    for (const signal of signals) process.off(signal, onSignal);
    await embedded.stop();
  }
}
