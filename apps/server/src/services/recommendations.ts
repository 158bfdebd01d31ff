// docs/product.md §31.1: work recommended on a bike and not done. A line leaves a repair for its bike (the customer
// declined it on the repair link, or the staff took it off as recommended, not done), and comes back to a repair of the
// same bike at the catalogue's price today, or is dismissed with a reason. Each write is one transaction.
import {
  FunctionError,
  repairBikeId,
  repairLinesOf,
  type RepairLine,
  type ServiceChoices,
  type TRecommendation,
  type TRecommendationsDismissInput,
  type TRepair,
  type TRepairLinkResponse,
} from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { catalogueItems } from '../data/catalogue.ts';
import { findBike, requireBike } from '../data/customers.ts';
import {
  addRecommendations,
  bikeRecommendationsOf,
  closeLinesPutBack,
  closeRecommendation,
  lockOpenRecommendation,
  memberActor,
  type NewRecommendation,
} from '../data/recommendations.ts';
import { lockRepair, type Writer } from '../data/repairs.ts';
import { saveChanges } from './repair-writes.ts';

/** A bike's recommendations; another workshop's bike is not-found. */
export async function listBikeRecommendations(db: Db, workshopId: string, input: { bikeId: string; all: boolean }) {
  await requireBike(db, workshopId, input.bikeId, { field: 'bikeId' });
  return bikeRecommendationsOf(db, workshopId, input.bikeId, input.all);
}

/** The repair's lines as the choices that keep them (their title and price stay the repair's, §3). */
function choicesOf(lines: readonly RepairLine[]): ServiceChoices {
  const choices: ServiceChoices = { packs: [], maintenances: [], suspensions: [], stockItems: [] };
  for (const line of lines) choices[line.kind].push({ id: line.service.id, quantity: line.service.quantity });
  return choices;
}

/** The line as its bike keeps it. */
function recommendationOfLine(repair: TRepair, bikeId: string, line: RepairLine, reason: NewRecommendation['reason'], note = '') {
  return {
    bikeId,
    fromRepairId: repair.id,
    lineId: line.id,
    kind: line.kind,
    serviceId: line.service.id,
    title: line.service.title,
    priceAtTheTime: line.service.price,
    quantity: line.service.quantity,
    reason,
    note,
  } satisfies NewRecommendation;
}

/** The workshop's bike the repair names, or null (none named, or deleted since). */
async function bikeOfRepair(tx: Executor, workshopId: string, repair: TRepair): Promise<string | null> {
  const bikeId = repairBikeId(repair);
  return bikeId !== null && (await findBike(tx, workshopId, bikeId)) ? bikeId : null;
}

/** repairsRecommendLine: the line off the repair, kept on its bike as recommended, not done. */
export async function recommendLine(
  db: Db,
  writer: Writer,
  userId: string,
  input: { id: string; lineId: string; note: string; expectedLastUpdate?: string },
): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
    const lines = repairLinesOf(current);
    const line = lines.find((candidate) => candidate.id === input.lineId);
    if (!line)
      throw new FunctionError('not-found', 'This line is not on the repair.', { fields: [{ field: 'lineId', message: 'Unknown line.' }] });
    const bikeId = await bikeOfRepair(tx, writer.workshopId, current);
    if (bikeId === null)
      throw new FunctionError('failed-precondition', 'This repair names no bike to keep the recommendation on.', { reason: 'no-bike' });
    const services = choicesOf(lines.filter((other) => other !== line));
    const saved = await saveChanges(tx, writer, {
      id: input.id,
      expectedLastUpdate: input.expectedLastUpdate ?? current.lastUpdate,
      changes: { services },
    });
    await addRecommendations(
      tx,
      writer.workshopId,
      [recommendationOfLine(current, bikeId, line, 'notDone', input.note)],
      await memberActor(tx, userId),
      writer.now,
    );
    return saved;
  });
}

/** recommendationsAdd: the item on a repair of the same bike at today's price, and the recommendation added. */
export async function addRecommendationToRepair(
  db: Db,
  writer: Writer,
  userId: string,
  input: { id: string; repairId: string; expectedLastUpdate?: string },
): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const recommendation = await lockOpenRecommendation(tx, writer.workshopId, input.id);
    const current = await lockRepair(tx, writer.workshopId, input.repairId, writer.now);
    if (repairBikeId(current) !== recommendation.bikeId)
      throw new FunctionError('failed-precondition', 'This repair is of another bike.', { reason: 'other-bike' });
    const item = (await catalogueItems(tx, writer.workshopId, recommendation.kind, [recommendation.serviceId])).get(
      recommendation.serviceId,
    );
    if (!item || item.archived)
      throw new FunctionError('failed-precondition', 'The catalogue no longer offers this service.', { reason: 'service-gone' });
    const services = choicesOf(repairLinesOf(current));
    const same = services[recommendation.kind].find((choice) => choice.id === recommendation.serviceId);
    // Already on the repair: one more of it, at the price the repair has for it (§3).
    if (same) same.quantity = Math.min(999, (same.quantity ?? 1) + recommendation.quantity);
    else services[recommendation.kind].push({ id: recommendation.serviceId, quantity: recommendation.quantity });
    const saved = await saveChanges(tx, writer, {
      id: input.repairId,
      expectedLastUpdate: input.expectedLastUpdate ?? current.lastUpdate,
      changes: { services },
    });
    await closeRecommendation(
      tx,
      writer.workshopId,
      recommendation.id,
      { state: 'added', repairId: saved.id },
      await memberActor(tx, userId),
      writer.now,
    );
    return saved;
  });
}

/** recommendationsDismiss: closed with the reason given. */
export async function dismissRecommendation(
  db: Db,
  workshopId: string,
  userId: string,
  input: Required<TRecommendationsDismissInput>,
  now: Date,
): Promise<TRecommendation> {
  return db.transaction(async (tx) => {
    await lockOpenRecommendation(tx, workshopId, input.id);
    return closeRecommendation(tx, workshopId, input.id, { state: 'dismissed', reason: input.reason }, await memberActor(tx, userId), now);
  });
}

/**
 * The customer's answer through the repair link (§21.4), in its transaction: each line they declined is kept on the
 * repair's bike (once, however often it is declined), and a line they approve closes the one an earlier answer kept.
 */
export async function recommendAnswer(tx: Executor, workshopId: string, repair: TRepair, response: TRepairLinkResponse, now: Date) {
  const bikeId = await bikeOfRepair(tx, workshopId, repair);
  if (bikeId === null) return;
  const declined = new Set(response.declinedLineIds);
  const lines = repairLinesOf(repair).filter((line) => declined.has(line.id));
  await addRecommendations(
    tx,
    workshopId,
    lines.map((line) => recommendationOfLine(repair, bikeId, line, 'declined')),
    null,
    now,
  );
  await closeLinesPutBack(tx, workshopId, repair.id, response.approvedLineIds, null, now);
}
