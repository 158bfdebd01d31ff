// The workshop's online booking settings (docs/product.md §22.1), set by its admin with `workshopUpdate`. The slug
// is its own column (unique across workshops); the rest is kept on the workshop's row as JSON (null: the defaults).
import { z } from 'zod';
import { DEFAULT_MINIMUM_NOTICE_DAYS, MINIMUM_NOTICE_DAYS_MAX, SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from './limits.ts';

/** The kinds of catalogue item a customer may book: services, not the shelf's stock items. */
export const BOOKABLE_KINDS = ['packs', 'maintenances', 'suspensions'] as const;
export type BookableKind = (typeof BOOKABLE_KINDS)[number];

const ids = z.array(z.string().trim().min(1).max(200)).max(200);

/** The address's last part: lowercase letters, digits and single hyphens, as a workshop's name reads in a URL. */
export const ZBookingSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(SLUG_MIN_LENGTH)
  .max(SLUG_MAX_LENGTH)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Only lowercase letters, digits and single hyphens, neither first nor last.');

export const ZOnlineBookingOptionsSchema = z.object({
  /** The workshop stopped taking bookings for now: the page says so and takes none. */
  paused: z.boolean(),
  /** Whole days between today and the first day a customer may book (0: today too). */
  minimumNoticeDays: z.number().int().min(0).max(MINIMUM_NOTICE_DAYS_MAX),
  /** The catalogue items the page offers, by kind (archived or deleted ones are left out when read). */
  bookable: z.object({ packs: ids, maintenances: ids, suspensions: ids }),
});
export type TOnlineBookingOptions = z.infer<typeof ZOnlineBookingOptionsSchema>;

export const DEFAULT_ONLINE_BOOKING_OPTIONS: TOnlineBookingOptions = {
  paused: false,
  minimumNoticeDays: DEFAULT_MINIMUM_NOTICE_DAYS,
  bookable: { packs: [], maintenances: [], suspensions: [] },
};

/** What `workshopUpdate` takes and `onlineBookingSettingsGet` answers: no slug, no page. */
export const ZOnlineBookingSettingsSchema = ZOnlineBookingOptionsSchema.extend({ slug: ZBookingSlugSchema.nullable() });
export type TOnlineBookingSettings = z.infer<typeof ZOnlineBookingSettingsSchema>;

/** A slug from a workshop's name: "Taller Ciclos Peña" → "taller-ciclos-pena"; '' when nothing is left. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
