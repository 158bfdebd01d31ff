// docs/product.md §14.3: the notifications document's sources.garage says whether the workshop has open
// customer alerts (docs/decisions/022-customer-alerts.md). It is recomputed after each change that can
// raise or settle one (repairs' writes, bikes' transfers and deletes, alertsHandle) and once a day on the
// server's clock, when alerts raise by time alone (a finished repair turning 7 days old). After a write
// it is recomputed in the background, once per workshop however many writes come meanwhile: reading
// every repair of a big workshop must not slow the write that caused it.
import { notifyGarage, readNotifications } from '../data/notifications.ts';
import type { Db } from '../db/client.ts';
import { workshops } from '../db/schema.ts';
import { countOpenAlerts, type AlertInputsSource } from '../data/alerts.ts';

/**
 * Recomputes the workshop's sources.garage; writes only when it changes. Answers whether it is raised. `source` gives
 * the repairs' and bikes' inputs (kept in memory, docs/decisions/069); PostgreSQL's when absent.
 */
export async function refreshGarageAlerts(db: Db, workshopId: string, now: Date, source?: AlertInputsSource): Promise<boolean> {
  const raised = (await countOpenAlerts(db, workshopId, now, source)) > 0;
  const stored = await readNotifications(db, workshopId);
  if (stored.sources.garage !== raised) await notifyGarage(db, workshopId, raised, now);
  return raised;
}

/** Every workshop's, one after another; answers the workshops whose garage source is raised. */
export async function refreshAllGarageAlerts(
  db: Db,
  now: Date,
  log: (error: unknown) => void,
  source?: AlertInputsSource,
): Promise<string[]> {
  const rows = await db.select({ id: workshops.id }).from(workshops).orderBy(workshops.id);
  const raised: string[] = [];
  for (const { id } of rows) {
    try {
      if (await refreshGarageAlerts(db, id, now, source)) raised.push(id);
    } catch (error) {
      // One workshop's failure does not keep the others' alerts from being checked.
      log(error);
    }
  }
  return raised;
}

export const ALERTS_CHECK_INTERVAL_MS = 60_000;

export interface AlertsScheduler {
  /** Checks every workshop now (tests, and the test clock after each move). */
  tick(): Promise<string[]>;
  /** A write that may raise or settle an alert: the workshop is checked soon, the caller not waiting. */
  changed(workshopId: string): void;
  /** Once every check asked for by `changed` has run (tests, and a clean stop). */
  settled(): Promise<void>;
  /** Checks at once, then whenever the server clock's day (UTC) changes. */
  start(): void;
  /**
   * Reads the repairs and bikes through what the functions keep (services/cache/alerts-directory.ts): `kept` for the
   * daily check, `synced` for the check a write asks for, which may run before the write's list generation moved.
   */
  readThrough(sources: { kept: AlertInputsSource; synced: AlertInputsSource }): void;
  stop(): Promise<void>;
}

/** The daily check, on the server's one clock (apps/server/src/clock.ts), like the billing scheduler. */
export function createAlertsScheduler(options: { db: Db; clock: () => Date; log: (error: unknown) => void }): AlertsScheduler {
  const { db, clock, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let checkedDay: string | undefined;
  let sources: { kept: AlertInputsSource; synced: AlertInputsSource } | undefined;

  async function tick(): Promise<string[]> {
    const now = clock();
    checkedDay = now.toISOString().slice(0, 10);
    return refreshAllGarageAlerts(db, now, log, sources?.kept);
  }

  // A workshop's check under way, and whether another write came while it ran (then it runs once more).
  const checking = new Map<string, { run: Promise<void>; again: boolean }>();

  function changed(workshopId: string): void {
    const current = checking.get(workshopId);
    if (current) {
      current.again = true;
      return;
    }
    const entry = { again: false, run: Promise.resolve() };
    entry.run = (async () => {
      do {
        entry.again = false;
        await refreshGarageAlerts(db, workshopId, clock(), sources?.synced).catch(log);
      } while (entry.again);
      checking.delete(workshopId);
    })();
    checking.set(workshopId, entry);
  }

  async function settled(): Promise<void> {
    while (checking.size > 0) await Promise.all([...checking.values()].map((entry) => entry.run));
  }

  function runIfNewDay() {
    if (running || clock().toISOString().slice(0, 10) === checkedDay) return;
    running = tick()
      .catch(log)
      .finally(() => {
        running = undefined;
      });
  }

  return {
    tick,
    changed,
    settled,
    readThrough(given) {
      sources = given;
    },
    start() {
      if (timer) return;
      runIfNewDay();
      timer = setInterval(runIfNewDay, ALERTS_CHECK_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
      await settled();
    },
  };
}
