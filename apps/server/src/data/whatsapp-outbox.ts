// docs/product.md §20.4: the WhatsApp Cloud API's outbox in PostgreSQL (`whatsapp_outbox`, decision 051). A message is
// queued in the transaction that records it in the repair's history; the sender (messaging/outbox-sender.ts)
// claims the due ones across workshops with `for update skip locked`, so instances never send one twice at once,
// and the webhook moves them on by the id the API gave them. The domain's outbox.ts has the rules.
import { randomUUID } from 'node:crypto';
import { outboxStatusesBefore, OUTBOX_SEND_LEASE_MS, type CustomerLanguage, type OutboxStatus, type TemplateKey } from '@rueda/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { whatsappOutbox } from '../db/schema.ts';

/** `params` as stored: the language the template was approved in and its values, in order. */
export interface OutboxParams {
  languageCode: string;
  values: string[];
}

export async function enqueueWhatsApp(
  tx: Executor,
  message: {
    workshopId: string;
    repairId: string | null;
    customerId: string;
    toNumber: string;
    language: CustomerLanguage;
    templateKey: TemplateKey;
    templateName: string;
    params: OutboxParams;
    body: string;
    sentBy: string;
    now: Date;
  },
): Promise<string> {
  const id = randomUUID();
  const { now, ...fields } = message;
  await tx
    .insert(whatsappOutbox)
    .values({ ...fields, id, status: 'queued', attempts: 0, nextAttemptAt: now, createdAt: now, updatedAt: now });
  return id;
}

export interface ClaimedMessage {
  workshopId: string;
  id: string;
  toNumber: string;
  templateName: string;
  params: OutboxParams;
  /** Counting this one. */
  attempts: number;
}

/**
 * The queued messages whose time has come, oldest first, each counted as one more try and put out of reach for
 * the lease's length (a sender that dies while sending lets the message be tried again after it).
 */
export async function claimDueMessages(db: Db, now: Date, limit: number): Promise<ClaimedMessage[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ workshopId: whatsappOutbox.workshopId, id: whatsappOutbox.id })
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.status, 'queued'), lte(whatsappOutbox.nextAttemptAt, now)))
      .orderBy(asc(whatsappOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(whatsappOutbox)
      .set({ attempts: sql`${whatsappOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + OUTBOX_SEND_LEASE_MS), updatedAt: now })
      .where(
        and(
          // Each row by its workshop and id, locked above: on Citus each names its own shard (docs/scale-out.md).
          sql`(${whatsappOutbox.workshopId}, ${whatsappOutbox.id}) in (${sql.join(
            due.map((row) => sql`(${row.workshopId}, ${row.id})`),
            sql`, `,
          )})`,
          eq(whatsappOutbox.status, 'queued'),
        ),
      )
      .returning({
        workshopId: whatsappOutbox.workshopId,
        id: whatsappOutbox.id,
        toNumber: whatsappOutbox.toNumber,
        templateName: whatsappOutbox.templateName,
        params: whatsappOutbox.params,
        attempts: whatsappOutbox.attempts,
      });
    return claimed.map((row) => ({ ...row, params: row.params as OutboxParams }));
  });
}

const stillQueued = (message: Pick<ClaimedMessage, 'workshopId' | 'id'>) =>
  and(eq(whatsappOutbox.workshopId, message.workshopId), eq(whatsappOutbox.id, message.id), eq(whatsappOutbox.status, 'queued'));

export async function markSent(db: Executor, message: ClaimedMessage, providerMessageId: string, now: Date): Promise<void> {
  await db
    .update(whatsappOutbox)
    .set({ status: 'sent', providerMessageId, nextAttemptAt: null, lastError: '', updatedAt: now })
    .where(stillQueued(message));
}

/** Another try at `at`, or (at null) given up as failed. */
export async function markNotSent(db: Executor, message: ClaimedMessage, error: string, at: Date | null, now: Date): Promise<void> {
  await db
    .update(whatsappOutbox)
    .set({ ...(at ? { nextAttemptAt: at } : { status: 'failed', nextAttemptAt: null }), lastError: error.slice(0, 1000), updatedAt: now })
    .where(stillQueued(message));
}

/** A status the webhook reported for the API's message id, applied only forward (outboxStatusesBefore); whether it moved. */
export async function applyDeliveryStatus(
  db: Executor,
  providerMessageId: string,
  status: Exclude<OutboxStatus, 'queued'>,
  error: string,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(whatsappOutbox)
    .set({ status, updatedAt: now, ...(status === 'failed' ? { lastError: error.slice(0, 1000) } : {}) })
    .where(and(eq(whatsappOutbox.providerMessageId, providerMessageId), inArray(whatsappOutbox.status, [...outboxStatusesBefore(status)])))
    .returning({ id: whatsappOutbox.id });
  return moved.length > 0;
}
