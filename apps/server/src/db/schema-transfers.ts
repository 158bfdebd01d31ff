// docs/product.md §32.4, decision 083: stock moved from one workshop of a chain to another. A transfer is its sender's
// row (in the sender's shard under Citus); the receiver is named by `to_workshop_id`, which carries no foreign key (a
// key between two distributed tables must pair their workshops), and finds its incoming transfers through the chain's
// workshops (data/chain-reads.ts). Its lines travel with it, as JSON read with the domain's schema.
import { foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { workshops } from './schema-core.ts';
import { instant } from './schema-columns.ts';

export const stockTransfers = pgTable(
  'stock_transfers',
  {
    /** The sender. */
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    toWorkshopId: text('to_workshop_id').notNull(),
    /** draft | sent | partlyReceived | received | cancelled */
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    /** The lines (packages/domain/src/transfers: ZTransferLineSchema), in the order they were given. */
    lines: jsonb('lines').notNull(),
    createdAt: instant('created_at').notNull(),
    createdByUserId: text('created_by_user_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    sentAt: instant('sent_at'),
    receivedAt: instant('received_at'),
    cancelledAt: instant('cancelled_at'),
    lastUpdate: instant('last_update').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    foreignKey({ columns: [table.workshopId], foreignColumns: [workshops.id] }).onDelete('cascade'),
    index('stock_transfers_created_idx').on(table.workshopId, table.createdAt),
    index('stock_transfers_to_idx').on(table.workshopId, table.toWorkshopId, table.createdAt),
  ],
);
