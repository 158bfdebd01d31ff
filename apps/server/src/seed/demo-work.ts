// The demo's timed work (docs/product.md §17.4, decision 049): the repairs of the last two months that reached the
// bench carry their mechanic's work-timer sessions, near their estimate, so the dashboard's work per mechanic
// shows hours tracked beside the hours estimated, and a repair page shows its sessions. Seeded once, also into
// a demo seeded before the timer existed; never a running session (the demo's mechanics have no account).
import { randomUUID } from 'node:crypto';
import type { TRepair } from '@rueda/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { repairs, serverSettings } from '../db/schema.ts';
import { workSessions } from '../db/schema-work.ts';
import { readSetting } from '../db/settings.ts';

const SEEDED_KEY = 'demo-work-seeded-at';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The share of its estimate each repair's timed work took, in turn: some faster, some slower. */
const PACE = [0.8, 1.1, 0.9, 1.3, 0.7, 1.0];

export async function seedDemoWork(db: Db, workshopId: string, now: Date): Promise<void> {
  if (await readSetting(db, SEEDED_KEY)) return;
  const rows = await db
    .select({ id: repairs.id, doc: repairs.doc, mechanicIds: repairs.mechanicIds, workMinutes: repairs.workMinutes })
    .from(repairs)
    .where(
      and(
        eq(repairs.workshopId, workshopId),
        gte(repairs.created, new Date(now.getTime() - 60 * DAY)),
        sql`cardinality(${repairs.mechanicIds}) > 0`,
      ),
    )
    .orderBy(repairs.created, repairs.id);
  const sessions: (typeof workSessions.$inferInsert)[] = [];
  rows.forEach((row, n) => {
    const benchDate = (row.doc as TRepair).state.status.find((entry) => entry.status === 'inProgress')?.date;
    const mechanicId = row.mechanicIds[0];
    if (!benchDate || !mechanicId || !row.workMinutes) return;
    const minutes = Math.max(15, Math.round(row.workMinutes * PACE[n % PACE.length]!));
    // A long job in two sittings: the morning and, after lunch, the rest.
    const parts = minutes > 120 ? [Math.round(minutes / 2), minutes - Math.round(minutes / 2)] : [minutes];
    // That day's morning in Madrid (8:15 to 10:15 UTC), whatever hour the status changed.
    const day = new Date(benchDate);
    day.setUTCHours(8 + (n % 3), 15, 0, 0);
    let start = day.getTime();
    for (const part of parts) {
      const stop = start + part * MINUTE;
      if (stop >= now.getTime()) return;
      sessions.push({
        workshopId,
        id: randomUUID(),
        repairId: row.id,
        mechanicId,
        userId: null,
        startedAt: new Date(start),
        stoppedAt: new Date(stop),
      });
      start = stop + 90 * MINUTE;
    }
  });
  await db.transaction(async (tx) => {
    for (let first = 0; first < sessions.length; first += 200) await tx.insert(workSessions).values(sessions.slice(first, first + 200));
    await tx.insert(serverSettings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  });
}
