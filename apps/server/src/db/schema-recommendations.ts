// docs/product.md §31.1: work recommended on a bike and not done, kept on the bike until it is added to a repair or
// dismissed, and never deleted but with its bike (or its workshop).
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bikes } from './schema-customers.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const bikeRecommendations = pgTable(
  'bike_recommendations',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    bikeId: text('bike_id').notNull(),
    /** The repair it was recommended on; no key: a repair deleted later leaves the bike's history as it was. */
    fromRepairId: text('from_repair_id').notNull(),
    /** The repair's line (`<kind>:<catalogue id>`), so that putting it back closes it. */
    lineId: text('line_id').notNull(),
    /** packs | maintenances | suspensions | stockItems */
    kind: text('kind').notNull(),
    serviceId: text('service_id').notNull(),
    title: text('title').notNull(),
    /** Cents, of one, when it was recommended. */
    priceAtTheTime: integer('price_at_the_time').notNull(),
    quantity: integer('quantity').notNull(),
    /** declined | notDone */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    created: instant('created').notNull(),
    /** Null with the name: the customer, through the repair link. */
    createdByUserId: text('created_by_user_id'),
    createdByName: text('created_by_name'),
    /** open | added | dismissed */
    state: text('state').notNull().default('open'),
    addedToRepairId: text('added_to_repair_id'),
    dismissedReason: text('dismissed_reason'),
    closedAt: instant('closed_at'),
    closedByUserId: text('closed_by_user_id'),
    closedByName: text('closed_by_name'),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    foreignKey({ columns: [table.workshopId, table.bikeId], foreignColumns: [bikes.workshopId, bikes.id] }).onDelete('cascade'),
    index('bike_recommendations_bike_idx').on(table.workshopId, table.bikeId, table.state),
    // A repair's line is open once: a later answer that declines it again makes none twice.
    uniqueIndex('bike_recommendations_open_line_idx')
      .on(table.workshopId, table.fromRepairId, table.lineId)
      .where(sql`${table.state} = 'open'`),
  ],
);
