// Photos (docs/product.md §12.3, decision 020): kept in PostgreSQL as the resized image and its
// thumbnail, so a backup of the database is a backup of everything and a delete is transactional.
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './schema-columns.ts';
import { repairs, workshops } from './schema-core.ts';
import { bikes } from './schema-customers.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A repair's intake photo (repair_id) or a bike's one photo (bike_id); one of the two is set. */
export const photos = pgTable(
  'photos',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    repairId: text('repair_id'),
    bikeId: text('bike_id'),
    takenByUserId: text('taken_by_user_id').notNull(),
    takenByName: text('taken_by_name').notNull(),
    created: instant('created').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    image: bytea('image').notNull(),
    thumb: bytea('thumb').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    // A deleted repair or bike (or a customer's, whose bikes go with them) takes its photos along.
    foreignKey({ columns: [table.workshopId, table.repairId], foreignColumns: [repairs.workshopId, repairs.id] }).onDelete('cascade'),
    foreignKey({ columns: [table.workshopId, table.bikeId], foreignColumns: [bikes.workshopId, bikes.id] }).onDelete('cascade'),
    index('photos_workshop_repair_idx').on(table.workshopId, table.repairId),
    index('photos_workshop_bike_idx').on(table.workshopId, table.bikeId),
  ],
);

/**
 * docs/product.md §18.2: a workshop's logo, for the work order and the invoices: a PNG of at most LOGO_SIDE a side
 * (data/workshop-logo.ts). A table of its own, so reading a workshop's row never reads its image.
 */
export const workshopLogos = pgTable('workshop_logos', {
  workshopId: text('workshop_id')
    .primaryKey()
    .references(() => workshops.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
