// docs/product.md §20.1: the workshop's WhatsApp texts (`message_templates`, absent: the domain's default) and its
// messaging settings (`workshops.messaging_settings`, null: the defaults). Scoped by the workshop from the token.
import {
  checkTemplateBody,
  CUSTOMER_LANGUAGES,
  DEFAULT_BOOKING_SETTINGS,
  defaultTemplate,
  FunctionError,
  messageTemplateOf,
  readMessagingSettings,
  TEMPLATE_KEYS,
  ZBookingSettingsSchema,
  type CustomerLanguage,
  type TemplateKey,
  type TMessageTemplate,
  type TMessagingSettings,
  type TOpeningHours,
} from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { messageTemplates, workshops } from '../db/schema.ts';

/** Every message in both languages, the workshop's wording where it has one. */
export async function listMessageTemplates(db: Executor, workshopId: string): Promise<TMessageTemplate[]> {
  const rows = await db
    .select({ key: messageTemplates.key, language: messageTemplates.language, body: messageTemplates.body })
    .from(messageTemplates)
    .where(eq(messageTemplates.workshopId, workshopId));
  const edited = new Map(rows.map((row) => [`${row.key}/${row.language}`, row.body]));
  return TEMPLATE_KEYS.flatMap((key) =>
    CUSTOMER_LANGUAGES.map((language) => messageTemplateOf(key, language, edited.get(`${key}/${language}`))),
  );
}

/** The text of one message in one language, as the workshop has it. */
export async function messageTemplateBody(db: Executor, workshopId: string, key: TemplateKey, language: CustomerLanguage): Promise<string> {
  const [row] = await db
    .select({ body: messageTemplates.body })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.workshopId, workshopId), eq(messageTemplates.key, key), eq(messageTemplates.language, language)));
  return row?.body ?? defaultTemplate(key, language);
}

/** Sets the workshop's text (checked: only the key's placeholders), or with null goes back to the default. */
export async function setMessageTemplate(
  db: Executor,
  workshopId: string,
  change: { key: TemplateKey; language: CustomerLanguage; body: string | null },
  now: Date,
): Promise<TMessageTemplate> {
  const { key, language } = change;
  // The default's own text is kept as no edit, so a later change of the defaults reaches the workshop.
  const body = change.body === null || change.body === defaultTemplate(key, language) ? null : checkTemplateBody(key, change.body);
  const where = and(eq(messageTemplates.workshopId, workshopId), eq(messageTemplates.key, key), eq(messageTemplates.language, language));
  if (body === null) await db.delete(messageTemplates).where(where);
  else
    await db
      .insert(messageTemplates)
      .values({ workshopId, key, language, body, updatedAt: now })
      .onConflictDoUpdate({
        target: [messageTemplates.workshopId, messageTemplates.key, messageTemplates.language],
        set: { body, updatedAt: now },
      });
  return messageTemplateOf(key, language, body ?? undefined);
}

/** What a message needs of the workshop: its name, currency, opening hours and messaging settings. */
export interface WorkshopMessaging {
  name: string;
  currency: string;
  openingHours: TOpeningHours;
  settings: TMessagingSettings;
}

export async function readWorkshopMessaging(db: Executor, workshopId: string): Promise<WorkshopMessaging> {
  const [row] = await db
    .select({
      name: workshops.name,
      currency: workshops.currencyName,
      bookingSettings: workshops.bookingSettings,
      messagingSettings: workshops.messagingSettings,
    })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!row) throw new FunctionError('not-found', 'This workshop does not exist.');
  // Settings this version cannot read fall back to the defaults, as the calendar does (booking-settings.ts).
  const booking = ZBookingSettingsSchema.safeParse(row.bookingSettings);
  return {
    name: row.name,
    currency: row.currency,
    openingHours: (booking.success ? booking.data : DEFAULT_BOOKING_SETTINGS).openingHours,
    settings: readMessagingSettings(row.messagingSettings),
  };
}

export async function writeMessagingSettings(
  db: Executor,
  workshopId: string,
  settings: TMessagingSettings,
  now: Date,
): Promise<TMessagingSettings> {
  await db.update(workshops).set({ messagingSettings: settings, updatedAt: now }).where(eq(workshops.id, workshopId));
  return settings;
}
