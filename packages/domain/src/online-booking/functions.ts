// docs/product.md §22: the online booking's functions. `publicBookingOptions` and `publicBookingCreate` answer
// anyone (limited per address); what they answer is all the page reveals of the workshop (§27.2): its name,
// address, phone and currency, the services it offers online with their prices and estimated work, and each open
// day's free time.
import { z } from 'zod';
import { BIKE_TYPES, CUSTOMER_LANGUAGES, ZEmailSchema, ZPhoneSchema } from '../customers/customer.ts';
import { ZDaySchema } from '../bookings/settings.ts';
import { BIKE_MODEL_MAX_LENGTH, BOOKED_SERVICES_MAX, CUSTOMER_NAME_MAX_LENGTH, PROBLEM_MAX_LENGTH, SLUG_MAX_LENGTH } from './limits.ts';
import { BOOKABLE_KINDS, ZOnlineBookingSettingsSchema } from './settings.ts';

/** Any string up to the bound is a slug to look up: a malformed one meets the same not-found as an unknown one. */
const slug = z.string().max(SLUG_MAX_LENGTH + 20);

export const ZPublicBookingOptionsInputSchema = z.object({ slug });

export const ONLINE_BOOKING_STATUSES = ['open', 'paused', 'unavailable'] as const;
export type OnlineBookingStatus = (typeof ONLINE_BOOKING_STATUSES)[number];

export const ZPublicBookingServiceSchema = z.object({
  kind: z.enum(BOOKABLE_KINDS),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Cents; with `priceFrom`, the price is "from" that amount (a maintenance's range). */
  price: z.number().int(),
  priceFrom: z.number().int().nullable(),
  /** The workshop's estimate of the work, which sizes the day (null: an hour, the calendar's default). */
  minutes: z.number().int().nullable(),
  /** The kinds of bike a pack is for; empty: every kind. */
  bikeTypes: z.array(z.enum(BIKE_TYPES)),
});
export type TPublicBookingService = z.infer<typeof ZPublicBookingServiceSchema>;

export const PUBLIC_DAY_STATES = ['open', 'full', 'closed'] as const;
export const ZPublicBookingDaySchema = z.object({
  day: ZDaySchema,
  state: z.enum(PUBLIC_DAY_STATES),
  /** The bookable minutes left that day: a booking whose work does not fit finds the day full. */
  freeMinutes: z.number().int().min(0),
});
export type TPublicBookingDay = z.infer<typeof ZPublicBookingDaySchema>;

export const ZPublicBookingOptionsSchema = z.object({
  workshop: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    currency: z.object({ code: z.string(), symbol: z.string() }),
  }),
  /** 'paused': the workshop paused online booking; 'unavailable': its subscription lapsed. Neither offers anything. */
  status: z.enum(ONLINE_BOOKING_STATUSES),
  services: z.array(ZPublicBookingServiceSchema),
  /** From the first day the notice allows, ONLINE_BOOKING_HORIZON_DAYS of them. */
  days: z.array(ZPublicBookingDaySchema),
  /** The workshop's phone country: the page reads a number written without its code as that country's. */
  country: z.string(),
  /** Signed by the server with the time the page was opened; publicBookingCreate needs it (docs/product.md §22.6). */
  formToken: z.string(),
});
export type TPublicBookingOptions = z.infer<typeof ZPublicBookingOptionsSchema>;

const text = (max: number) => z.string().trim().max(max);

export const ZPublicBookingCreateInputSchema = z
  .object({
    slug,
    formToken: z.string().max(200),
    /** The honeypot: a field people never see, so never fill. */
    website: z.string().max(200).default(''),
    services: z
      .array(z.object({ kind: z.enum(BOOKABLE_KINDS), id: z.string().trim().min(1).max(200) }))
      .max(BOOKED_SERVICES_MAX)
      .default([]),
    bike: z.object({
      /** A built-in manufacturer's value, or '' for one not in the list (then the model says it). */
      manufacturer: text(80).default(''),
      model: text(BIKE_MODEL_MAX_LENGTH).default(''),
      type: z.enum(BIKE_TYPES).default('unknown'),
    }),
    problem: text(PROBLEM_MAX_LENGTH).default(''),
    day: ZDaySchema,
    customer: z.object({
      name: text(CUSTOMER_NAME_MAX_LENGTH).min(1),
      surname: text(CUSTOMER_NAME_MAX_LENGTH).default(''),
      phone: ZPhoneSchema.refine((phone) => phone !== '', 'A phone is needed.'),
      email: ZEmailSchema.default(''),
      language: z.enum(CUSTOMER_LANGUAGES),
    }),
    /** The customer agrees to be contacted about the booking: without it the workshop could not confirm it. */
    consent: z.literal(true, { error: 'The consent to be contacted is needed.' }),
  })
  .refine((input) => input.services.length > 0 || input.problem !== '', {
    message: 'Choose a service or describe the problem.',
    path: ['problem'],
  });
export type TPublicBookingCreateInput = z.input<typeof ZPublicBookingCreateInputSchema>;

export const ZPublicBookingCreatedSchema = z.object({
  day: ZDaySchema,
  /** The customer's repair link (`/r/<token>`), to follow the repair from the confirmation on. */
  repairLink: z.string(),
  /** Whether a confirmation email went to the address given. */
  emailSent: z.boolean(),
});
export type TPublicBookingCreated = z.infer<typeof ZPublicBookingCreatedSchema>;

/** What a refusal of a day that filled up meanwhile carries (`aborted`, details.reason 'day-full'). */
export const ZDayFullDetailsSchema = z.object({ reason: z.literal('day-full'), nextDays: z.array(ZDaySchema) });

export const ZOnlineBookingSettingsGetOutputSchema = ZOnlineBookingSettingsSchema.extend({
  /** The page's full address, null without a slug. */
  url: z.string().nullable(),
});
export type TOnlineBookingSettingsGetOutput = z.infer<typeof ZOnlineBookingSettingsGetOutputSchema>;
