// How a change to a repair carries through its derived fields (docs/product.md §3, §4), so that what the
// server writes reads back the same through the converter.
import { daysBetween } from './convert-repair.ts';
import { chargeableTotalOf } from './declined-lines.ts';
import { ZRepairSchema, type TRepair } from './repair.ts';
import { isNotifiedByStatuses, type RepairStatus } from './status.ts';

/** A repair's lastUpdate after a change at `now`: never equal to or before the previous one. */
export function nextLastUpdate(previous: string, now: Date): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

/**
 * Recomputes what follows from the rest: the status (last entry of the list), the total (every
 * chosen item the customer did not decline, price × quantity: declined-lines.ts), hours, notified, and the
 * state's copies. Validates the result.
 */
export function withDerivedFields(repair: TRepair): TRepair {
  const { packs, maintenances, stockItems } = repair.form.services;
  const total = chargeableTotalOf([...packs, ...maintenances, ...stockItems, ...repair.form.suspensions]);
  const status = repair.state.status[repair.state.status.length - 1]?.status ?? repair.status;
  return ZRepairSchema.parse({
    ...repair,
    status,
    totalPrice: total,
    hours: daysBetween(repair.entryDate, repair.deliveryDate),
    // docs/product.md §4: notified once the status list includes confirmed, in progress, finished or delivered.
    notified: repair.notified || isNotifiedByStatuses(repair.state.status),
    state: {
      ...repair.state,
      created: repair.created,
      lastUpdate: repair.lastUpdate,
      orderPosition: repair.orderPosition,
      priority: repair.priority,
      serviceTotals: { total },
    },
  });
}

/**
 * A new status entry (docs/product.md §4: the status is the list's last entry). Entering the workshop sets
 * the entry date; finishing or delivering sets the delivery date (delivery wins over finished), as
 * the converter derives them (docs/product.md §3).
 */
export function withStatus(repair: TRepair, change: { status: RepairStatus; date: string; observations: string }, now: Date): TRepair {
  const entry = { status: change.status, date: change.date, observations: change.observations };
  const entryDate = change.status === 'workshopEntrance' ? change.date : repair.entryDate;
  const deliveredBefore = repair.state.status.some((item) => item.status === 'delivered');
  const deliveryDate =
    change.status === 'delivered' || (change.status === 'finished' && !deliveredBefore) ? change.date : repair.deliveryDate;
  const lastUpdate = nextLastUpdate(repair.lastUpdate, now);
  return withDerivedFields({
    ...repair,
    entryDate,
    deliveryDate,
    lastUpdate,
    state: { ...repair.state, status: [...repair.state.status, entry] },
  });
}
