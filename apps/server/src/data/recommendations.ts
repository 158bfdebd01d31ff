// docs/product.md §31.1: the SQL of a bike's recommendations — work recommended and not done. They are added while a
// repair's line leaves it (declined, or taken off by the staff), read by bike, and closed once (added to a repair or
// dismissed); nothing here deletes one.
import { randomUUID } from 'node:crypto';
import { FunctionError, type OpenRecommendations, type RecommendationReason, type ServiceKind, type TRecommendation } from '@rueda/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bikeRecommendations, bikes } from '../db/schema.ts';
import { memberName } from './till.ts';

type Row = typeof bikeRecommendations.$inferSelect;

/** Who did it: a member (with their name then), or nobody for the customer's own answer. */
export type RecommendationActor = { userId: string; name: string } | null;

/** The member as a recommendation records them: their id and their name now (the bike's history keeps it as it was). */
export async function memberActor(db: Executor, userId: string): Promise<RecommendationActor> {
  return { userId, name: await memberName(db, userId) };
}

function recommendationOf(row: Row): TRecommendation {
  const actor = (userId: string | null, name: string | null) => (userId === null ? null : { userId, name: name ?? '' });
  return {
    id: row.id,
    bikeId: row.bikeId,
    fromRepairId: row.fromRepairId,
    lineId: row.lineId,
    kind: row.kind as ServiceKind,
    serviceId: row.serviceId,
    title: row.title,
    priceAtTheTime: row.priceAtTheTime,
    quantity: row.quantity,
    reason: row.reason as RecommendationReason,
    note: row.note,
    created: row.created.toISOString(),
    createdBy: actor(row.createdByUserId, row.createdByName),
    state: row.state as TRecommendation['state'],
    addedToRepairId: row.addedToRepairId,
    dismissedReason: row.dismissedReason,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: actor(row.closedByUserId, row.closedByName),
  };
}

/** A line leaving a repair, to keep on its bike. */
export interface NewRecommendation {
  bikeId: string;
  fromRepairId: string;
  lineId: string;
  kind: ServiceKind;
  serviceId: string;
  title: string;
  priceAtTheTime: number;
  quantity: number;
  reason: RecommendationReason;
  note: string;
}

/** Keeps the lines on their bike; a line of the repair already open is kept once (the partial unique index). */
export async function addRecommendations(
  tx: Executor,
  workshopId: string,
  lines: readonly NewRecommendation[],
  by: RecommendationActor,
  now: Date,
): Promise<TRecommendation[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .insert(bikeRecommendations)
    .values(
      lines.map((line) => ({
        ...line,
        workshopId,
        id: randomUUID(),
        created: now,
        createdByUserId: by?.userId ?? null,
        createdByName: by?.name ?? null,
        state: 'open',
      })),
    )
    .onConflictDoNothing({
      target: [bikeRecommendations.workshopId, bikeRecommendations.fromRepairId, bikeRecommendations.lineId],
      where: sql`${bikeRecommendations.state} = 'open'`,
    })
    .returning();
  return rows.map(recommendationOf);
}

/** The bike's recommendations: the open ones newest first, or every one (open first) with `all`. */
export async function bikeRecommendationsOf(db: Executor, workshopId: string, bikeId: string, all: boolean): Promise<TRecommendation[]> {
  const rows = await db
    .select()
    .from(bikeRecommendations)
    .where(
      and(
        eq(bikeRecommendations.workshopId, workshopId),
        eq(bikeRecommendations.bikeId, bikeId),
        all ? undefined : eq(bikeRecommendations.state, 'open'),
      ),
    )
    .orderBy(sql`${bikeRecommendations.state} = 'open' desc`, desc(bikeRecommendations.created), bikeRecommendations.id);
  return rows.map(recommendationOf);
}

/** The workshop's open recommendation, locked; not-found for another workshop's or an unknown id, 'not-open' once closed. */
export async function lockOpenRecommendation(tx: Executor, workshopId: string, id: string): Promise<TRecommendation> {
  const [row] = await tx
    .select()
    .from(bikeRecommendations)
    .where(and(eq(bikeRecommendations.workshopId, workshopId), eq(bikeRecommendations.id, id)))
    .for('update');
  if (!row) throw new FunctionError('not-found', 'This recommendation does not exist.');
  if (row.state !== 'open')
    throw new FunctionError('failed-precondition', 'This recommendation was already added or dismissed.', { reason: 'not-open' });
  return recommendationOf(row);
}

/** How a recommendation is closed: added to a repair, or dismissed with a reason. */
export type Closing = { state: 'added'; repairId: string } | { state: 'dismissed'; reason: string };

const closingColumns = (closing: Closing, by: RecommendationActor, now: Date) => ({
  state: closing.state,
  addedToRepairId: closing.state === 'added' ? closing.repairId : null,
  dismissedReason: closing.state === 'dismissed' ? closing.reason : null,
  closedAt: now,
  closedByUserId: by?.userId ?? null,
  closedByName: by?.name ?? null,
});

/** Closes one open recommendation (lockOpenRecommendation's). */
export async function closeRecommendation(
  tx: Executor,
  workshopId: string,
  id: string,
  closing: Closing,
  by: RecommendationActor,
  now: Date,
): Promise<TRecommendation> {
  const [row] = await tx
    .update(bikeRecommendations)
    .set(closingColumns(closing, by, now))
    .where(and(eq(bikeRecommendations.workshopId, workshopId), eq(bikeRecommendations.id, id)))
    .returning();
  return recommendationOf(row!);
}

/** Closes as added back to their repair the open recommendations its lines `lineIds` made (a declined line put back). */
export async function closeLinesPutBack(
  tx: Executor,
  workshopId: string,
  repairId: string,
  lineIds: readonly string[],
  by: RecommendationActor,
  now: Date,
): Promise<void> {
  if (lineIds.length === 0) return;
  await tx
    .update(bikeRecommendations)
    .set(closingColumns({ state: 'added', repairId }, by, now))
    .where(
      and(
        eq(bikeRecommendations.workshopId, workshopId),
        eq(bikeRecommendations.fromRepairId, repairId),
        inArray(bikeRecommendations.lineId, [...lineIds]),
        eq(bikeRecommendations.state, 'open'),
      ),
    );
}

/** The workshop's bikes with open recommendations, their owner today and their oldest one's date (the alert, §31.1). */
export async function openRecommendationsByBike(db: Executor, workshopId: string): Promise<OpenRecommendations[]> {
  const rows = await db
    .select({ bikeId: bikeRecommendations.bikeId, customerId: bikes.customerId, oldest: sql<Date>`min(${bikeRecommendations.created})` })
    .from(bikeRecommendations)
    .innerJoin(bikes, and(eq(bikes.workshopId, bikeRecommendations.workshopId), eq(bikes.id, bikeRecommendations.bikeId)))
    .where(and(eq(bikeRecommendations.workshopId, workshopId), eq(bikeRecommendations.state, 'open')))
    .groupBy(bikeRecommendations.bikeId, bikes.customerId)
    .orderBy(bikeRecommendations.bikeId);
  return rows.map((row) => ({ bikeId: row.bikeId, customerId: row.customerId, oldest: new Date(row.oldest).toISOString() }));
}

/**
 * The intake's recommendations taken up (docs/product.md §31.1): those still open, of the new repair's bike, whose item
 * the repair has, closed as added to it. Others (closed meanwhile, another bike's, an item left out) are left as they are.
 */
export async function closeTakenUp(
  tx: Executor,
  workshopId: string,
  repair: { id: string; bikeId: string | null; lineKeys: readonly string[] },
  ids: readonly string[],
  by: RecommendationActor,
  now: Date,
): Promise<void> {
  if (ids.length === 0 || repair.bikeId === null || repair.lineKeys.length === 0) return;
  await tx
    .update(bikeRecommendations)
    .set(closingColumns({ state: 'added', repairId: repair.id }, by, now))
    .where(
      and(
        eq(bikeRecommendations.workshopId, workshopId),
        inArray(bikeRecommendations.id, [...ids]),
        eq(bikeRecommendations.bikeId, repair.bikeId),
        eq(bikeRecommendations.state, 'open'),
        inArray(sql<string>`${bikeRecommendations.kind} || ':' || ${bikeRecommendations.serviceId}`, [...repair.lineKeys]),
      ),
    );
}
