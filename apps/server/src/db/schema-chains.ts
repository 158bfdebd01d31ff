// docs/product.md §32.2: chains of workshops. A chain groups workshops under a head office; its administrators
// (`chainAdmin`) read every workshop of the chain without a membership in each. Both tables are small and shared across
// workshops: reference tables under Citus (docs/scale-out.md, decision 080), which a workshop may point at but which
// point at no workshop (the head office is checked by the writes, data/chains.ts).
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './schema-auth.ts';
import { instant, timestamps } from './schema-columns.ts';

export const chains = pgTable('chains', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The head office: the workshop that publishes the chain's catalogue (docs/product.md §32.3). */
  headWorkshopId: text('head_workshop_id').notNull(),
  /** docs/product.md §32.5: whether the chain's workshops share their customers' directory. */
  sharesCustomers: boolean('shares_customers').notNull().default(false),
  /** §32.5: when, and by which administrator, the chain's privacy notice on shared customers was last accepted. */
  customersNoticeAcceptedAt: instant('customers_notice_accepted_at'),
  customersNoticeAcceptedBy: text('customers_notice_accepted_by').references(() => user.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const chainAdmins = pgTable(
  'chain_admins',
  {
    chainId: text('chain_id')
      .notNull()
      .references(() => chains.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.userId] })],
);
