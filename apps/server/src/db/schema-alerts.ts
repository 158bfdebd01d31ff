// The customer alerts a workshop has handled (docs/product.md §14.2, docs/decisions/022-customer-alerts.md).
// Alerts themselves are computed from repairs, bikes and suspension units; only the handling is stored,
// by the alert's key (reason, subject and cycle), so a new cycle is a new key and raises a new alert.
import { index, primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workshops } from './schema-core.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const alertHandles = pgTable(
  'alert_handles',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The customer the alert was about when handled (null: a repair naming no customer). */
    customerId: text('customer_id'),
    /** contacted | dismissed */
    outcome: text('outcome').notNull(),
    /** Who handled it: their user id and their name then (the name stays if the account goes). */
    byUserId: text('by_user_id').notNull(),
    byName: text('by_name').notNull(),
    handledAt: instant('handled_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.key] }),
    index('alert_handles_workshop_customer_idx').on(table.workshopId, table.customerId),
  ],
);
