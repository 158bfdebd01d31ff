// docs/product.md §14.1: when time alone next changes the alerts the rules raise. Each rule raises its alert once
// a threshold has passed (7 days after the finish, a year after the last service, the due date, 60 days after a
// recommendation) and keeps it
// raised after, so the alerts worked out at `now` hold until the earliest threshold still ahead: a server may
// keep them until then (docs/decisions/069). The thresholds are read from the rules themselves, asked at the
// end of time, so the two cannot disagree.
import {
  bikeServiceOverdue,
  RECOMMENDATIONS_ALERT_AFTER_DAYS,
  recommendationsWaiting,
  repairUncollected,
  suspensionDue,
  UNCOLLECTED_AFTER_DAYS,
  type AlertInputs,
  type AlertRepairFacts,
} from './rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The latest instant a Date holds: every threshold has passed by then. */
const END_OF_TIME = new Date(8_640_000_000_000_000);

/** The first instant after `since` more than a calendar year (UTC) on: where bikeServiceOverdue starts to hold. */
function afterAYear(since: string): number {
  const date = new Date(since);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime() + 1;
}

/**
 * The earliest instant after `now` at which customerAlerts(inputs, ·) answers otherwise than at `now`; Infinity
 * when time alone changes nothing. The same inputs give the same alerts at every instant in [now, that instant).
 */
export function nextAlertChange(inputs: AlertInputs, now: Date): number {
  const at = now.getTime();
  let next = Infinity;
  const consider = (instant: number) => {
    if (instant > at && instant < next) next = instant;
  };
  const byBike = new Map<string, AlertRepairFacts[]>();
  for (const repair of inputs.repairs) {
    const uncollected = repairUncollected(repair, END_OF_TIME);
    if (uncollected) consider(Date.parse(uncollected.since) + UNCOLLECTED_AFTER_DAYS * DAY_MS);
    if (!repair.bikeId) continue;
    const list = byBike.get(repair.bikeId);
    if (list) list.push(repair);
    else byBike.set(repair.bikeId, [repair]);
  }
  for (const bike of inputs.bikes) {
    const overdue = bikeServiceOverdue(bike, byBike.get(bike.id) ?? [], END_OF_TIME);
    if (overdue) consider(afterAYear(overdue.since));
  }
  for (const unit of inputs.suspensions) {
    const due = suspensionDue(unit, END_OF_TIME);
    if (due) consider(Date.parse(due.since));
  }
  for (const bike of inputs.recommendations) {
    const waiting = recommendationsWaiting(bike, END_OF_TIME);
    if (waiting) consider(Date.parse(waiting.since) + RECOMMENDATIONS_ALERT_AFTER_DAYS * DAY_MS);
  }
  return next;
}
