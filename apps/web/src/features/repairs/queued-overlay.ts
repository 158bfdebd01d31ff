// docs/product.md §30.3: what the screens show of the changes made on the device and not yet applied by the server: a
// repair moved offline sits in its new column, its page shows the new status, the ticks and the notes. Drawn on top of
// what the server last answered, with the domain's own rules; the repair's lastUpdate stays the server's, which is
// what the queued changes are checked against when they are sent.
import { withChecklistUpdates, withDerivedFields, withStatus, type TRepair, type TRepairsGetOutput } from '@rueda/domain';
import type { QueuedChange } from '@/lib/outbox/queued-change';

/** The changes of a repair's page the device applies by itself; the others (customer, bike, services) need the server. */
export const OFFLINE_REPAIR_FIELDS = [
  'controlSheets',
  'mechanics',
  'priority',
  'technicalNotes',
  'entryDate',
  'deliveryDate',
  'booking',
  'additionalData',
] as const;

/** Whether a repair page's changes can be kept on the device: none needs the server to be worked out. */
export function isAppliedOnDevice(changes: object): boolean {
  return Object.keys(changes).every((field) => (OFFLINE_REPAIR_FIELDS as readonly string[]).includes(field));
}

/** The repair with one queued change of its own applied. */
export function withQueuedChange(repair: TRepair, change: QueuedChange): TRepair {
  const { call } = change;
  if (call.fn === 'repairsUpdateStatus' && call.input.id === repair.id) {
    const date = call.input.date ?? new Date(change.madeAt).toISOString();
    const next = withStatus(
      repair,
      { status: call.input.status, date, observations: call.input.observations ?? '' },
      new Date(change.madeAt),
    );
    return { ...next, lastUpdate: repair.lastUpdate };
  }
  if (call.fn === 'repairsUpdate' && call.input.id === repair.id) {
    const { changes } = call.input;
    const next: TRepair = { ...repair };
    if (changes.controlSheets)
      next.state = { ...next.state, controlSheets: withChecklistUpdates(next.state.controlSheets, changes.controlSheets) };
    if (changes.mechanics) next.mechanics = changes.mechanics;
    if (changes.priority !== undefined) next.priority = changes.priority;
    if (changes.technicalNotes !== undefined) next.technicalNotes = changes.technicalNotes;
    if (changes.entryDate !== undefined) next.entryDate = changes.entryDate;
    if (changes.deliveryDate !== undefined) next.deliveryDate = changes.deliveryDate;
    if (changes.booking) next.state = { ...next.state, booking: { ...next.state.booking, ...changes.booking } };
    if (changes.additionalData) next.form = { ...next.form, additionalData: changes.additionalData };
    return { ...withDerivedFields(next), lastUpdate: repair.lastUpdate };
  }
  return repair;
}

/** A repair's page with the device's changes to it on top, in the order they were made. */
export function overlayRepair(output: TRepairsGetOutput, pending: readonly QueuedChange[]): TRepairsGetOutput {
  const own = pending.filter((change) => change.repairId === output.repair.id);
  if (own.length === 0) return output;
  let repair = output.repair;
  for (const change of own) {
    try {
      repair = withQueuedChange(repair, change);
    } catch {
      // A change the repair no longer takes (its control sheet went): the server will say so when it is sent.
    }
  }
  return { ...output, repair };
}
