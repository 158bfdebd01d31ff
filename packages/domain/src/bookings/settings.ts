// The booking calendar's settings (docs/product.md §15.1): when the workshop is open, the days it is closed,
// the share of its mechanics' hours that may be booked, and the time zone its days are counted in.
// Set from the booking screen by admins and managers until the profile gathers the workshop's settings.
import { z } from 'zod';

/** Monday first (docs/product.md §1). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const ZClockTimeSchema = z.string().regex(CLOCK, 'A time as HH:MM, 24-hour.');
export const ZDaySchema = z.iso.date();

/** Minutes since midnight of an HH:MM time (24:00 is the day's end). */
export function minutesOfClock(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export const ZOpeningIntervalSchema = z
  .object({ from: ZClockTimeSchema, to: ZClockTimeSchema })
  .refine((interval) => minutesOfClock(interval.to) > minutesOfClock(interval.from), {
    message: 'The closing time must be after the opening time.',
    path: ['to'],
  });
export type TOpeningInterval = z.infer<typeof ZOpeningIntervalSchema>;

/** A day's opening: up to three intervals (morning, afternoon, evening), in order and apart. */
const ZDayOpeningSchema = z
  .array(ZOpeningIntervalSchema)
  .max(3)
  .refine(
    (intervals) =>
      intervals.every((interval, index) => index === 0 || minutesOfClock(interval.from) >= minutesOfClock(intervals[index - 1]!.to)),
    {
      message: 'Each interval starts after the one before it ends.',
    },
  );

export const ZOpeningHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, ZDayOpeningSchema])) as Record<Weekday, typeof ZDayOpeningSchema>,
);
export type TOpeningHours = z.infer<typeof ZOpeningHoursSchema>;

/** docs/product.md §15.1: by default 80 % of the opening hours are bookable; the rest is for walk-ins and surprises. */
export const DEFAULT_BOOKABLE_PERCENT = 80;
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';
export const CLOSED_DAYS_MAX = 366;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZoneSchema = z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'Unknown time zone.' });

export const ZBookingSettingsSchema = z.object({
  timeZone: ZTimeZoneSchema,
  openingHours: ZOpeningHoursSchema,
  /** Holidays and other days the workshop is closed, as YYYY-MM-DD. */
  closedDays: z
    .array(ZDaySchema)
    .max(CLOSED_DAYS_MAX)
    .transform((days) => [...new Set(days)].sort()),
  bookablePercent: z.number().int().min(10).max(100),
});
export type TBookingSettings = z.infer<typeof ZBookingSettingsSchema>;

const WORKDAY: TOpeningInterval[] = [
  { from: '09:00', to: '14:00' },
  { from: '16:00', to: '20:00' },
];

/** A bicycle workshop's usual week: Monday to Friday 9–14 and 16–20, Saturday morning, Sunday closed. */
export const DEFAULT_BOOKING_SETTINGS: TBookingSettings = {
  timeZone: DEFAULT_TIME_ZONE,
  openingHours: { mon: WORKDAY, tue: WORKDAY, wed: WORKDAY, thu: WORKDAY, fri: WORKDAY, sat: [{ from: '10:00', to: '14:00' }], sun: [] },
  closedDays: [],
  bookablePercent: DEFAULT_BOOKABLE_PERCENT,
};
