// The booking calendar's functions and the online booking's settings (docs/product.md §15, §22).
import type { SchemasOf } from '../function-map.ts';
import { ZEmptyInputSchema } from './empty-input.ts';
import { ZRepairSchema } from '../repairs/repair.ts';
import {
  ZBookingsCapacityInputSchema,
  ZBookingsCapacityOutputSchema,
  ZBookingsCreateInputSchema,
  ZBookingSettingsOutputSchema,
  ZBookingSettingsUpdateInputSchema,
  ZBookingsListInputSchema,
  ZBookingsListOutputSchema,
  ZBookingsRescheduleInputSchema,
  ZBookingsSetStatusInputSchema,
} from '../bookings/functions.ts';
import { ZOnlineBookingSettingsGetOutputSchema } from '../online-booking/functions.ts';

/** The bookings area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const BOOKINGS_FUNCTIONS = {
  /** The repairs the calendar shows in a range, by docs/product.md §4's start date, as events. */
  bookingsList: { input: ZBookingsListInputSchema, output: ZBookingsListOutputSchema },
  /** Selecting a slot: a repair confirmed for that date (the fast intake's customer, bike and services). */
  bookingsCreate: { input: ZBookingsCreateInputSchema, output: ZRepairSchema },
  /** A drag: the booking's date moves (confirmedDate, or postponedDate for a postponed repair). */
  bookingsReschedule: { input: ZBookingsRescheduleInputSchema, output: ZRepairSchema },
  /** Confirm or postpone from the event's summary, with a date and observations. */
  bookingsSetStatus: { input: ZBookingsSetStatusInputSchema, output: ZRepairSchema },
  /** Each day's capacity and load in a range. */
  bookingsCapacity: { input: ZBookingsCapacityInputSchema, output: ZBookingsCapacityOutputSchema },
  /** Opening hours, closed days, bookable share and time zone (docs/product.md §15.1). */
  bookingSettingsGet: { input: ZEmptyInputSchema, output: ZBookingSettingsOutputSchema },
  bookingSettingsUpdate: { input: ZBookingSettingsUpdateInputSchema, output: ZBookingSettingsOutputSchema },
  // docs/product.md §22: online booking (online-booking/, docs/decisions/053).
  /** The workshop's online booking settings and its page's address (admins and managers). */
  onlineBookingSettingsGet: { input: ZEmptyInputSchema, output: ZOnlineBookingSettingsGetOutputSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/bookings-schemas.ts`). */
export const BOOKINGS_FUNCTION_SCHEMAS: SchemasOf<typeof BOOKINGS_FUNCTIONS> = BOOKINGS_FUNCTIONS;
