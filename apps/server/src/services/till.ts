// docs/product.md §29.6: the day's till. Its day is the workshop's (its zone); a payment counts in today's till, or
// in the next day's once today's is closed. The report is computed from the day's entries while the day is open,
// and kept as it stood once closed: a closed day is never reopened.
import {
  dayInZone,
  FunctionError,
  invalidField,
  nextDay,
  tillCashOf,
  tillDocumentsOf,
  tillMethodsOf,
  type TTillDay,
  ZSalesIssuerSchema,
  ZTillDaySchema,
} from '@rueda/domain';
import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { readSalesSettings } from '../data/sales-settings.ts';
import {
  closeTillDay,
  countDocuments,
  countedDocuments,
  insertTillMove,
  lockTillCloses,
  lockTillDay,
  memberName,
  openTillDay,
  readTillDay,
  tillMovesOf,
  tillPaymentsOf,
  uncountedDocuments,
  type TillDayRow,
} from '../data/till.ts';

/** Who works the till: the workshop from the token, the account, the server's clock. */
export interface TillActor {
  workshopId: string;
  userId: string;
  now: Date;
}

/** Today in the workshop's zone. */
async function todayOf(db: Executor, workshopId: string, now: Date): Promise<string> {
  const { timeZone } = await readBookingSettings(db, workshopId);
  return dayInZone(now.getTime(), timeZone);
}

/**
 * The day a payment taken now counts in, its row locked for share until the caller's transaction ends: today, or
 * the first day after it not yet closed (a close takes the row for update, so it waits for the payment or the
 * payment waits for it and moves on).
 */
export async function tillDayForPayment(tx: Executor, workshopId: string, now: Date): Promise<string> {
  let day = await todayOf(tx, workshopId, now);
  for (;;) {
    const row = await lockTillDay(tx, workshopId, day, 'share');
    if (row.closedAt === null) return day;
    day = nextDay(day);
  }
}

/**
 * The day a till function names (today when none): a day may be opened or moved up to tomorrow, for the payments
 * taken after today's close, and closed up to today.
 */
async function namedDay(db: Executor, actor: TillActor, day: string | null, latest: 'today' | 'tomorrow'): Promise<string> {
  const today = await todayOf(db, actor.workshopId, actor.now);
  const last = latest === 'today' ? today : nextDay(today);
  if (day !== null && day > last) throw invalidField('day', 'That day has not begun.');
  return day ?? today;
}

function refuseClosed(row: TillDayRow): void {
  if (row.closedAt !== null) throw new FunctionError('aborted', "This day's till is closed.", { reason: 'till-closed' });
}

/** The day's report: kept as it was closed, or computed from its entries now. */
async function reportOf(db: Executor, workshopId: string, day: string, row: TillDayRow | null): Promise<TTillDay> {
  if (row?.report) return ZTillDaySchema.parse(row.report);
  // One after the other: inside a transaction they share one connection.
  const settings = await readSalesSettings(db, workshopId);
  const payments = await tillPaymentsOf(db, workshopId, day);
  const moves = await tillMovesOf(db, workshopId, day);
  const documents = await uncountedDocuments(db, workshopId, day);
  const person = async (userId: string | null) => (userId === null ? null : { userId, name: await memberName(db, userId) });
  return {
    day,
    state: row?.openedAt ? 'open' : 'unopened',
    issuer: settings ? ZSalesIssuerSchema.parse(settings) : null,
    openedAt: row?.openedAt?.toISOString() ?? null,
    openedBy: await person(row?.openedBy ?? null),
    documents: tillDocumentsOf(documents),
    methods: tillMethodsOf(payments),
    cash: tillCashOf(row?.floatCents ?? 0, payments, moves, null),
    moves,
    closedAt: null,
    closedBy: null,
  };
}

/** docs/product.md §29.6: the day's till and report (today in the workshop's zone by default). */
export async function getTill(db: Db, actor: TillActor, day: string | null): Promise<TTillDay> {
  const named = day ?? (await todayOf(db, actor.workshopId, actor.now));
  return reportOf(db, actor.workshopId, named, await readTillDay(db, actor.workshopId, named));
}

/** Gives the day's opening float, once, while the day is not closed. */
export async function openTill(db: Db, actor: TillActor, input: { day: string | null; floatCents: number }): Promise<TTillDay> {
  return db.transaction(async (tx) => {
    const day = await namedDay(tx, actor, input.day, 'tomorrow');
    const row = await lockTillDay(tx, actor.workshopId, day, 'update');
    refuseClosed(row);
    if (row.openedAt !== null) throw new FunctionError('aborted', "This day's till is already open.", { reason: 'till-open' });
    await openTillDay(tx, actor.workshopId, day, { floatCents: input.floatCents, userId: actor.userId, now: actor.now });
    return reportOf(tx, actor.workshopId, day, await readTillDay(tx, actor.workshopId, day));
  });
}

/** Puts cash in the drawer or takes it out, with the reason, on a day not closed. */
export async function moveTill(
  db: Db,
  actor: TillActor,
  input: { day: string | null; direction: 'in' | 'out'; amountCents: number; reason: string },
): Promise<TTillDay> {
  return db.transaction(async (tx) => {
    const day = await namedDay(tx, actor, input.day, 'tomorrow');
    const row = await lockTillDay(tx, actor.workshopId, day, 'share');
    refuseClosed(row);
    const { direction, amountCents, reason } = input;
    await insertTillMove(tx, actor.workshopId, {
      id: randomUUID(),
      day,
      direction,
      amountCents,
      reason,
      recordedAt: actor.now,
      userId: actor.userId,
    });
    return reportOf(tx, actor.workshopId, day, row);
  });
}

/**
 * Closes the day with the cash counted: the report counts every document issued up to the day that no earlier
 * report counted, and keeps the expected cash and the difference. Closing a closed day is refused.
 */
export async function closeTill(db: Db, actor: TillActor, input: { day: string | null; countedCents: number }): Promise<TTillDay> {
  return db.transaction(async (tx) => {
    const day = await namedDay(tx, actor, input.day, 'today');
    await lockTillCloses(tx, actor.workshopId);
    const row = await lockTillDay(tx, actor.workshopId, day, 'update');
    refuseClosed(row);
    await countDocuments(tx, actor.workshopId, day);
    const open = await reportOf(tx, actor.workshopId, day, row);
    const cash = tillCashOf(open.cash.floatCents, await tillPaymentsOf(tx, actor.workshopId, day), open.moves, input.countedCents);
    const report: TTillDay = {
      ...open,
      state: 'closed',
      documents: tillDocumentsOf(await countedDocuments(tx, actor.workshopId, day)),
      cash,
      closedAt: actor.now.toISOString(),
      closedBy: { userId: actor.userId, name: await memberName(tx, actor.userId) },
    };
    await closeTillDay(tx, actor.workshopId, report, {
      userId: actor.userId,
      now: actor.now,
      countedCents: input.countedCents,
      expectedCents: cash.expectedCents,
      differenceCents: cash.differenceCents!,
    });
    return report;
  });
}
