// docs/product.md §20.4: the rules of the WhatsApp Cloud API's outbox (`whatsapp_outbox`, decision 051). A message is
// tried again after a failure that may pass (the API busy or down, a limit reached), waiting twice as long each
// time, and given up as failed after OUTBOX_MAX_ATTEMPTS; a refusal that would only repeat fails it at once. The
// webhook's statuses move a message forward only: they arrive out of order.

export const OUTBOX_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Tries before a message is given up: 1 + 1 + 2 + 4 + 8 minutes of waiting, about a quarter of an hour in all. */
export const OUTBOX_MAX_ATTEMPTS = 5;
export const OUTBOX_FIRST_RETRY_MS = 60_000;
export const OUTBOX_RETRY_MAX_MS = 60 * 60_000;
/** A message being sent is out of the others' reach this long: a sender that dies with it lets another try again. */
export const OUTBOX_SEND_LEASE_MS = 5 * 60_000;

/** The wait before the next try after `attempts` failed ones: one minute, then twice as long each time, at most an hour. */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_MAX_MS);
}

/** An HTTP answer worth trying again: too many requests, a timeout, the API's own trouble. A network error is too. */
export function isRetryableStatus(httpStatus: number): boolean {
  return httpStatus === 408 || httpStatus === 429 || httpStatus >= 500;
}

/**
 * The states a message may be in for a webhook status to apply: delivered and read only move forward (read
 * after delivered, never the other way); failed ends a message not yet delivered; one reported delivered or
 * read after a failure did reach the customer (their other device), so it wins.
 */
export function outboxStatusesBefore(next: Exclude<OutboxStatus, 'queued'>): readonly OutboxStatus[] {
  switch (next) {
    case 'sent':
      return ['queued'];
    case 'delivered':
      return ['queued', 'sent', 'failed'];
    case 'read':
      return ['queued', 'sent', 'delivered', 'failed'];
    case 'failed':
      return ['queued', 'sent'];
  }
}
