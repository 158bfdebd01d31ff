// docs/product.md §20: the messaging functions' inputs and outputs (functions.ts maps them to their names).
import { z } from 'zod';
import { ZAlertHandledSchema } from '../alerts/functions.ts';
import { CUSTOMER_LANGUAGES } from '../customers/customer.ts';
import { PHONE_PROBLEMS } from './phone.ts';
import { ZMessagingSettingsSchema } from './settings.ts';
import { PLACEHOLDERS, REPAIR_TEMPLATE_KEYS, TEMPLATE_BODY_MAX, TEMPLATE_KEYS } from './keys.ts';

const ZIdSchema = z.string().trim().min(1).max(100);
const ZLanguageSchema = z.enum(CUSTOMER_LANGUAGES);

/** One message's text in one language: the workshop's own, or the default when it has none. */
export const ZMessageTemplateSchema = z.object({
  key: z.enum(TEMPLATE_KEYS),
  language: ZLanguageSchema,
  body: z.string(),
  isDefault: z.boolean(),
  defaultBody: z.string(),
  /** The placeholders this message may use. */
  placeholders: z.array(z.enum(PLACEHOLDERS)),
});
export type TMessageTemplate = z.infer<typeof ZMessageTemplateSchema>;

export const ZMessageTemplatesGetOutputSchema = z.object({
  templates: z.array(ZMessageTemplateSchema),
  settings: ZMessagingSettingsSchema,
  /** The server has the Cloud API's token and phone number id (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID). */
  isCloudConfigured: z.boolean(),
});
export type TMessageTemplatesGetOutput = z.infer<typeof ZMessageTemplatesGetOutputSchema>;

/** What every member's app needs to notify: the statuses that propose their message, whether the Cloud API is there. */
export const ZMessagingSettingsGetOutputSchema = z.object({
  settings: ZMessagingSettingsSchema,
  isCloudConfigured: z.boolean(),
});
export type TMessagingSettingsGetOutput = z.infer<typeof ZMessagingSettingsGetOutputSchema>;

export const ZMessageTemplatesUpdateInputSchema = z.object({
  key: z.enum(TEMPLATE_KEYS),
  language: ZLanguageSchema,
  /** The new text; null goes back to the default. Its placeholders are checked against the key's (templates.ts). */
  body: z.string().max(TEMPLATE_BODY_MAX).nullable(),
});

export const ZMessagingSettingsUpdateInputSchema = ZMessagingSettingsSchema;

export const ZRepairMessagePrepareInputSchema = z.object({
  repairId: ZIdSchema,
  /** Absent: the message of the repair's status (templateKeyForStatus). */
  templateKey: z.enum(REPAIR_TEMPLATE_KEYS).optional(),
});

/** Why the Cloud API cannot send this message: not configured on the server, no approved template named, no consent, no number. */
export const CLOUD_UNAVAILABLE_REASONS = ['not-configured', 'no-template', 'no-consent', 'no-phone'] as const;

export const ZMessagePreparedSchema = z.object({
  templateKey: z.enum(TEMPLATE_KEYS),
  /** The customer's language, which the message is written in. */
  language: ZLanguageSchema,
  customerName: z.string(),
  /** The phone as the workshop has it. */
  phone: z.string(),
  /** The number in E.164 form, or null with the reason in `phoneProblem`. */
  to: z.string().nullable(),
  phoneProblem: z.enum(PHONE_PROBLEMS).nullable(),
  body: z.string(),
  /** The click-to-chat link with `body`; null without a usable number. */
  waMeUrl: z.string().nullable(),
  hasConsent: z.boolean(),
  isCloudAvailable: z.boolean(),
  cloudUnavailableReason: z.enum(CLOUD_UNAVAILABLE_REASONS).nullable(),
});
export type TMessagePrepared = z.infer<typeof ZMessagePreparedSchema>;

export const MESSAGE_CHANNELS = ['link', 'cloud'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * `link`: the member opened the click-to-chat link with `body` (required), perhaps edited. `cloud`: the approved
 * template goes through the outbox with the message's values; the history keeps the workshop's text rendered.
 */
/** How a message goes (repairs' and alerts' alike): `body` is the text opened, required for a link. */
const ZMessageSendFields = {
  channel: z.enum(MESSAGE_CHANNELS),
  body: z
    .string()
    .trim()
    .max(TEMPLATE_BODY_MAX * 2)
    .optional(),
};
const hasBodyForLink = (input: { channel: (typeof MESSAGE_CHANNELS)[number]; body?: string }) =>
  input.channel === 'cloud' || (input.body ?? '') !== '';
const BODY_FOR_LINK = { message: 'The message opened is required.', path: ['body'] };

export const ZRepairMessageSendInputSchema = z
  .object({ repairId: ZIdSchema, templateKey: z.enum(REPAIR_TEMPLATE_KEYS), ...ZMessageSendFields })
  .refine(hasBodyForLink, BODY_FOR_LINK);

export const ZMessageSentSchema = z.object({
  eventId: z.string(),
  /** The Cloud API's outbox row; null for a link. */
  outboxId: z.string().nullable(),
});
export type TMessageSent = z.infer<typeof ZMessageSentSchema>;

/** A customer alert's message (docs/product.md §20.3): the alert by its key, open in the caller's workshop. */
export const ZAlertMessagePrepareInputSchema = z.object({ alertKey: z.string().trim().min(1).max(300) });

export const ZAlertMessageSendInputSchema = z
  .object({ alertKey: z.string().trim().min(1).max(300), ...ZMessageSendFields })
  .refine(hasBodyForLink, BODY_FOR_LINK);

export const ZAlertMessageSentSchema = z.object({
  /** The repair's history event, for an alert about a repair; null otherwise. */
  eventId: z.string().nullable(),
  outboxId: z.string().nullable(),
  /** Writing to the customer handles the alert: contacted, by the sender. */
  handled: ZAlertHandledSchema,
});
