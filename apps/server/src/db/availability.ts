// Whether PostgreSQL answers (docs/product.md §24.6): with it stopped, frozen or unreachable, every function
// answers `unavailable` within 2 seconds and /api/health 503, nothing hangs, and everything works again
// when it is back, without a restart.
//
// Nothing is polled while all is well. A call that takes longer than SUSPECT_AFTER_MS, or a query that
// fails to connect, makes one probe: a new connection running SELECT 1, given PROBE_TIMEOUT_MS. If it
// fails, the database is down: calls in flight and new ones answer `unavailable` at once, and a probe
// runs every RETRY_MS until one succeeds.
import net from 'node:net';
import { FunctionError } from '@rueda/domain';
import pg from 'pg';

const SUSPECT_AFTER_MS = 500;
const PROBE_TIMEOUT_MS = 1_000;
const RETRY_MS = 500;

export const unavailableError = () => new FunctionError('unavailable', 'The service is unavailable; try again shortly.');

export interface AvailabilityLog {
  warn(message: string): void;
  info(message: string): void;
}

export class DatabaseAvailability {
  private down = false;
  private probing: Promise<boolean> | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly onDown = new Set<() => void>();
  private stopped = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: AvailabilityLog,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** SELECT 1 on a new connection, within PROBE_TIMEOUT_MS: true when PostgreSQL answered. */
  probe(): Promise<boolean> {
    this.probing ??= this.runProbe().finally(() => (this.probing = null));
    return this.probing;
  }

  private async runProbe(): Promise<boolean> {
    // The probe's own socket (pg's `stream` option; pg makes the same net.Socket itself when not given
    // one), so that it can be closed whatever state the connection is left in.
    const socket = new net.Socket();
    const client = new pg.Client({
      ...this.connection,
      stream: () => socket,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on('error', () => {});
    let timer: NodeJS.Timeout | undefined;
    try {
      const answered = (async () => {
        await client.connect();
        await client.query('SELECT 1');
      })();
      answered.catch(() => {});
      await Promise.race([
        answered,
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS))),
      ]);
      this.markUp();
      return true;
    } catch {
      this.markDown();
      return false;
    } finally {
      clearTimeout(timer);
      // A frozen server never answers the end either: the socket goes.
      void client.end().catch(() => {});
      socket.destroy();
    }
  }

  /** A query failed to reach PostgreSQL: find out now, not at the next slow call. */
  suspect(): void {
    if (!this.down) void this.probe();
  }

  /**
   * `work`'s outcome, or `unavailable` as soon as the database is found down (at once if it is): a
   * call never waits on a database that does not answer.
   */
  guard<T>(work: Promise<T>): Promise<T> {
    if (this.down) {
      work.catch(() => {});
      return Promise.reject(unavailableError());
    }
    return new Promise<T>((resolve, reject) => {
      const giveUp = () => {
        settle();
        reject(unavailableError());
      };
      const suspicion = setTimeout(() => this.suspect(), SUSPECT_AFTER_MS);
      const settle = () => {
        clearTimeout(suspicion);
        this.onDown.delete(giveUp);
      };
      this.onDown.add(giveUp);
      work.then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  }

  private markDown(): void {
    if (!this.down) {
      this.down = true;
      this.log.warn('PostgreSQL does not answer: functions answer "unavailable" until it does.');
      for (const giveUp of [...this.onDown]) giveUp();
    }
    this.scheduleRetry();
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    clearTimeout(this.retryTimer);
    this.log.info('PostgreSQL answers again.');
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.probe(), RETRY_MS);
    this.retryTimer.unref();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }
}
