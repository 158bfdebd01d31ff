// What every part of the local provider shares: its database, the server's clock, where its pages
// live, the ids it makes, and the event it sends when a customer changed (as Stripe sends a webhook).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';

export interface LocalPayContext {
  db: Db;
  clock: () => Date;
  publicUrl: string;
  /** Tells Rueda's billing that a customer changed; awaited, so a caller sees the mirror already synced. */
  customerChanged(customerId: string): Promise<void>;
}

/** Checkout and portal sessions expire after a day (decision 014: the session id is the page's credential). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A Stripe-like id: a prefix and enough randomness to serve as a credential ("cs_…", "pi_…"). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** A billing period's end: the same day of the next month (or year), the month's last day when it has fewer days. */
export function periodEndOf(start: Date, interval: string): Date {
  const months = interval === 'year' ? 12 : 1;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Refused by the local provider: an unknown or closed session, a card it cannot use. */
export class LocalPayError extends Error {
  constructor(
    readonly reason: 'not-found' | 'expired' | 'closed' | 'invalid' | 'ended',
    message: string,
  ) {
    super(message);
    this.name = 'LocalPayError';
  }
}
