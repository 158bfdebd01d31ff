// The messages to customers and the repair link: WhatsApp templates and settings, a repair's or an alert's message
// prepared and sent, the link made or revoked (docs/product.md §20, §21).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import { ZEmptyInputSchema } from './empty-input.ts';
import {
  ZAlertMessagePrepareInputSchema,
  ZAlertMessageSendInputSchema,
  ZAlertMessageSentSchema,
  ZMessagePreparedSchema,
  ZMessageSentSchema,
  ZMessageTemplateSchema,
  ZMessageTemplatesGetOutputSchema,
  ZMessageTemplatesUpdateInputSchema,
  ZMessagingSettingsGetOutputSchema,
  ZMessagingSettingsSchema,
  ZMessagingSettingsUpdateInputSchema,
  ZRepairMessagePrepareInputSchema,
  ZRepairMessageSendInputSchema,
} from '../messaging/index.ts';
import { ZRepairLinkGetInputSchema, ZRepairLinkGetOutputSchema, ZRepairLinkInputSchema } from '../messaging/repair-link.ts';

/** The messaging area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const MESSAGING_FUNCTIONS = {
  // docs/product.md §20: WhatsApp messages to customers (messaging/templates.ts, phone.ts, settings.ts).
  /** The workshop's messages per key and language (its own or the default) and its messaging settings. */
  messageTemplatesGet: { input: ZEmptyInputSchema, output: ZMessageTemplatesGetOutputSchema },
  /** Sets one message's text in one language (null: back to the default); an unknown placeholder is invalid-argument. */
  messageTemplatesUpdate: { input: ZMessageTemplatesUpdateInputSchema, output: ZMessageTemplateSchema },
  messagingSettingsUpdate: { input: ZMessagingSettingsUpdateInputSchema, output: ZMessagingSettingsSchema },
  /** Every member: the settings the Notify button follows (which status changes propose their message). */
  messagingSettingsGet: { input: ZEmptyInputSchema, output: ZMessagingSettingsGetOutputSchema },
  /** An open customer alert's message filled in, as repairMessagePrepare's; not-found for an alert not open in the workshop. */
  alertMessagePrepare: { input: ZAlertMessagePrepareInputSchema, output: ZMessagePreparedSchema },
  /** Sends or records the alert's message (in its repair's history, if any) and handles the alert as contacted, at once. */
  alertMessageSend: { input: ZAlertMessageSendInputSchema, output: ZAlertMessageSentSchema },
  /** The repair's message filled in, in the customer's language, with their number and the click-to-chat link. */
  repairMessagePrepare: { input: ZRepairMessagePrepareInputSchema, output: ZMessagePreparedSchema },
  /** Records the link opened, or queues the message for the Cloud API (failed-precondition without consent); in the repair's history. */
  repairMessageSend: { input: ZRepairMessageSendInputSchema, output: ZMessageSentSchema },
  // docs/product.md §21: the customer's repair link (messaging/repair-link.ts, docs/decisions/052).
  /** The repair's live link (made when it has none, unless `create: false`: then null), until when it works, and the customer's answer. */
  repairLinkGet: { input: ZRepairLinkGetInputSchema, output: ZRepairLinkGetOutputSchema.nullable() },
  /** Ends the repair's live link; the next repairLinkGet makes a new one. */
  repairLinkRevoke: { input: ZRepairLinkInputSchema, output: z.object({ revoked: z.literal(true) }) },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/messaging-schemas.ts`). */
export const MESSAGING_FUNCTION_SCHEMAS: SchemasOf<typeof MESSAGING_FUNCTIONS> = MESSAGING_FUNCTIONS;
