// docs/product.md §24.6: the embedded PostgreSQL, if it dies, is started again within seconds (PostgreSQL's
// own crash recovery replays its write-ahead log), and the restart is logged; if it cannot be started
// again, Rueda exits non-zero so that a service manager can act.
import type { EmbeddedDatabase } from './embedded-postgres.ts';

/** Attempts, a second more apart each time, before giving up. */
const ATTEMPTS = 4;
const BACKOFF_MS = 1_000;

export interface SupervisionOptions {
  attempts?: number;
  backoffMs?: number;
}

export interface SupervisionLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function superviseEmbedded(
  embedded: EmbeddedDatabase,
  log: SupervisionLog,
  onGiveUp: () => void,
  { attempts = ATTEMPTS, backoffMs = BACKOFF_MS }: SupervisionOptions = {},
): void {
  const watch = () => {
    const watched = embedded.server;
    void watched.exited.then(async ({ code, signal }) => {
      if (embedded.isStopping || embedded.server !== watched) return;
      log.warn(`The embedded PostgreSQL stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); starting it again.`);
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts && !embedded.isStopping; attempt += 1) {
        try {
          await embedded.restart();
          log.info(`The embedded PostgreSQL is running again (attempt ${attempt}); it recovered its data from its write-ahead log.`);
          watch();
          return;
        } catch (error) {
          lastError = error;
          // Backends of the dead server may still hold its shared memory for a moment.
          await new Promise((resolve) => setTimeout(resolve, attempt * backoffMs));
        }
      }
      if (embedded.isStopping) return;
      log.error(
        `The embedded PostgreSQL could not be started again: ${lastError instanceof Error ? lastError.message : String(lastError)}\n` +
          'Rueda stops now (exit code 1) so that its service manager can act.',
      );
      onGiveUp();
    });
  };
  watch();
}
