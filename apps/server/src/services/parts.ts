// docs/product.md §31.2: parts ordered for repairs. Each write is one transaction: the part, its repair's count of its
// parts (which its board card reads) and, when it arrives, its line on the repair and its stock.
import {
  checkNotStale,
  dayInZone,
  FunctionError,
  invalidField,
  nextLastUpdate,
  partsCountOf,
  repairWithArrivedPart,
  repairWithPartsCount,
  type TPart,
  type TPartsArriveOutput,
  type TRepair,
  type ZPartsCreateInputSchema,
  type ZPartsOrderInputSchema,
  type ZPartsUpdateInputSchema,
} from '@rueda/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { catalogueItems } from '../data/catalogue.ts';
import { deletePart, insertPart, lockPart, partsOfRepair, setPart, type PartActor } from '../data/parts.ts';
import { getRepair, lockRepair, saveRepair, type Writer } from '../data/repairs.ts';
import { receiveStock } from '../data/stock.ts';
import { memberName } from '../data/till.ts';

type CreateInput = z.output<typeof ZPartsCreateInputSchema>;
type UpdateInput = z.output<typeof ZPartsUpdateInputSchema>;
type OrderInput = z.output<typeof ZPartsOrderInputSchema>;

function refused(reason: 'repair-delivered' | 'not-to-order' | 'already-arrived', message: string): FunctionError {
  return new FunctionError('failed-precondition', message, { reason });
}

function needsPricing(): FunctionError {
  return new FunctionError('permission-denied', 'Your role may not change prices or payments.', { reason: 'role' });
}

async function actorOf(tx: Executor, userId: string): Promise<PartActor> {
  return { userId, name: await memberName(tx, userId) };
}

/** The repair with its parts' count as they are now in this transaction, saved when it changed. */
async function recount(tx: Executor, writer: Writer, repair: TRepair): Promise<TRepair> {
  const next = repairWithPartsCount(repair, partsCountOf(await partsOfRepair(tx, writer.workshopId, repair.id)), writer.now);
  return next === repair ? repair : saveRepair(tx, writer.workshopId, next, writer.now);
}

/** The part, once the repair it names is known to be the caller's workshop's (another's: not-found). */
async function lockPartAndRepair(tx: Executor, writer: Writer, id: string) {
  const part = await lockPart(tx, writer.workshopId, id);
  return { part, repair: await lockRepair(tx, writer.workshopId, part.repairId, writer.now) };
}

/** partsCreate: a stock item of the catalogue or a free-text part, for a repair not delivered. */
export async function createPart(db: Db, writer: Writer, userId: string, input: CreateInput): Promise<TPart> {
  if (input.price !== null && !writer.mayPrice) throw needsPricing();
  return db.transaction(async (tx) => {
    const repair = await lockRepair(tx, writer.workshopId, input.repairId, writer.now);
    if (repair.status === 'delivered') throw refused('repair-delivered', 'This repair has been delivered.');
    let title = input.title ?? '';
    if (input.serviceId !== undefined) {
      const item = (await catalogueItems(tx, writer.workshopId, 'stockItems', [input.serviceId])).get(input.serviceId);
      if (!item) throw invalidField('serviceId', 'This stock item is not in the workshop’s catalogue.');
      if (item.archived) throw invalidField('serviceId', 'This stock item is archived.');
      title = item.title;
    }
    const part = await insertPart(
      tx,
      writer.workshopId,
      {
        repairId: repair.id,
        serviceId: input.serviceId ?? null,
        title,
        supplier: input.supplier,
        reference: input.reference,
        quantity: input.quantity,
        cost: input.cost,
        price: input.price,
        note: input.note,
        orderedOn: input.orderedOn,
        expectedOn: input.expectedOn,
      },
      await actorOf(tx, userId),
      writer.now,
    );
    await recount(tx, writer, repair);
    return part;
  });
}

/** partsUpdate: a part not in, changed; its state follows its ordered day (none: still to order). */
export async function updatePart(db: Db, writer: Writer, input: UpdateInput): Promise<TPart> {
  const { changes } = input;
  if (changes.price !== undefined && !writer.mayPrice) throw needsPricing();
  return db.transaction(async (tx) => {
    const part = await lockPart(tx, writer.workshopId, input.id);
    if (part.state === 'arrived') throw refused('already-arrived', 'This part has arrived already.');
    checkNotStale(part, input.expectedLastUpdate, 'part');
    if (part.serviceId !== null && changes.price !== undefined && changes.price !== null)
      throw invalidField('changes.price', 'A stock item is priced by the catalogue.');
    const orderedOn = changes.orderedOn !== undefined ? changes.orderedOn : part.orderedOn;
    const expectedOn = changes.expectedOn !== undefined ? changes.expectedOn : part.expectedOn;
    if (orderedOn !== null && expectedOn !== null && expectedOn < orderedOn)
      throw invalidField('changes.expectedOn', 'The expected day is before the day it was ordered.');
    return setPart(tx, writer.workshopId, part.id, {
      ...changes,
      state: orderedOn === null ? 'toOrder' : 'ordered',
      lastUpdate: new Date(nextLastUpdate(part.lastUpdate, writer.now)),
    });
  });
}

/** partsOrder: parts to order, ordered on a day (today on the workshop's clock unless given). */
export async function orderParts(db: Db, writer: Writer, input: OrderInput): Promise<TPart[]> {
  const orderedOn = input.orderedOn ?? dayInZone(writer.now.getTime(), (await readBookingSettings(db, writer.workshopId)).timeZone);
  return db.transaction(async (tx) => {
    const ordered: TPart[] = [];
    // In one order, so that two lists ordered at once wait for each other rather than deadlock.
    for (const id of [...new Set(input.ids)].sort()) {
      const part = await lockPart(tx, writer.workshopId, id);
      if (part.state !== 'toOrder') throw refused('not-to-order', 'This part is not to order.');
      const expectedOn = input.expectedOn !== undefined ? input.expectedOn : part.expectedOn;
      if (expectedOn !== null && expectedOn < orderedOn)
        throw invalidField('expectedOn', 'The expected day is before the day it was ordered.');
      ordered.push(
        await setPart(tx, writer.workshopId, id, {
          state: 'ordered',
          orderedOn,
          expectedOn,
          lastUpdate: new Date(nextLastUpdate(part.lastUpdate, writer.now)),
        }),
      );
    }
    const byId = new Map(ordered.map((part) => [part.id, part]));
    return [...new Set(input.ids)].map((id) => byId.get(id)!);
  });
}

/**
 * partsArrive: the part in, a stock item's quantity into stock, the part on its repair (unless the repair was
 * delivered meanwhile), and the repair's count; whether all its parts are in now.
 */
export async function arrivePart(db: Db, writer: Writer, userId: string, id: string): Promise<TPartsArriveOutput> {
  return db.transaction(async (tx) => {
    const { part, repair } = await lockPartAndRepair(tx, writer, id);
    if (part.state === 'arrived') throw refused('already-arrived', 'This part has arrived already.');
    const actor = await actorOf(tx, userId);
    const arrived = await setPart(tx, writer.workshopId, part.id, {
      state: 'arrived',
      arrivedAt: writer.now,
      arrivedByUserId: actor.userId,
      arrivedByName: actor.name,
      lastUpdate: new Date(nextLastUpdate(part.lastUpdate, writer.now)),
    });
    let stockItem = null;
    if (part.serviceId !== null) {
      await receiveStock(tx, writer.workshopId, part.serviceId, part.quantity, writer.now);
      const item = (await catalogueItems(tx, writer.workshopId, 'stockItems', [part.serviceId])).get(part.serviceId);
      stockItem = item ? { title: item.title, price: item.price } : null;
    }
    const count = partsCountOf(await partsOfRepair(tx, writer.workshopId, repair.id));
    const delivered = repair.status === 'delivered';
    const next = delivered
      ? repairWithPartsCount(repair, count, writer.now)
      : repairWithArrivedPart(repair, arrived, stockItem, count, writer.now);
    const saved = next === repair ? repair : await saveRepair(tx, writer.workshopId, next, writer.now);
    return { part: arrived, repair: delivered ? null : saved, allIn: count !== undefined && count.waiting === 0 };
  });
}

/** partsDelete: a part not in, taken back; its repair's count follows. */
export async function takeBackPart(db: Db, writer: Writer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { part, repair } = await lockPartAndRepair(tx, writer, id);
    if (part.state === 'arrived') throw refused('already-arrived', 'This part has arrived already.');
    await deletePart(tx, writer.workshopId, part.id);
    await recount(tx, writer, repair);
  });
}

/** The repair named must be the caller's workshop's (another's: not-found). */
export async function requireRepair(db: Executor, workshopId: string, repairId: string, now: Date): Promise<void> {
  await getRepair(db, workshopId, repairId, now);
}
