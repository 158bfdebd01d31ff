// The workshop's customers and their bikes (docs/product.md §11–§12). §3 names only the repair's copy of them
// (customer{name, surname, phone, address, dni, email, id}, bike{manufacturer, model, color, year, type}) and
// leaves their other fields "not shown"; language, notes, consents and frame number are ours.
import { z } from 'zod';
import { BIKE_TYPES } from './bike-types.ts';
import { ZBikeOptionSchema } from './manufacturers.ts';

/** A phone has 6 to 15 digits (E.164's longest), whatever spaces, dashes, dots or brackets it is written with. */
export const PHONE_DIGITS_MIN = 6;
export const PHONE_DIGITS_MAX = 15;
/** The oldest bike year a workshop may record; the newest is next year (next season's models). */
export const BIKE_YEAR_MIN = 1900;
export const CUSTOMER_LANGUAGES = ['es', 'pt'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

/** Digits of a phone, so '+34 600-11 22' and '3460011 22' find each other. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

const text = (max: number) => z.string().trim().max(max);
const isoDate = z.iso.datetime({ offset: true });

/** A phone as people write it, or '' for none: every function that takes a customer's phone checks it so. */
export const ZPhoneSchema = text(40)
  .regex(/^[+()\d\s./-]*$/, 'A phone has only digits, spaces and + ( ) . - /.')
  .refine((phone) => phone === '' || (phoneDigits(phone).length >= PHONE_DIGITS_MIN && phoneDigits(phone).length <= PHONE_DIGITS_MAX), {
    message: `A phone has ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits.`,
  });
/** An email address, or '' for none. */
export const ZEmailSchema = z.union([z.literal(''), z.email().max(254)], { error: 'Not an email address.' });

const fields = {
  name: text(80),
  surname: text(80),
  phone: ZPhoneSchema,
  email: ZEmailSchema,
  address: text(200),
  dni: text(20),
  language: z.enum(CUSTOMER_LANGUAGES),
  notes: text(2000),
  /** When the customer agreed to WhatsApp messages; null: no consent. */
  whatsappConsentAt: isoDate.nullable(),
  emailConsentAt: isoDate.nullable(),
};

export const ZCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  dni: z.string(),
  language: z.enum(CUSTOMER_LANGUAGES),
  notes: z.string(),
  whatsappConsentAt: z.string().nullable(),
  emailConsentAt: z.string().nullable(),
  created: z.string(),
  /** The concurrency token of customersUpdate (docs/product.md §4, as repairs). */
  lastUpdate: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomerSchema>;

/** The fields staff may change, none required: customersUpdate's `changes`. */
export const ZCustomerChangesSchema = z.object(fields).partial();
export type TCustomerChanges = z.infer<typeof ZCustomerChangesSchema>;

/** What staff type for a new customer: a name or a phone at the least, so the shop can find them again. */
export const ZCustomerInputSchema = z
  .object({
    name: fields.name.default(''),
    surname: fields.surname.default(''),
    phone: fields.phone.default(''),
    email: fields.email.default(''),
    address: fields.address.default(''),
    dni: fields.dni.default(''),
    language: fields.language.default('es'),
    notes: fields.notes.default(''),
    whatsappConsentAt: fields.whatsappConsentAt.default(null),
    emailConsentAt: fields.emailConsentAt.default(null),
  })
  .refine((customer) => hasNameOrPhone(customer), { message: 'A customer needs a name or a phone.', path: ['name'] });
export type TCustomerInput = z.input<typeof ZCustomerInputSchema>;
export type TCustomerFields = z.output<typeof ZCustomerInputSchema>;

export function hasNameOrPhone(customer: { name: string; phone: string }): boolean {
  return customer.name !== '' || customer.phone !== '';
}

export const ZBikeSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  /** docs/product.md §3's option (§12.1), from the built-in list or free text (bikeOptionOf); null when not known. */
  manufacturer: ZBikeOptionSchema.nullable(),
  model: ZBikeOptionSchema.nullable(),
  color: z.string(),
  year: z.number().int().nullable(),
  type: z.string(),
  frameNumber: z.string(),
  notes: z.string(),
  created: z.string(),
  lastUpdate: z.string(),
});
export type TBike = z.infer<typeof ZBikeSchema>;

export { BIKE_TYPES } from './bike-types.ts';

/** 1900 to next year, read when the input is checked. */
const year = z
  .number()
  .int()
  .min(BIKE_YEAR_MIN)
  .refine((value) => value <= new Date().getUTCFullYear() + 1, { message: 'A bike’s year is at most next year.' });

/** Inputs take the manufacturer and model as text, resolved by the server with bikeOptionOf (docs/product.md §12.1). */
const bikeFields = {
  manufacturer: text(60),
  model: text(80),
  color: text(40),
  year: year.nullable(),
  type: z.enum(BIKE_TYPES),
  frameNumber: text(60),
  notes: text(2000),
};

/** The bike a repair's intake may create: the fields the repair copies (docs/product.md §3 bike). */
export const ZBikeInputSchema = z.object({
  manufacturer: bikeFields.manufacturer.default(''),
  model: bikeFields.model.default(''),
  color: bikeFields.color.default(''),
  year: bikeFields.year.default(null),
  type: bikeFields.type.default('unknown'),
});
export type TBikeInput = z.input<typeof ZBikeInputSchema>;

/** A bike with every field the workshop keeps: bikesCreate's. */
export const ZBikeFieldsInputSchema = ZBikeInputSchema.extend({
  frameNumber: bikeFields.frameNumber.default(''),
  notes: bikeFields.notes.default(''),
});
export type TBikeFields = z.output<typeof ZBikeFieldsInputSchema>;

/** bikesUpdate's `changes`. */
export const ZBikeChangesSchema = z.object(bikeFields).partial();
export type TBikeChanges = z.infer<typeof ZBikeChangesSchema>;
