// Issue 17 point 3: a repair's WhatsApp message, filled in from the repair, its customer and the workshop, in the
// customer's language; and its sending: the click-to-chat link a member opened, or the Cloud API's outbox, each
// recorded in the repair's history in the same transaction (docs/decisions/051-whatsapp-messages.md).
import {
  cloudParametersOf,
  DEFAULT_LANGUAGE,
  FunctionError,
  placeholdersIn,
  placeholderValuesOf,
  renderTemplate,
  templateKeyForStatus,
  waMeLink,
  whatsAppNumberOf,
  type CustomerLanguage,
  type MessageChannel,
  type RepairTemplateKey,
  type TemplateKey,
  type TMessagePrepared,
  type TMessageSent,
  type TRepair,
} from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { findCustomer } from './customers.ts';
import { messageTemplateBody, readWorkshopMessaging } from './message-templates.ts';
import type { RepairLinks } from './repair-links.ts';
import { addRepairEvent } from './repair-events.ts';
import { getRepair } from './repairs.ts';
import { enqueueWhatsApp } from './whatsapp-outbox.ts';

/** What preparing a message needs beyond the database. */
export interface MessagingServices {
  /** WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set. */
  isCloudConfigured: boolean;
  /** The repair link of `{{link}}` (issue 17 point 4), made when the repair has none. */
  repairLinks: Pick<RepairLinks, 'urlFor'>;
}

/** Who the message is for: the workshop's customer the repair names, else the repair's own copy of them. */
interface Recipient {
  customerId: string | null;
  name: string;
  fullName: string;
  phone: string;
  language: CustomerLanguage;
  hasConsent: boolean;
}

async function recipientOf(db: Executor, workshopId: string, repair: TRepair): Promise<Recipient> {
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

/** The message as the dialog shows it, and what the outbox needs to send it. */
export interface PreparedMessage {
  prepared: TMessagePrepared;
  customerId: string | null;
  cloud: { templateName: string | null; languageCode: string; values: string[] };
}

export interface MessageRequest {
  workshopId: string;
  userId: string;
  now: Date;
}

/** The repair's message (its status's unless `templateKey` says), filled in; not-found for another workshop's repair. */
export async function prepareRepairMessage(
  tx: Executor,
  services: MessagingServices,
  request: MessageRequest & { repairId: string; templateKey?: RepairTemplateKey },
): Promise<PreparedMessage> {
  const { workshopId, repairId, now } = request;
  const { repair } = await getRepair(tx, workshopId, repairId, now);
  const templateKey: TemplateKey = request.templateKey ?? templateKeyForStatus(repair.status);
  const workshop = await readWorkshopMessaging(tx, workshopId);
  const recipient = await recipientOf(tx, workshopId, repair);
  const template = await messageTemplateBody(tx, workshopId, templateKey, recipient.language);
  const templateName = workshop.settings.cloudTemplates[templateKey] ?? null;
  const cloudParameters = cloudParametersOf(templateKey);
  const number = whatsAppNumberOf(recipient.phone, workshop.settings.country);
  // The link is made only for a message that carries it to someone (making one is recorded in the repair's history).
  const needsLink =
    number.number !== null &&
    (placeholdersIn(template).includes('link') ||
      (services.isCloudConfigured && templateName !== null && cloudParameters.includes('link')));
  const link = needsLink ? await services.repairLinks.urlFor(tx, { workshopId, repairId, userId: request.userId, now }) : '';
  const values = placeholderValuesOf({
    language: recipient.language,
    customerName: recipient.name,
    bike: repair.bike,
    totalCents: repair.totalPrice,
    currency: workshop.currency,
    openingHours: workshop.openingHours,
    link,
    workshopName: workshop.name,
  });
  const body = renderTemplate(template, values);
  const cloudUnavailableReason = !services.isCloudConfigured
    ? 'not-configured'
    : templateName === null
      ? 'no-template'
      : number.number === null
        ? 'no-phone'
        : recipient.hasConsent
          ? null
          : 'no-consent';
  return {
    prepared: {
      templateKey,
      language: recipient.language,
      customerName: recipient.fullName,
      phone: recipient.phone,
      to: number.number,
      phoneProblem: number.problem,
      body,
      waMeUrl: number.number ? waMeLink(number.number, body) : null,
      hasConsent: recipient.hasConsent,
      isCloudAvailable: cloudUnavailableReason === null,
      cloudUnavailableReason,
    },
    customerId: recipient.customerId,
    cloud: {
      templateName,
      languageCode: workshop.settings.cloudLanguages[recipient.language],
      values: cloudParameters.map((name) => values[name]),
    },
  };
}

const REFUSALS = {
  'no-phone': 'The customer has no phone to write to.',
  'invalid-phone': 'The customer’s phone is not a number WhatsApp can reach.',
  'not-configured': 'The WhatsApp Cloud API is not configured on this server.',
  'no-template': 'This message has no approved Cloud API template named in the messaging settings.',
  'no-consent': 'The customer has not agreed to WhatsApp messages.',
} as const;

function refuse(reason: keyof typeof REFUSALS): FunctionError {
  return new FunctionError('failed-precondition', REFUSALS[reason], { reason });
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
    const { prepared, customerId, cloud } = await prepareRepairMessage(tx, services, request);
    if (prepared.to === null) throw refuse(prepared.phoneProblem ?? 'no-phone');
    const message = { kind: 'message', templateKey: prepared.templateKey, language: prepared.language, to: prepared.to } as const;
    const event = { workshopId: request.workshopId, repairId: request.repairId, at: request.now, actor: { userId: request.userId } };
    if (request.channel === 'link') {
      const eventId = await addRepairEvent(tx, { ...event, data: { ...message, channel: 'link', body: request.body ?? prepared.body } });
      return { eventId, outboxId: null };
    }
    if (prepared.cloudUnavailableReason !== null) throw refuse(prepared.cloudUnavailableReason);
    const outboxId = await enqueueWhatsApp(tx, {
      workshopId: request.workshopId,
      repairId: request.repairId,
      customerId: customerId!,
      toNumber: prepared.to,
      language: prepared.language,
      templateKey: prepared.templateKey,
      templateName: cloud.templateName!,
      params: { languageCode: cloud.languageCode, values: cloud.values },
      body: prepared.body,
      sentBy: request.userId,
      now: request.now,
    });
    // The approved template goes out, not an edited text: the history keeps the workshop's wording of it.
    const eventId = await addRepairEvent(tx, { ...event, data: { ...message, channel: 'cloud', body: prepared.body, outboxId } });
    return { eventId, outboxId };
  });
}
