// docs/product.md §20: how a workshop writes to its customers, kept in `workshops.messaging_settings` (null: these
// defaults). The country reads numbers written without their code; the statuses whose change proposes the
// message at once; and, for the WhatsApp Cloud API, the name of each message's approved template and the
// language code it was approved in.
import { z } from 'zod';
import { CUSTOMER_LANGUAGES } from '../customers/customer.ts';
import { MESSAGE_STATUSES, TEMPLATE_KEYS } from './keys.ts';

/**
 * The countries a workshop may choose, ISO 3166 alpha-2: Rueda's two languages' (Spain, Portugal, Brazil,
 * Portugal's former colonies) and their neighbours. A list, not every country, so that the web app needs no
 * phone metadata to offer them; phone.test.ts checks that libphonenumber-js knows each.
 */
export const MESSAGING_COUNTRIES = [
  'ES',
  'PT',
  'AD',
  'FR',
  'GI',
  'IT',
  'DE',
  'GB',
  'IE',
  'NL',
  'BE',
  'LU',
  'CH',
  'AT',
  'MA',
  'BR',
  'AO',
  'MZ',
  'CV',
  'MX',
  'AR',
  'CO',
  'CL',
  'PE',
  'US',
] as const;
export type MessagingCountry = (typeof MESSAGING_COUNTRIES)[number];

/** Meta's rule for template names: lowercase letters, digits and underscores. */
export const ZCloudTemplateNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, 'A template name has only lowercase letters, digits and _.');

/** The Cloud API's language codes: es, es_ES, pt_PT, pt_BR… */
export const ZCloudLanguageCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'A language code such as es_ES or pt_PT.');

export const ZMessagingSettingsSchema = z.object({
  country: z.enum(MESSAGING_COUNTRIES).default('ES'),
  /** After a change to one of these statuses, the app opens the status's message at once. */
  proposeOnStatus: z
    .array(z.enum(MESSAGE_STATUSES))
    .max(MESSAGE_STATUSES.length)
    .transform((statuses) => MESSAGE_STATUSES.filter((status) => statuses.includes(status)))
    .default([]),
  /** The approved template's name at the Cloud API per message; a message without one goes by link only. */
  cloudTemplates: z.partialRecord(z.enum(TEMPLATE_KEYS), ZCloudTemplateNameSchema).default({}),
  /** The language each customer language's templates were approved in. */
  cloudLanguages: z
    .object(
      Object.fromEntries(CUSTOMER_LANGUAGES.map((language) => [language, ZCloudLanguageCodeSchema])) as Record<
        (typeof CUSTOMER_LANGUAGES)[number],
        typeof ZCloudLanguageCodeSchema
      >,
    )
    .default({ es: 'es_ES', pt: 'pt_PT' }),
});
export type TMessagingSettings = z.infer<typeof ZMessagingSettingsSchema>;

/** The schema's defaults (settings.test.ts checks they agree), written out: no parse runs when the module loads. */
export const DEFAULT_MESSAGING_SETTINGS: TMessagingSettings = {
  country: 'ES',
  proposeOnStatus: [],
  cloudTemplates: {},
  cloudLanguages: { es: 'es_ES', pt: 'pt_PT' },
};

/** The stored settings, or the defaults for a value this version cannot read (null, or written by a later one). */
export function readMessagingSettings(stored: unknown): TMessagingSettings {
  const parsed = ZMessagingSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_MESSAGING_SETTINGS;
}
