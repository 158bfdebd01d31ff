// Inputs and answers of the booking functions (docs/product.md §15). Same isolation and roles as the
// repairs functions: the workshop comes from the token, every id named is checked to be its own.
import { z } from 'zod';
import { ZIdSchema, ZRepairCustomerInputSchema, ZRepairBikeInputSchema, ZServiceChoicesSchema } from '../repairs/functions.ts';
import { ZBookingEventSchema } from './events.ts';
import { ZBookingSettingsSchema, ZDaySchema } from './settings.ts';

const isoDate = z.iso.datetime({ offset: true });
const observations = z.string().trim().max(2000).default('');

/** The calendar asks for at most a few months at once (its list view spans a month; a year of days is the most). */
export const BOOKINGS_RANGE_MAX_DAYS = 400;

const range = z
  .object({ from: isoDate, to: isoDate })
  .refine((value) => !(Date.parse(value.to) <= Date.parse(value.from)), { message: 'The range must end after it starts.', path: ['to'] })
  .refine((value) => !(Date.parse(value.to) - Date.parse(value.from) > BOOKINGS_RANGE_MAX_DAYS * 86_400_000), {
    message: `At most ${BOOKINGS_RANGE_MAX_DAYS} days at once.`,
    path: ['to'],
  });

/** The repairs whose calendar start (docs/product.md §4) is in [from, to). */
export const ZBookingsListInputSchema = range;
export const ZBookingsListOutputSchema = z.object({ events: z.array(ZBookingEventSchema), timeZone: z.string() });
export type TBookingsListOutput = z.infer<typeof ZBookingsListOutputSchema>;

/** A booking over a full day is made only when the caller says the person confirmed it. */
const overCapacity = z.boolean().default(false);

/** Selecting a slot: a repair confirmed for that date, for a new or existing customer and bike (the fast intake's fields). */
export const ZBookingsCreateInputSchema = z
  .object({
    date: isoDate,
    customer: ZRepairCustomerInputSchema,
    bike: ZRepairBikeInputSchema,
    services: ZServiceChoicesSchema.default({ packs: [], maintenances: [], stockItems: [], suspensions: [] }),
    mechanics: z.array(ZIdSchema).max(20).default([]),
    observations,
    overCapacity,
  })
  .refine((input) => input.customer.id !== null || input.customer.name !== '' || input.customer.phone !== '', {
    message: 'A new customer needs a name or a phone.',
    path: ['customer', 'name'],
  });
export type TBookingsCreateInput = z.input<typeof ZBookingsCreateInputSchema>;

/**
 * A drag: the repair's confirmedDate, or postponedDate for a postponed repair, becomes `date`. Null
 * clears it (an undo back to where the repair started without a booking).
 */
export const ZBookingsRescheduleInputSchema = z.object({
  id: ZIdSchema,
  date: isoDate.nullable(),
  expectedLastUpdate: isoDate,
  overCapacity,
});
export type TBookingsRescheduleInput = z.input<typeof ZBookingsRescheduleInputSchema>;

/** Confirm or postpone from the event's summary: the booking's date and observations, and the status in the history. */
export const BOOKING_STATUSES = ['confirmed', 'postponed'] as const;
export const ZBookingsSetStatusInputSchema = z.object({
  id: ZIdSchema,
  status: z.enum(BOOKING_STATUSES),
  date: isoDate,
  observations,
  expectedLastUpdate: isoDate,
  overCapacity,
});
export type TBookingsSetStatusInput = z.input<typeof ZBookingsSetStatusInputSchema>;

export const ZDayLoadSchema = z.object({
  day: ZDaySchema,
  capacityMinutes: z.number().int(),
  bookedMinutes: z.number().int(),
  repairs: z.number().int(),
  state: z.enum(['closed', 'free', 'busy', 'full']),
});

/** The load of each day whose start is in [from, to) in the workshop's time zone. */
export const ZBookingsCapacityInputSchema = range;
export const ZBookingsCapacityOutputSchema = z.object({ days: z.array(ZDayLoadSchema), activeMechanics: z.number().int() });
export type TBookingsCapacityOutput = z.infer<typeof ZBookingsCapacityOutputSchema>;

/** What an over-capacity refusal carries (`aborted`, details.reason 'over-capacity'). */
export const ZOverCapacityDetailsSchema = z.object({
  reason: z.literal('over-capacity'),
  load: ZDayLoadSchema,
  workMinutes: z.number().int(),
});
export type TOverCapacityDetails = z.infer<typeof ZOverCapacityDetailsSchema>;

export const ZBookingSettingsUpdateInputSchema = ZBookingSettingsSchema;
export const ZBookingSettingsOutputSchema = ZBookingSettingsSchema;
