// What a repair gives a suspension service record (docs/product.md §13.2): its suspension lines, its bike and its date.
import type { TChosenService, TRepair } from '../repairs/repair.ts';

/** The repair's lines of the catalogue's suspension kind. */
export function repairSuspensionLines(repair: Pick<TRepair, 'form'>): TChosenService[] {
  return repair.form.suspensions;
}

/** The workshop bike the repair names (state.bike.id), or null. */
export function repairBikeId(repair: Pick<TRepair, 'state'>): string | null {
  const bike = repair.state.bike as { id?: unknown } | undefined;
  return typeof bike?.id === 'string' && bike.id !== '' ? bike.id : null;
}

/** When the work was finished: the latest move to `finished`, else the booking's finished date; null if neither. */
export function repairFinishedDate(repair: Pick<TRepair, 'state'>): string | null {
  const finished = repair.state.status.filter((entry) => entry.status === 'finished').map((entry) => entry.date);
  if (finished.length > 0) return finished.reduce((latest, date) => (Date.parse(date) > Date.parse(latest) ? date : latest));
  return repair.state.booking.finishedDate;
}
