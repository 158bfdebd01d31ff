// Repair statuses and payments (docs/product.md §4).

/** docs/product.md §4: the statuses, in the order a repair usually moves through them. */
export const REPAIR_STATUSES = [
  'notReviewed',
  'postponed',
  'managing',
  'confirmed',
  'workshopEntrance',
  'inProgress',
  'paused',
  'finished',
  'delivered',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
export const DEFAULT_REPAIR_STATUS: RepairStatus = 'notReviewed';

/** docs/product.md §4: inProgress is also read from in_progress or started. */
const STATUS_ALIASES: ReadonlyMap<string, RepairStatus> = new Map([
  ['in_progress', 'inProgress'],
  ['started', 'inProgress'],
]);

/** The status a stored value means, or undefined when it is none of them. */
export function readRepairStatus(value: unknown): RepairStatus | undefined {
  if (typeof value !== 'string') return undefined;
  if ((REPAIR_STATUSES as readonly string[]).includes(value)) return value as RepairStatus;
  // A Map, so names like 'valueOf' or 'constructor' are no status at all.
  return STATUS_ALIASES.get(value);
}

/** docs/product.md §4: pending (default), paid, partial, warranty, sponsorship. */
export const REPAIR_PAYMENTS = ['pending', 'paid', 'partial', 'warranty', 'sponsorship'] as const;
export type RepairPayment = (typeof REPAIR_PAYMENTS)[number];
export const DEFAULT_REPAIR_PAYMENT: RepairPayment = 'pending';

export function readRepairPayment(value: unknown): RepairPayment {
  return typeof value === 'string' && (REPAIR_PAYMENTS as readonly string[]).includes(value)
    ? (value as RepairPayment)
    : DEFAULT_REPAIR_PAYMENT;
}

/** docs/product.md §4: a repair is notified once its status list includes one of these (raw names included). */
const NOTIFYING_STATUSES = new Set(['confirmed', 'in_progress', 'inProgress', 'started', 'finished', 'delivered']);

export function isNotifiedByStatuses(statuses: readonly { status: string }[]): boolean {
  return statuses.some((entry) => NOTIFYING_STATUSES.has(entry.status));
}
