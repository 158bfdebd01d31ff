// docs/product.md §20: a repair's WhatsApp message, filled in from the repair, its customer and the workshop, in the
// customer's language (message-compose.ts); and its sending: the click-to-chat link a member opened, or the Cloud
// API's outbox, each recorded in the repair's history in the same transaction (docs/decisions/051).
import {
  DEFAULT_LANGUAGE,
  templateKeyForStatus,
  type MessageChannel,
  type RepairTemplateKey,
  type TMessageSent,
  type TRepair,
} from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { findCustomer } from '../data/customers.ts';
import { markCustomerTold } from '../data/parts.ts';
import {
  composeMessage,
  refusalOf,
  type MessageRequest,
  type MessagingServices,
  type PreparedMessage,
  type Recipient,
} from './message-compose.ts';
import { addRepairEvent } from '../data/repair-events.ts';
import { getRepair } from '../data/repairs.ts';
import { enqueueWhatsApp } from '../data/whatsapp-outbox.ts';

/** The workshop's customer the repair names, else the repair's own copy of them (written to in Spanish). */
export async function recipientOfRepair(db: Executor, workshopId: string, repair: TRepair): Promise<Recipient> {
  // Scoped by the workshop: a repair naming another workshop's customer finds nobody and keeps its own copy.
  const customer = repair.customer.id ? await findCustomer(db, workshopId, repair.customer.id) : undefined;
  if (customer)
    return {
      customerId: customer.id,
      name: customer.name,
      fullName: `${customer.name} ${customer.surname}`.trim(),
      phone: customer.phone || repair.customer.phone,
      language: customer.language,
      hasConsent: customer.whatsappConsentAt !== null,
    };
  return {
    customerId: null,
    name: repair.customer.name,
    fullName: `${repair.customer.name} ${repair.customer.surname}`.trim(),
    phone: repair.customer.phone || repair.form.phone,
    language: DEFAULT_LANGUAGE,
    hasConsent: false,
  };
}

/** The repair's message (its status's unless `templateKey` says), filled in; not-found for another workshop's repair. */
export async function prepareRepairMessage(
  tx: Executor,
  services: MessagingServices,
  request: MessageRequest & { repairId: string; templateKey?: RepairTemplateKey },
): Promise<PreparedMessage> {
  const { repair } = await getRepair(tx, request.workshopId, request.repairId, request.now);
  return composeMessage(tx, services, {
    ...request,
    templateKey: request.templateKey ?? templateKeyForStatus(repair.status),
    recipient: await recipientOfRepair(tx, request.workshopId, repair),
    bike: repair.bike,
    repair: { id: repair.id, totalCents: repair.totalPrice },
  });
}

/** What a message sent is recorded as: the link opened (its text as edited), or the Cloud API's outbox row. */
export async function recordMessage(
  tx: Executor,
  message: PreparedMessage,
  request: MessageRequest & { repairId: string | null; channel: MessageChannel; body?: string },
): Promise<{ eventId: string | null; outboxId: string | null }> {
  const refusal = refusalOf(message.prepared, request.channel);
  if (refusal) throw refusal;
  const { prepared, customerId, cloud } = message;
  const to = prepared.to!;
  const outboxId =
    request.channel === 'cloud'
      ? await enqueueWhatsApp(tx, {
          workshopId: request.workshopId,
          repairId: request.repairId,
          // Consent is a customer's: a message the Cloud API may send always has one.
          customerId: customerId!,
          toNumber: to,
          language: prepared.language,
          templateKey: prepared.templateKey,
          templateName: cloud.templateName!,
          params: { languageCode: cloud.languageCode, values: cloud.values },
          body: prepared.body,
          sentBy: request.userId,
          now: request.now,
        })
      : null;
  if (request.repairId === null) return { eventId: null, outboxId };
  // The approved template goes out by the Cloud API, not an edited text: the history keeps the workshop's wording of it.
  const body = request.channel === 'link' ? (request.body ?? prepared.body) : prepared.body;
  const eventId = await addRepairEvent(tx, {
    workshopId: request.workshopId,
    repairId: request.repairId,
    at: request.now,
    actor: { userId: request.userId },
    data: {
      kind: 'message',
      channel: request.channel,
      templateKey: prepared.templateKey,
      language: prepared.language,
      to,
      body,
      ...(outboxId ? { outboxId } : {}),
    },
  });
  return { eventId, outboxId };
}

/**
 * Records the message in the repair's history with who sent it: the text the member opened in WhatsApp (`link`),
 * or the message queued for the Cloud API (`cloud`, only with the customer's consent), in one transaction.
 */
export async function sendRepairMessage(
  db: Db,
  services: MessagingServices,
  request: MessageRequest & { repairId: string; templateKey: RepairTemplateKey; channel: MessageChannel; body?: string },
): Promise<TMessageSent> {
  return db.transaction(async (tx) => {
    const message = await prepareRepairMessage(tx, services, request);
    const { eventId, outboxId } = await recordMessage(tx, message, request);
    // docs/product.md §31.2: telling the customer their parts are in takes the repair off the list to call.
    if (request.templateKey === 'parts.arrived') await markCustomerTold(tx, request.workshopId, request.repairId, request.now);
    return { eventId: eventId!, outboxId };
  });
}
