// A repair's writes that reach beyond its own rows (docs/product.md §2 and §4): the fast intake and the
// repair page's save resolve the customer and bike they name (or make new ones), the mechanics and the
// catalogue's chosen services, all in the repair's transaction. The repair's own SQL is data/repairs.ts.
import { randomUUID } from 'node:crypto';
import {
  applyRepairChanges,
  checkInitialPayment,
  checkNotStale,
  FunctionError,
  newRepair,
  repairBikeId,
  repairLinesOf,
  type CatalogueItemsByKind,
  type ServiceChoices,
  type ServiceKind,
  type TBookingContact,
  type TRepair,
  type ZRepairsCreateInputSchema,
  type ZRepairsUpdateInputSchema,
} from '@rueda/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.ts';
import { catalogueItems } from '../data/catalogue.ts';
import { withChange, type ClientChange } from '../data/client-changes.ts';
import { keptCustomerOf } from '../data/customer-merges.ts';
import { createBike, createCustomer, findBike, findCustomer } from '../data/customers.ts';
import { unknownMechanics } from '../data/mechanics.ts';
import { closeTakenUp, memberActor } from '../data/recommendations.ts';
import { getRepair, insertRepairRow, lockRepair, repairAsNow, saveRepair, type Writer } from '../data/repairs.ts';

/** The catalogue items of the chosen services (none when no services are chosen). */
async function loadChosenItems(tx: Executor, workshopId: string, choices: ServiceChoices | undefined): Promise<CatalogueItemsByKind> {
  const idsOf = (kind: ServiceKind) => choices?.[kind].map((choice) => choice.id) ?? [];
  return {
    packs: await catalogueItems(tx, workshopId, 'packs', idsOf('packs')),
    maintenances: await catalogueItems(tx, workshopId, 'maintenances', idsOf('maintenances')),
    suspensions: await catalogueItems(tx, workshopId, 'suspensions', idsOf('suspensions')),
    stockItems: await catalogueItems(tx, workshopId, 'stockItems', idsOf('stockItems')),
  };
}

type CreateInput = z.output<typeof ZRepairsCreateInputSchema>;
type CustomerInput = CreateInput['customer'];
type BikeInput = CreateInput['bike'];

/**
 * The repair's customer: an existing one of this workshop, or a new one when a name or phone is given. One merged into
 * another since (an intake queued on a device before the merge, docs/product.md §30.1) is failed-precondition
 * `customer-merged` with the customer kept; one deleted stays not-found.
 */
async function resolveCustomer(tx: Executor, writer: Writer, input: CustomerInput) {
  if (input.id !== null) {
    const customer = await findCustomer(tx, writer.workshopId, input.id);
    if (customer) return customer;
    const keptCustomerId = await keptCustomerOf(tx, writer.workshopId, input.id);
    if (keptCustomerId)
      throw new FunctionError('failed-precondition', 'This customer was merged into another.', {
        reason: 'customer-merged',
        keptCustomerId,
      });
    throw new FunctionError('not-found', 'This customer does not exist.', {
      fields: [{ field: 'customer.id', message: 'Unknown customer.' }],
    });
  }
  if (input.name === '' && input.phone === '') return null;
  const { id: _id, ...fields } = input;
  return createCustomer(tx, writer.workshopId, fields, writer.now);
}

async function resolveBike(tx: Executor, writer: Writer, input: BikeInput, customerId: string | null) {
  if (input.id !== null) {
    const bike = await findBike(tx, writer.workshopId, input.id);
    if (!bike || (customerId !== null && bike.customerId !== customerId)) {
      throw new FunctionError('not-found', 'This bike does not exist.', { fields: [{ field: 'bike.id', message: 'Unknown bike.' }] });
    }
    return bike;
  }
  if (customerId === null || (input.manufacturer === '' && input.model === '')) return null;
  const { id: _id, ...fields } = input;
  return createBike(tx, writer.workshopId, customerId, fields, writer.now);
}

/**
 * The fast intake (docs/product.md §2): the repair, and its new customer and bike if they are new, in one transaction.
 * With a device's `change`, made once; a resend answers the repair it made, as it is now (docs/product.md §30.1).
 */
export async function createRepair(db: Db, writer: Writer, input: CreateInput, change?: ClientChange): Promise<TRepair> {
  checkInitialPayment(input.payment, writer.mayPrice);
  return withChange(db, change, {
    apply: (tx) => insertRepair(tx, writer, input),
    subjectOf: (repair) => repair.id,
    again: async (tx, repairId) => (await getRepair(tx, writer.workshopId, repairId ?? '', writer.now)).repair,
  });
}

/**
 * createRepair's work inside a transaction the caller holds (a booking checks the day's capacity in the same one).
 * An online booking's `bookingContact` is kept with it; its customer and bike are only the ones it names by id,
 * what it typed otherwise being copied and no record made (docs/decisions/058).
 */
export async function insertRepair(
  tx: Executor,
  writer: Writer,
  input: CreateInput,
  bookingContact: TBookingContact | null = null,
): Promise<TRepair> {
  const booked = bookingContact !== null;
  const customer = booked && input.customer.id === null ? null : await resolveCustomer(tx, writer, input.customer);
  const bike = booked && input.bike.id === null ? null : await resolveBike(tx, writer, input.bike, customer?.id ?? null);
  const repair = newRepair(input, {
    ...writer,
    newId: randomUUID,
    customer,
    bike,
    unknownMechanics: await unknownMechanics(tx, writer.workshopId, input.mechanics),
    catalogue: await loadChosenItems(tx, writer.workshopId, input.services),
  });
  await insertRepairRow(tx, writer.workshopId, repair, bookingContact, writer.now);
  if (input.recommendationIds.length > 0) {
    // docs/product.md §31.1: the recommendations the intake took up are added, with the repair.
    const by = writer.userId ? await memberActor(tx, writer.userId) : null;
    const lineKeys = repairLinesOf(repair).map((line) => `${line.kind}:${line.service.id}`);
    await closeTakenUp(
      tx,
      writer.workshopId,
      { id: repair.id, bikeId: repairBikeId(repair), lineKeys },
      input.recommendationIds,
      by,
      writer.now,
    );
  }
  return repair;
}

type UpdateInput = z.output<typeof ZRepairsUpdateInputSchema>;

/**
 * The repair page (docs/product.md §4): saves the fields that changed, refusing a save based on an older version. With a
 * device's `change`, saved once; a resend answers the repair as it is now, before any stale check (docs/product.md §30.1).
 */
export async function updateRepair(db: Db, writer: Writer, input: UpdateInput, change?: ClientChange): Promise<TRepair> {
  return withChange(db, change, {
    apply: (tx) => saveChanges(tx, writer, input),
    subjectOf: (repair) => repair.id,
    again: (tx, subjectId) => repairAsNow(tx, writer, input.id, subjectId),
  });
}

/** updateRepair's save, in the transaction that holds its change's claim (a recommendation added or taken off a repair too, services/recommendations.ts). */
export async function saveChanges(tx: Executor, writer: Writer, input: UpdateInput): Promise<TRepair> {
  const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
  checkNotStale(current, input.expectedLastUpdate);
  const { changes } = input;
  // Only a customer other than the repair's is looked up; otherwise the typed fields are copied.
  const customer =
    changes.customer && changes.customer.id !== null && changes.customer.id !== current.customer.id
      ? await resolveCustomer(tx, writer, changes.customer)
      : null;
  // A bike named by id must be the customer's that the repair has after this save.
  const bike =
    changes.bike && changes.bike.id !== null
      ? await resolveBike(tx, writer, changes.bike, changes.customer?.id ?? current.customer.id)
      : null;
  const next = applyRepairChanges(current, changes, {
    ...writer,
    newId: randomUUID,
    customer,
    bike,
    unknownMechanics: await unknownMechanics(tx, writer.workshopId, changes.mechanics ?? []),
    catalogue: await loadChosenItems(tx, writer.workshopId, changes.services),
  });
  return saveRepair(tx, writer.workshopId, next, writer.now);
}
