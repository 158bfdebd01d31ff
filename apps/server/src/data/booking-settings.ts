// The booking calendar's settings, kept on the workshop's row (null: the defaults), and the count of
// active mechanics a day's capacity multiplies (docs/product.md §15.2).
import { DEFAULT_BOOKING_SETTINGS, invalidField, ZBookingSettingsSchema, type TBookingSettings } from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { mechanics, workshops } from '../db/schema.ts';

/** The settings as stored; a value this version cannot read (written by hand, or by a later version): the defaults. */
export function bookingSettingsOf(stored: unknown): TBookingSettings {
  const parsed = ZBookingSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
}

export async function readBookingSettings(db: Executor, workshopId: string): Promise<TBookingSettings> {
  const [row] = await db.select({ settings: workshops.bookingSettings }).from(workshops).where(eq(workshops.id, workshopId));
  return bookingSettingsOf(row?.settings);
}

/** What a printed page names of the workshop (docs/product.md §31.3): its name, its currency and its clock's zone. */
export async function readWorkshopHeading(db: Executor, workshopId: string): Promise<{ name: string; currency: string; timeZone: string }> {
  const [row] = await db
    .select({ name: workshops.name, currency: workshops.currencyName, settings: workshops.bookingSettings })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  return { name: row?.name ?? '', currency: row?.currency ?? 'EUR', timeZone: bookingSettingsOf(row?.settings).timeZone };
}

/**
 * Saves the settings. A new time zone must be one PostgreSQL knows too (the days it counts in), and it
 * moves every day of the dashboard's figures, which are counted again from the repairs (decision 026).
 */
export async function writeBookingSettings(db: Db, workshopId: string, settings: TBookingSettings, now: Date): Promise<TBookingSettings> {
  return db.transaction((tx) => saveBookingSettings(tx, workshopId, settings, now));
}

/** writeBookingSettings inside a transaction already open (the profile's workshopUpdate, docs/product.md §18.2). */
export async function saveBookingSettings(
  tx: Executor,
  workshopId: string,
  settings: TBookingSettings,
  now: Date,
): Promise<TBookingSettings> {
  const before = await readBookingSettings(tx, workshopId);
  const moved = settings.timeZone !== before.timeZone;
  if (moved) {
    const known = await tx.execute<{ known: boolean }>(
      sql`select exists (select 1 from pg_timezone_names where name = ${settings.timeZone}) as known`,
    );
    if (!known.rows[0]?.known) throw invalidField('timeZone', 'Unknown time zone.');
  }
  await tx.update(workshops).set({ bookingSettings: settings, updatedAt: now }).where(eq(workshops.id, workshopId));
  if (moved) await tx.execute(sql`select rueda_repair_figures_rebuild(${workshopId})`);
  return settings;
}

export async function activeMechanicCount(db: Executor, workshopId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mechanics)
    .where(and(eq(mechanics.workshopId, workshopId), eq(mechanics.active, true)));
  return row?.count ?? 0;
}
