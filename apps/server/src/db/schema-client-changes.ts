// docs/product.md §30.1: what the server keeps so that a change sent from a device applies at most once, and so that a
// change queued before a merge can say where its customer went (docs/decisions/075-changes-made-on-a-device-apply-once.md).
// Tenant tables, workshop_id first in their keys.
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './schema-auth.ts';
import { instant } from './schema-columns.ts';
import { workshops } from './schema-core.ts';

/**
 * A change id a device gave one of the functions it may queue, claimed in the write's own transaction
 * (data/client-changes.ts): a resend finds it and is answered without writing. Kept CLIENT_CHANGE_KEEP_DAYS.
 */
export const clientChanges = pgTable(
  'client_changes',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    changeId: text('change_id').notNull(),
    /** Who sent it: only the same account's resend is answered. A deleted account sends nothing more. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The function's wire name (`repairsUpdate`): only a resend to the same function is answered. */
    functionName: text('function_name').notNull(),
    /** What the change created or touched (the repair, the photo, the work session); null for a reorder, which names many. */
    subjectId: text('subject_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.changeId] }),
    // The claim's clean-up deletes a workshop's rows older than CLIENT_CHANGE_KEEP_DAYS.
    index('client_changes_workshop_created_idx').on(table.workshopId, table.createdAt),
  ],
);

/**
 * docs/product.md §30.1: each customersMerge, written in the merge's own transaction. The merged customer is deleted
 * (docs/decisions/018), so a change queued before the merge that names them is told which customer was kept.
 */
export const customerMerges = pgTable(
  'customer_merges',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    mergedId: text('merged_id').notNull(),
    /** The customer kept then; merged in turn later, the chain is followed to the one that exists. */
    keptId: text('kept_id').notNull(),
    at: instant('at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.mergedId] })],
);
