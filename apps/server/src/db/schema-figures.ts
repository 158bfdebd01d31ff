// docs/product.md §16.1: the dashboard's figures per workshop and day, kept by statement triggers on repairs
// (migration 0020, decision 026) whatever writes them, so a year of figures is a few hundred rows to add
// up rather than every repair of the year. A day is the workshop's day, in its booking time zone.
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { workshops } from './schema-core.ts';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

const count = (name: string) => integer(name).notNull().default(0);

/**
 * Per day the repairs were created on: how many, how many in each status, their amounts per payment
 * state and per kind of service, their stay and their work. One row a day: a year is 365 rows.
 */
export const repairFiguresDaily = pgTable(
  'repair_figures_daily',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    repairs: count('repairs'),
    // docs/product.md §4's statuses.
    notReviewed: count('not_reviewed'),
    postponed: count('postponed'),
    managing: count('managing'),
    confirmed: count('confirmed'),
    workshopEntrance: count('workshop_entrance'),
    inProgress: count('in_progress'),
    paused: count('paused'),
    finished: count('finished'),
    delivered: count('delivered'),
    // docs/product.md §4's payment states: the repairs' totals in each.
    pendingCents: cents('pending_cents'),
    paidCents: cents('paid_cents'),
    partialCents: cents('partial_cents'),
    warrantyCents: cents('warranty_cents'),
    sponsorshipCents: cents('sponsorship_cents'),
    packsCents: cents('packs_cents'),
    maintenancesCents: cents('maintenances_cents'),
    suspensionsCents: cents('suspensions_cents'),
    stockItemsCents: cents('stock_items_cents'),
    /** docs/product.md §3 `hours` (days in the workshop), added up over the repairs that have it, and how many have it. */
    staySum: bigint('stay_sum', { mode: 'number' }).notNull().default(0),
    stayCount: count('stay_count'),
    workMinutes: bigint('work_minutes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.day] })],
);

/** Per day and mechanic ('' for repairs with nobody assigned): how many repairs and their estimated work. */
export const repairMechanicsDaily = pgTable(
  'repair_mechanics_daily',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    mechanicId: text('mechanic_id').notNull(),
    repairs: integer('repairs').notNull().default(0),
    workMinutes: bigint('work_minutes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.day, table.mechanicId] })],
);

/**
 * docs/product.md §17.4: per day and mechanic, the minutes of the work sessions stopped that started that day (the
 * workshop's day, as above), kept by the triggers on work_sessions (migration 0026). Running sessions are not
 * in it: the dashboard adds them up to the call's time.
 */
export const workMinutesDaily = pgTable(
  'work_minutes_daily',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    mechanicId: text('mechanic_id').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.day, table.mechanicId] })],
);
