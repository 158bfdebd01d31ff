// docs/product.md §25.2 (decision 055): each workshop's lists' versions. A write that changes a workshop's list bumps
// its version before the write is answered; a cached read compares the version with the one its answers were
// computed under, so no instance serves a list older than a write already acknowledged to anyone.
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { workshops } from './schema-core.ts';

export const listVersions = pgTable(
  'list_versions',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    /** repairs, catalogue or customers (data/list-cache.ts LIST_TOPICS). */
    topic: text('topic').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.topic] })],
);
