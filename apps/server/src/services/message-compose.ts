// docs/product.md §20: a WhatsApp message filled in for one customer, whatever it is about (a repair, an alert): the
// workshop's text of the key in the customer's language, its placeholders' values, the number in E.164 with the
// workshop's country, the click-to-chat link, and whether the Cloud API may send it (decision 051).
import {
  cloudParametersOf,
  FunctionError,
  placeholdersIn,
  placeholderValuesOf,
  renderTemplate,
  waMeLink,
  whatsAppNumberOf,
  type CustomerLanguage,
  type MessageFacts,
  type TemplateKey,
  type TMessagePrepared,
} from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { messageTemplateBody, readWorkshopMessaging } from '../data/message-templates.ts';
import type { RepairLinks } from '../data/repair-links.ts';

/** What preparing a message needs beyond the database. */
export interface MessagingServices {
  /** WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set. */
  isCloudConfigured: boolean;
  /** The repair link of `{{link}}` (docs/product.md §21.1), made when the repair has none. */
  repairLinks: Pick<RepairLinks, 'urlFor'>;
  /** The address that link carries: the one the staff member uses when customers can open it (http/addresses.ts). */
  linkBase?: string;
}

export interface MessageRequest {
  workshopId: string;
  userId: string;
  now: Date;
}

/** Who the message is for: the workshop's customer, or a repair's own copy of them (no consent then). */
export interface Recipient {
  customerId: string | null;
  /** Their first name is the first word of it. */
  name: string;
  fullName: string;
  phone: string;
  language: CustomerLanguage;
  hasConsent: boolean;
}

/** The message as the dialog shows it, and what the outbox needs to send it. */
export interface PreparedMessage {
  prepared: TMessagePrepared;
  customerId: string | null;
  cloud: { templateName: string | null; languageCode: string; values: string[] };
}

export async function composeMessage(
  tx: Executor,
  services: MessagingServices,
  request: MessageRequest & {
    templateKey: TemplateKey;
    recipient: Recipient;
    bike: MessageFacts['bike'];
    /** The repair the message is about (its total, its link); null for a bike's or a suspension's alert. */
    repair: { id: string; totalCents: number } | null;
  },
): Promise<PreparedMessage> {
  const { workshopId, templateKey, recipient, repair, now } = request;
  const workshop = await readWorkshopMessaging(tx, workshopId);
  const template = await messageTemplateBody(tx, workshopId, templateKey, recipient.language);
  const templateName = workshop.settings.cloudTemplates[templateKey] ?? null;
  const cloudParameters = cloudParametersOf(templateKey);
  const number = whatsAppNumberOf(recipient.phone, workshop.settings.country);
  // The link is made only for a message that carries it to someone (making one is recorded in the repair's history).
  const needsLink =
    repair !== null &&
    number.number !== null &&
    (placeholdersIn(template).includes('link') ||
      (services.isCloudConfigured && templateName !== null && cloudParameters.includes('link')));
  const link = needsLink
    ? await services.repairLinks.urlFor(tx, { workshopId, repairId: repair.id, userId: request.userId, now, base: services.linkBase })
    : '';
  const values = placeholderValuesOf({
    language: recipient.language,
    customerName: recipient.name,
    bike: request.bike,
    totalCents: repair?.totalCents ?? null,
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

/** A message that cannot go: failed-precondition with the reason the dialog explains. */
export function refuseMessage(reason: keyof typeof REFUSALS): FunctionError {
  return new FunctionError('failed-precondition', REFUSALS[reason], { reason });
}

/** The reason a prepared message cannot go by `channel`, or null when it can. */
export function refusalOf(message: TMessagePrepared, channel: 'link' | 'cloud'): FunctionError | null {
  if (message.to === null) return refuseMessage(message.phoneProblem ?? 'no-phone');
  if (channel === 'cloud' && message.cloudUnavailableReason !== null) return refuseMessage(message.cloudUnavailableReason);
  return null;
}
