// The repair's history beyond its status list (docs/product.md §20.5, §21.4). Each event says when, what and who:
// a member (their name kept as it was) or the customer through the repair link. The server stores `data` as one
// of these shapes (apps/server/src/data/repair-events.ts); the repair page shows them with the status changes.
import { z } from 'zod';

/** A WhatsApp message to the customer: opened as a click-to-chat link by a member, or sent through the Cloud API. */
export const ZRepairMessageEventDataSchema = z.object({
  kind: z.literal('message'),
  channel: z.enum(['link', 'cloud']),
  /** `status.<status>` or `alert.<reason>` (templates.ts). */
  templateKey: z.string(),
  language: z.enum(['es', 'pt']),
  /** The number written to, in E.164 form. */
  to: z.string(),
  body: z.string(),
  /** The Cloud API's outbox row, whose state (queued, sent, delivered, read, failed) the history shows. */
  outboxId: z.string().optional(),
});

/** The customer's answer to the estimate through the repair link (docs/product.md §21.4). */
export const ZRepairEstimateResponseEventDataSchema = z.object({
  kind: z.literal('estimateResponse'),
  /** approved: every line; declined: none; partial: the lines in `approvedLineIds`. */
  decision: z.enum(['approved', 'declined', 'partial']),
  approvedLineIds: z.array(z.string()),
  declinedLineIds: z.array(z.string()),
  comment: z.string(),
  /** Cents up to which the workshop may add work without asking again; null: none set. */
  spendingLimitCents: z.number().int().nonnegative().nullable(),
});

/** The repair link made (or made anew) or revoked by a member. */
export const ZRepairLinkEventDataSchema = z.object({
  kind: z.enum(['linkCreated', 'linkRevoked']),
});

/** docs/product.md §22.3: the customer booked the repair on the workshop's booking page, for this day (YYYY-MM-DD). */
export const ZRepairBookedOnlineEventDataSchema = z.object({
  kind: z.literal('bookedOnline'),
  day: z.string(),
});

/** docs/decisions/058: a member linked the online booking's repair to an existing customer (named as they were then). */
export const ZRepairCustomerLinkedEventDataSchema = z.object({
  kind: z.literal('customerLinked'),
  customerId: z.string(),
  customerName: z.string(),
});

/** docs/product.md §3: a member put back in the total a line the customer had declined (its title as it was). */
export const ZRepairLineIncludedEventDataSchema = z.object({
  kind: z.literal('lineIncluded'),
  lineId: z.string(),
  title: z.string(),
});

export const ZRepairEventDataSchema = z.discriminatedUnion('kind', [
  ZRepairMessageEventDataSchema,
  ZRepairEstimateResponseEventDataSchema,
  ZRepairLinkEventDataSchema,
  ZRepairBookedOnlineEventDataSchema,
  ZRepairCustomerLinkedEventDataSchema,
  ZRepairLineIncludedEventDataSchema,
]);
export type TRepairEventData = z.infer<typeof ZRepairEventDataSchema>;
export type RepairEventKind = TRepairEventData['kind'];

export const ZRepairEventSchema = z.object({
  id: z.string(),
  repairId: z.string(),
  at: z.string(),
  /** Who did it: a member's name, or null when the customer did (through the repair link). */
  actor: z.object({ userId: z.string().nullable(), name: z.string() }).nullable(),
  data: ZRepairEventDataSchema,
  /** A Cloud API message's state now (from its outbox row); absent for the rest. */
  delivery: z.enum(['queued', 'sent', 'delivered', 'read', 'failed']).optional(),
});
export type TRepairEvent = z.infer<typeof ZRepairEventSchema>;

export const ZRepairEventsListInputSchema = z.object({ repairId: z.string().min(1).max(100) });
export const ZRepairEventsListOutputSchema = z.object({ events: z.array(ZRepairEventSchema) });
