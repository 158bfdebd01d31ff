// docs/product.md §17.1: invitations to join a workshop's team. The link's token is random and only its SHA-256
// is kept, so a copy of the database cannot be used to join; an invitation is used once, expires, and can be
// revoked.
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './schema-auth.ts';
import { instant } from './schema-columns.ts';
import { workshops } from './schema-core.ts';

export const teamInvitations = pgTable(
  'team_invitations',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** Lower-cased; the account that accepts may have another (the link is what proves the invitation). */
    email: text('email').notNull(),
    /** admin | manager | mechanic. */
    role: text('role').notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    /** Sent again: the last send's time (a resend makes a new token and a new expiry). */
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    // The link's token finds its invitation in any workshop (a lookup across them, docs/scale-out.md).
    uniqueIndex('team_invitations_token_hash_idx').on(table.tokenHash, table.workshopId),
    index('team_invitations_workshop_idx').on(table.workshopId, table.createdAt),
    // One pending invitation per address and workshop: inviting again resends it.
    uniqueIndex('team_invitations_pending_idx')
      .on(table.workshopId, table.email)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);
