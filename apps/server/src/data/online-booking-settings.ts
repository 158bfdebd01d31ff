// docs/product.md §22.1: the workshop's online booking settings. The slug is a column of its own, unique across
// workshops through booking_slugs, written with it (a taken one is invalid-argument on its field; docs/scale-out.md);
// the page's services, notice and pause are JSON on the workshop's row, read back through their schema (a value this
// version cannot read: the defaults).
import {
  DEFAULT_ONLINE_BOOKING_OPTIONS,
  FunctionError,
  onlineBookingPath,
  ZOnlineBookingOptionsSchema,
  type TOnlineBookingOptions,
  type TOnlineBookingSettings,
  type TOnlineBookingSettingsGetOutput,
} from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bookingSlugs, workshops } from '../db/schema.ts';

export function onlineBookingOptionsOf(stored: unknown): TOnlineBookingOptions {
  const parsed = ZOnlineBookingOptionsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_ONLINE_BOOKING_OPTIONS;
}

export async function readOnlineBookingSettings(
  db: Executor,
  workshopId: string,
  publicUrl: string,
): Promise<TOnlineBookingSettingsGetOutput> {
  const [row] = await db
    .select({ slug: workshops.bookingSlug, options: workshops.onlineBooking })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!row) throw new FunctionError('not-found', 'This workshop does not exist.');
  return {
    slug: row.slug,
    ...onlineBookingOptionsOf(row.options),
    url: row.slug === null ? null : `${publicUrl}${onlineBookingPath(row.slug)}`,
  };
}

function slugTaken(): FunctionError {
  return new FunctionError('invalid-argument', 'This address is taken.', {
    reason: 'slug-taken',
    fields: [{ field: 'onlineBooking.slug', message: 'This address is taken.' }],
  });
}

/** Inside workshopUpdate's transaction. A slug another workshop holds is refused, also when two take it at once. */
export async function saveOnlineBookingSettings(
  tx: Executor,
  workshopId: string,
  settings: TOnlineBookingSettings,
  now: Date,
): Promise<void> {
  const { slug, ...options } = settings;
  if (slug !== null) {
    const holder = await workshopOfSlug(tx, slug);
    if (holder !== undefined && holder !== workshopId) throw slugTaken();
  }
  try {
    // A savepoint: the key's refusal (a race the read above lost) must not end the whole transaction.
    await tx.transaction(async (inner) => {
      await inner.delete(bookingSlugs).where(eq(bookingSlugs.workshopId, workshopId));
      if (slug !== null) await inner.insert(bookingSlugs).values({ slug, workshopId });
      await inner.update(workshops).set({ bookingSlug: slug, onlineBooking: options, updatedAt: now }).where(eq(workshops.id, workshopId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** The workshop whose booking page the slug opens, if any: one key read, on any node under Citus (docs/scale-out.md). */
export async function workshopOfSlug(db: Executor, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ workshopId: bookingSlugs.workshopId }).from(bookingSlugs).where(eq(bookingSlugs.slug, slug));
  return row?.workshopId;
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
