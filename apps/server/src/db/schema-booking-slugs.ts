// docs/product.md §22.1: which workshop's booking page an address `/book/<slug>` opens. A slug is unique across
// workshops, which a table sharded by workshop cannot enforce, so it is kept here: a small table Citus copies to every
// node (a reference table, docs/scale-out.md, decision 080), written in the same transaction as the workshop's own
// `booking_slug` (data/online-booking-settings.ts). No foreign key to workshops: a reference table may not point at a
// distributed one.
import { pgTable, text, unique } from 'drizzle-orm/pg-core';

export const bookingSlugs = pgTable(
  'booking_slugs',
  {
    slug: text('slug').primaryKey(),
    workshopId: text('workshop_id').notNull(),
  },
  (table) => [unique('booking_slugs_workshop_key').on(table.workshopId)],
);
