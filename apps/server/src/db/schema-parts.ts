// docs/product.md §31.2: parts ordered for repairs, from "to order" to "arrived". A part goes with its repair (or its
// workshop); an arrived one has done its work (its line is on the repair, its stock came in) and is kept as it was.
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, date } from 'drizzle-orm/pg-core';
import { repairs } from './schema-core.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const repairParts = pgTable(
  'repair_parts',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    repairId: text('repair_id').notNull(),
    /** The catalogue's stock item, or null for a part named in free text. */
    serviceId: text('service_id'),
    title: text('title').notNull(),
    supplier: text('supplier').notNull().default(''),
    reference: text('reference').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Cents, of one, to the workshop. */
    cost: integer('cost').notNull().default(0),
    /** Cents, of one, to the customer, for a free-text part; null: the catalogue's price, or none yet. */
    price: integer('price'),
    note: text('note').notNull().default(''),
    /** toOrder | ordered | arrived */
    state: text('state').notNull(),
    orderedOn: date('ordered_on', { mode: 'string' }),
    expectedOn: date('expected_on', { mode: 'string' }),
    arrivedAt: instant('arrived_at'),
    arrivedByUserId: text('arrived_by_user_id'),
    arrivedByName: text('arrived_by_name'),
    customerToldAt: instant('customer_told_at'),
    created: instant('created').notNull(),
    createdByUserId: text('created_by_user_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    lastUpdate: instant('last_update').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    foreignKey({ columns: [table.workshopId, table.repairId], foreignColumns: [repairs.workshopId, repairs.id] }).onDelete('cascade'),
    index('repair_parts_repair_idx').on(table.workshopId, table.repairId),
    index('repair_parts_state_idx').on(table.workshopId, table.state),
  ],
);
