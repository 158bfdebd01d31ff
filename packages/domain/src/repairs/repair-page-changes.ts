// The repair page (docs/product.md §4): the fields that changed, applied to the repair the data layer locked.
import type { z } from 'zod';
import { nextLastUpdate, withDerivedFields } from './changes.ts';
import { controlSheetsFor, withChecklistUpdates } from './control-sheets.ts';
import type { ZRepairsUpdateInputSchema } from './functions.ts';
import { priceServices } from './pricing.ts';
import { repairBikeOf, repairCustomerOf } from './repair-copies.ts';
import { checkMechanicsKnown, type RepairWriteContext } from './repair-write.ts';
import type { TRepair } from './repair.ts';

export type RepairChanges = z.output<typeof ZRepairsUpdateInputSchema>['changes'];

/**
 * The repair after the page's changes: the customer and bike copies (from the workshop's customer
 * and bike the data layer found, else from what was typed), repriced services and their control
 * sheets, checks, mechanics, priority, notes, dates, booking and additional data; then its derived
 * fields and a lastUpdate after the current one. Fields the page did not send stay as they are.
 */
export function applyRepairChanges(current: TRepair, changes: RepairChanges, write: RepairWriteContext): TRepair {
  const next: TRepair = { ...current };

  if (changes.customer) {
    const copy = repairCustomerOf(write.customer ?? { ...changes.customer, id: changes.customer.id ?? current.customer.id });
    next.customer = copy.customer;
    next.form = { ...next.form, phone: copy.phone, fullName: copy.fullName };
  }
  if (changes.bike) {
    next.bike = { ...next.bike, ...repairBikeOf(write.bike ?? changes.bike, next.bike.year) };
    if (write.bike) next.state = { ...next.state, bike: { id: write.bike.id } };
  }
  if (changes.services) {
    const services = priceServices(changes.services, write.catalogue, current, write.mayPrice);
    next.form = {
      ...next.form,
      services: { packs: services.packs, maintenances: services.maintenances, stockItems: services.stockItems },
      suspensions: services.suspensions,
    };
    next.state = { ...next.state, controlSheets: controlSheetsFor(services, write.catalogue, next.state.controlSheets, write.newId) };
  }
  if (changes.controlSheets)
    next.state = { ...next.state, controlSheets: withChecklistUpdates(next.state.controlSheets, changes.controlSheets) };
  if (changes.mechanics) {
    checkMechanicsKnown(changes.mechanics, write.unknownMechanics);
    next.mechanics = changes.mechanics;
  }
  if (changes.priority !== undefined) next.priority = changes.priority;
  if (changes.technicalNotes !== undefined) next.technicalNotes = changes.technicalNotes;
  if (changes.entryDate !== undefined) next.entryDate = changes.entryDate;
  if (changes.deliveryDate !== undefined) next.deliveryDate = changes.deliveryDate;
  if (changes.booking) next.state = { ...next.state, booking: changes.booking };
  if (changes.additionalData) next.form = { ...next.form, additionalData: changes.additionalData };

  return withDerivedFields({ ...next, lastUpdate: nextLastUpdate(current.lastUpdate, write.now) });
}
