// docs/product.md §17.4: the work timer's sessions. A member linked to a mechanic starts a session on a repair and
// stops it; the time per mechanic and repair is what they add up to, and the dashboard's work per mechanic
// counts it (schema-figures.ts `workMinutesDaily`, kept by the triggers of migration 0026).
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './schema-auth.ts';
import { instant } from './schema-columns.ts';
import { mechanics, repairs } from './schema-core.ts';

export const workSessions = pgTable(
  'work_sessions',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    repairId: text('repair_id').notNull(),
    /** The mechanic the member worked as when the session started: the time stays theirs if the link changes. */
    mechanicId: text('mechanic_id').notNull(),
    /** The member who ran it; null once their account is gone (the time stays the mechanic's). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    startedAt: instant('started_at').notNull(),
    /** Null while it runs. */
    stoppedAt: instant('stopped_at'),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    // A deleted repair takes its sessions along (and the triggers take their time off the dashboard's figures).
    foreignKey({ columns: [table.workshopId, table.repairId], foreignColumns: [repairs.workshopId, repairs.id] }).onDelete('cascade'),
    // Only a mechanic of the same workshop; mechanics are deactivated, never deleted.
    foreignKey({ columns: [table.workshopId, table.mechanicId], foreignColumns: [mechanics.workshopId, mechanics.id] }),
    index('work_sessions_workshop_repair_idx').on(table.workshopId, table.repairId, table.startedAt),
    // One running session per member: two starts at once cannot both leave theirs running.
    uniqueIndex('work_sessions_running_idx')
      .on(table.workshopId, table.userId)
      .where(sql`${table.stoppedAt} is null`),
  ],
);
