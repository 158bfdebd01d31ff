// docs/product.md §29.6: the till's days, its moves, and the documents each day report counts. A day's row is made
// by the first thing that counts in it; payments lock it for share and the close for update, so no payment lands in
// a day being closed. A closed day is never changed again (migration 0040's trigger), nor are moves and counted
// documents ever changed or deleted.
import type { TillDocument, TillPayment, TTillDay, TTillMove } from '@rueda/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { salesPayments, salesTillDays, salesTillMoves, user } from '../db/schema.ts';

export type TillDayRow = typeof salesTillDays.$inferSelect;

/** The day's row, or null when nothing counted in it yet. */
export async function readTillDay(db: Executor, workshopId: string, day: string): Promise<TillDayRow | null> {
  const [row] = await db
    .select()
    .from(salesTillDays)
    .where(and(eq(salesTillDays.workshopId, workshopId), eq(salesTillDays.day, day)));
  return row ?? null;
}

/** The day's row, made when missing, locked for the caller's transaction: for share to count in it, for update to change it. */
export async function lockTillDay(tx: Executor, workshopId: string, day: string, mode: 'share' | 'update'): Promise<TillDayRow> {
  await tx.insert(salesTillDays).values({ workshopId, day }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(salesTillDays)
    .where(and(eq(salesTillDays.workshopId, workshopId), eq(salesTillDays.day, day)))
    .for(mode === 'share' ? 'share' : 'update');
  return row!;
}

/** Gives the day's float (its row locked for update, not yet opened nor closed). */
export async function openTillDay(
  tx: Executor,
  workshopId: string,
  day: string,
  opening: { floatCents: number; userId: string; now: Date },
) {
  await tx
    .update(salesTillDays)
    .set({ floatCents: opening.floatCents, openedAt: opening.now, openedBy: opening.userId })
    .where(and(eq(salesTillDays.workshopId, workshopId), eq(salesTillDays.day, day)));
}

/** Closes the day with what was counted and its report as it stands (its row locked for update, not yet closed). */
export async function closeTillDay(
  tx: Executor,
  workshopId: string,
  report: TTillDay,
  closing: { userId: string; now: Date; countedCents: number; expectedCents: number; differenceCents: number },
) {
  await tx
    .update(salesTillDays)
    .set({
      closedAt: closing.now,
      closedBy: closing.userId,
      countedCents: closing.countedCents,
      expectedCents: closing.expectedCents,
      differenceCents: closing.differenceCents,
      report,
    })
    .where(and(eq(salesTillDays.workshopId, workshopId), eq(salesTillDays.day, report.day)));
}

export async function insertTillMove(
  tx: Executor,
  workshopId: string,
  move: Omit<TTillMove, 'recordedBy' | 'recordedAt'> & { day: string; recordedAt: Date; userId: string },
): Promise<void> {
  const { userId, ...values } = move;
  await tx.insert(salesTillMoves).values({ ...values, workshopId, recordedBy: userId });
}

/** The day's moves, oldest first, each with who made it. */
export async function tillMovesOf(db: Executor, workshopId: string, day: string): Promise<TTillMove[]> {
  const rows = await db
    .select({
      id: salesTillMoves.id,
      direction: salesTillMoves.direction,
      amountCents: salesTillMoves.amountCents,
      reason: salesTillMoves.reason,
      recordedAt: salesTillMoves.recordedAt,
      userId: salesTillMoves.recordedBy,
      name: sql<string>`coalesce(${user.name}, '')`,
    })
    .from(salesTillMoves)
    .leftJoin(user, eq(user.id, salesTillMoves.recordedBy))
    .where(and(eq(salesTillMoves.workshopId, workshopId), eq(salesTillMoves.day, day)))
    .orderBy(asc(salesTillMoves.recordedAt), asc(salesTillMoves.id));
  return rows.map(({ userId, name, ...move }) => ({
    ...move,
    direction: move.direction as TTillMove['direction'],
    recordedAt: move.recordedAt.toISOString(),
    recordedBy: { userId, name },
  }));
}

/** The day's ledger entries, as the report counts them. */
export async function tillPaymentsOf(db: Executor, workshopId: string, day: string): Promise<TillPayment[]> {
  const rows = await db
    .select({
      kind: salesPayments.kind,
      method: salesPayments.method,
      amountCents: salesPayments.amountCents,
      tenderedCents: salesPayments.tenderedCents,
      changeCents: salesPayments.changeCents,
    })
    .from(salesPayments)
    .where(and(eq(salesPayments.workshopId, workshopId), eq(salesPayments.tillDay, day)));
  return rows as TillPayment[];
}

const DOCUMENT_COLUMNS = sql`d.kind, d.series_code as "seriesCode", d.year, d.number, d.number_text as "numberText",
  d.total_cents as "totalCents", d.breakdown`;

type DocumentRow = Omit<TillDocument, 'number' | 'totalCents'> & { number: string | number; totalCents: string | number };

const tillDocumentOf = (row: DocumentRow): TillDocument => ({ ...row, number: Number(row.number), totalCents: Number(row.totalCents) });

/** The documents a closed day's report counted. */
export async function countedDocuments(db: Executor, workshopId: string, day: string): Promise<TillDocument[]> {
  const result = await db.execute<DocumentRow>(sql`
    select ${DOCUMENT_COLUMNS} from sales_till_documents c
    join sales_documents d on d.workshop_id = c.workshop_id and d.id = c.document_id
    where c.workshop_id = ${workshopId} and c.day = ${day}`);
  return result.rows.map(tillDocumentOf);
}

/** The documents issued up to `day` that no closed day counted yet: what its report will count. */
export async function uncountedDocuments(db: Executor, workshopId: string, day: string): Promise<TillDocument[]> {
  const result = await db.execute<DocumentRow>(sql`
    select ${DOCUMENT_COLUMNS} from sales_documents d
    where d.workshop_id = ${workshopId} and d.issue_day <= ${day}
      and not exists (select 1 from sales_till_documents c where c.workshop_id = d.workshop_id and c.document_id = d.id)`);
  return result.rows.map(tillDocumentOf);
}

/** Counts the uncounted documents issued up to `day` in its report (inside the close's transaction). */
export async function countDocuments(tx: Executor, workshopId: string, day: string): Promise<void> {
  await tx.execute(sql`
    insert into sales_till_documents (workshop_id, document_id, day)
    select d.workshop_id, d.id, ${day} from sales_documents d
    where d.workshop_id = ${workshopId} and d.issue_day <= ${day}
      and not exists (select 1 from sales_till_documents c where c.workshop_id = d.workshop_id and c.document_id = d.id)`);
}

/** Serialises the closes of one workshop's days, so each document is counted by one of them. */
export async function lockTillCloses(tx: Executor, workshopId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sales-till-close:${workshopId}`}, 0))`);
}

/** A member's name as the report shows it ('' for an account since deleted). */
export async function memberName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name ?? '';
}
