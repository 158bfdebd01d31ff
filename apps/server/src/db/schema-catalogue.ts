// The workshop's catalogue and the stock its repairs take (docs/product.md §3); tenant tables.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { workshops } from './schema-core.ts';

/** The catalogue (docs/product.md §3 Pack, Maintenance, Suspension, and stock items): one row per item. */
export const services = pgTable(
  'services',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** packs | maintenances | suspensions | stockItems */
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    /** The item's fields, as its schema in packages/domain/src/catalogue describes them. */
    doc: jsonb('doc').notNull(),
    /** False once archived: not offered for new repairs, still on the repairs that used it. */
    active: boolean('active').notNull().default(true),
    /** Moves on every change; a save based on an older one is refused (docs/product.md §4, as repairs). */
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
    /** docs/product.md §32.3: the head office's item this one was published from; null for the shop's own items. */
    publishedFrom: text('published_from'),
    /** docs/product.md §32.3: the head office fixed its price; the shop may not change it. */
    priceLocked: boolean('price_locked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    index('services_workshop_kind_idx').on(table.workshopId, table.kind, table.position),
    // One copy per head office item in each shop: a publication finds and updates it.
    uniqueIndex('services_published_from_idx')
      .on(table.workshopId, table.kind, table.publishedFrom)
      .where(sql`published_from is not null`),
  ],
);

/**
 * Stock a delivered repair took from the catalogue, per item: the record that lets a write move only
 * the difference, and give it back when the repair leaves `delivered` or the line goes
 * (packages/domain/src/catalogue/stock.ts).
 */
export const stockTaken = pgTable(
  'stock_taken',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    repairId: text('repair_id').notNull(),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.repairId, table.itemId] })],
);
