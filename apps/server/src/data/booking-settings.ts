// The booking calendar's settings, kept on the workshop's row (null: the defaults), and the count of
// active mechanics a day's capacity multiplies (issue 13 point 2).
import { DEFAULT_BOOKING_SETTINGS, ZBookingSettingsSchema, type TBookingSettings } from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mechanics, workshops } from '../db/schema.ts';

export async function readBookingSettings(db: Executor, workshopId: string): Promise<TBookingSettings> {
  const [row] = await db.select({ settings: workshops.bookingSettings }).from(workshops).where(eq(workshops.id, workshopId));
  // A stored value this version cannot read (written by hand, or by a later version) falls back to the defaults.
  const parsed = ZBookingSettingsSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
}

export async function writeBookingSettings(
  db: Executor,
  workshopId: string,
  settings: TBookingSettings,
  now: Date,
): Promise<TBookingSettings> {
  await db.update(workshops).set({ bookingSettings: settings, updatedAt: now }).where(eq(workshops.id, workshopId));
  return settings;
}

export async function activeMechanicCount(db: Executor, workshopId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mechanics)
    .where(and(eq(mechanics.workshopId, workshopId), eq(mechanics.active, true)));
  return row?.count ?? 0;
}
