// The fast intake (docs/product.md §2): a new repair from what staff typed and what the data layer found or created.
import type { z } from 'zod';
import { withDerivedFields } from './changes.ts';
import { controlSheetsFor } from './control-sheets.ts';
import { convertRepair } from './convert-repair.ts';
import type { ZRepairsCreateInputSchema } from './functions.ts';
import { priceServices } from './pricing.ts';
import { repairBikeOf, repairCustomerOf } from './repair-copies.ts';
import { checkMechanicsKnown, type RepairWriteContext } from './repair-write.ts';
import { REPAIR_VERSION, type TRepair } from './repair.ts';

export type RepairsCreateData = z.output<typeof ZRepairsCreateInputSchema>;

/**
 * The new repair, version 4: copies of its customer and bike (docs/product.md §3 defaults for a bike it
 * does not know), its priced services and their control sheets, one status entry, no position.
 * Mechanics that are not the workshop's and prices the writer may not set are refused.
 */
export function newRepair(input: RepairsCreateData, write: RepairWriteContext): TRepair {
  checkMechanicsKnown(input.mechanics, write.unknownMechanics);
  const services = priceServices(input.services, write.catalogue, null, write.mayPrice);
  const { customer, bike } = write;
  const now = write.now.toISOString();
  const id = write.newId();
  const copy = repairCustomerOf(customer ?? { ...input.customer, id: null });
  const draft = {
    id,
    version: REPAIR_VERSION,
    priority: input.priority,
    orderPosition: null,
    status: input.status,
    payment: input.payment,
    customer: copy.customer,
    form: {
      phone: copy.phone,
      fullName: copy.fullName,
      services: { packs: services.packs, maintenances: services.maintenances, stockItems: services.stockItems },
      suspensions: services.suspensions,
      additionalData: input.additionalData,
    },
    bike: {
      ...repairBikeOf(bike ?? input.bike, null),
      owner_uid: customer?.id ?? null,
      syncedServicePoint: write.workshopId,
    },
    mechanics: input.mechanics,
    entryDate: input.entryDate,
    deliveryDate: input.deliveryDate,
    totalPrice: 0,
    hours: null,
    created: now,
    lastUpdate: now,
    notified: false,
    technicalNotes: input.technicalNotes,
    state: {
      booking: input.booking,
      status: [{ status: input.status, date: now, observations: '' }],
      created: now,
      lastUpdate: now,
      ...(bike ? { bike: { id: bike.id } } : {}),
      repairRequestVersion: REPAIR_VERSION,
      orderPosition: null,
      priority: input.priority,
      controlSheets: controlSheetsFor(services, write.catalogue, [], write.newId),
      serviceTotals: { total: 0 },
    },
  };
  return withDerivedFields(convertRepair(draft, { now: write.now, id }));
}
