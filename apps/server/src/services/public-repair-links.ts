// docs/product.md §21.1 and §21.5: the repair link as its anonymous caller reaches it (decision 052). A token is looked
// up by its SHA-256 in one query that also requires the link live (not revoked, the repair not delivered more
// than 30 days ago): a malformed, unknown, revoked, expired or other repair's token all take that same path
// and meet the same not-found, with nothing said about why.
import {
  DEFAULT_TIME_ZONE,
  decideEstimateResponse,
  estimateLinesOf,
  FunctionError,
  publicRepairOf,
  REPAIR_LINK_DAYS_AFTER_DELIVERY,
  repairBikeId,
  ZBookingContactSchema,
  withCustomerAnswer,
  ZRepairLinkResponseSchema,
  type TPublicRepair,
  type TPublicRepairRespondInput,
  type TRecommendation,
  type TRepair,
} from '@rueda/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { repairLinks, repairs, workshops } from '../db/schema.ts';
import { notifyAppointment } from '../data/notifications.ts';
import { bikeRecommendationsOf } from '../data/recommendations.ts';
import { addRepairEvent } from '../data/repair-events.ts';
import { hashRepairLinkToken } from '../data/repair-links.ts';
import { readRow, saveRepair } from '../data/repairs.ts';
import { publicRepairMoney } from './public-repair-money.ts';
import { recommendAnswer } from './recommendations.ts';

const DAY_MS = 86_400_000;

/** The one answer to every link, document or handle the caller may not reach. */
export function notFound(): FunctionError {
  return new FunctionError('not-found', 'This link does not exist or no longer works.');
}

/** The live link of `token` with its repair and workshop, locked for the answer when `forUpdate`. */
export async function liveLinkOf(tx: Executor, token: string, now: Date, options: { forUpdate?: boolean } = {}) {
  const deliveredAfter = new Date(now.getTime() - REPAIR_LINK_DAYS_AFTER_DELIVERY * DAY_MS);
  const query = tx
    .select({
      workshopId: repairLinks.workshopId,
      linkId: repairLinks.id,
      response: repairLinks.response,
      repair: { id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion },
      bookingContact: repairs.bookingContact,
      workshop: {
        name: workshops.name,
        phone: workshops.phone,
        address: workshops.address,
        currencyCode: workshops.currencyName,
        currencySymbol: workshops.currencySymbol,
        // The calendar's zone (its booking settings; the default without them): the page's dates are on its clock.
        timeZone: sql<string>`coalesce(${workshops.bookingSettings} ->> 'timeZone', ${DEFAULT_TIME_ZONE})`,
      },
    })
    .from(repairLinks)
    .innerJoin(repairs, and(eq(repairs.workshopId, repairLinks.workshopId), eq(repairs.id, repairLinks.repairId)))
    .innerJoin(workshops, eq(workshops.id, repairLinks.workshopId))
    .where(
      and(
        eq(repairLinks.tokenHash, hashRepairLinkToken(token)),
        isNull(repairLinks.revokedAt),
        or(isNull(repairs.deliveryDate), gt(repairs.deliveryDate, deliveredAfter)),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: repairLinks }) : await query;
  if (!row) throw notFound();
  return row;
}

/** What the link shows its customer. */
export async function readPublicRepair(db: Executor, token: string, now: Date): Promise<TPublicRepair> {
  const row = await liveLinkOf(db, token, now);
  const response = row.response === null ? null : ZRepairLinkResponseSchema.parse(row.response);
  const repair = readRow(row.repair, now);
  const recommendations = await otherVisitsRecommendations(db, row.workshopId, repair);
  const money = await publicRepairMoney(db, { workshopId: row.workshopId, repairId: row.repair.id, token }, now);
  return { ...publicRepairOf(repair, row.workshop, response, bookedNameOf(row.bookingContact), recommendations), money };
}

/**
 * docs/product.md §31.1: the open recommendations of the repair's bike that came from its other repairs, to offer at
 * its next visit; none for a repair that names no bike. publicRepairOf picks what the customer sees of them.
 */
async function otherVisitsRecommendations(db: Executor, workshopId: string, repair: TRepair): Promise<TRecommendation[]> {
  const bikeId = repairBikeId(repair);
  if (bikeId === null) return [];
  const open = await bikeRecommendationsOf(db, workshopId, bikeId, false);
  return open.filter((recommendation) => recommendation.fromRepairId !== repair.id);
}

/** An online booking's link shows the name it typed, whatever customer the staff linked it to (docs/decisions/058). */
function bookedNameOf(bookingContact: unknown): string | null {
  return bookingContact === null ? null : ZBookingContactSchema.parse(bookingContact).name;
}

/**
 * The customer's one answer to the estimate: kept with the link, the lines they declined marked on the repair (out
 * of its total, docs/product.md §3) and kept on its bike as recommendations (§31.1), recorded in the repair's history (the customer as the actor) and raised as an
 * appointment for the workshop, so the staff see it at once (decision 052), in one transaction. Answers the workshop whose repair it is too,
 * for its cached lists.
 */
export async function answerPublicRepair(
  db: Db,
  input: TPublicRepairRespondInput,
  now: Date,
): Promise<{ repair: TPublicRepair; workshopId: string }> {
  const kept = await db.transaction(async (tx) => {
    const row = await liveLinkOf(tx, input.token, now, { forUpdate: true });
    if (row.response !== null)
      throw new FunctionError('failed-precondition', 'The estimate was already answered through this link.', {
        reason: 'already-answered',
      });
    const current = readRow(row.repair, now);
    const response = decideEstimateResponse(estimateLinesOf(current), input, now);
    const answered = withCustomerAnswer(current, response, now);
    const repair = answered ? await saveRepair(tx, row.workshopId, answered, now) : current;
    // docs/product.md §31.1: the lines declined are kept on the bike, to offer at its next visit.
    await recommendAnswer(tx, row.workshopId, current, response, now);
    await tx
      .update(repairLinks)
      .set({ response, answeredAt: now })
      .where(and(eq(repairLinks.workshopId, row.workshopId), eq(repairLinks.id, row.linkId)));
    await addRepairEvent(tx, {
      workshopId: row.workshopId,
      repairId: repair.id,
      at: now,
      actor: null,
      data: {
        kind: 'estimateResponse',
        decision: response.decision,
        approvedLineIds: response.approvedLineIds,
        declinedLineIds: response.declinedLineIds,
        comment: response.comment,
        spendingLimitCents: response.spendingLimitCents,
      },
    });
    await notifyAppointment(tx, row.workshopId, repair.id, now);
    const recommendations = await otherVisitsRecommendations(tx, row.workshopId, repair);
    return {
      repair: publicRepairOf(repair, row.workshop, response, bookedNameOf(row.bookingContact), recommendations),
      workshopId: row.workshopId,
      repairId: repair.id,
    };
  });
  // The money is the ledger's, which the answer does not touch: read once the answer is kept.
  const money = await publicRepairMoney(db, { workshopId: kept.workshopId, repairId: kept.repairId, token: input.token }, now);
  return { repair: { ...kept.repair, money }, workshopId: kept.workshopId };
}
