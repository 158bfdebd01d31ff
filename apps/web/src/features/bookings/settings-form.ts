// The booking settings form's rules (docs/product.md §15.1): the domain's ZBookingSettingsSchema
// (docs/style.md §3: schemas once), each issue shown on its field in the user's language.
import { ZBookingSettingsSchema, type TBookingSettings } from '@rueda/domain';
import { fieldErrorsOf } from '@/lib/form-validation';

/** At most three intervals a day: morning, afternoon, evening (the domain's limit). */
export const INTERVALS_MAX = 3;

/** A new interval after the day's last one: the afternoon after a morning, else a usual morning. */
export function nextInterval(intervals: readonly { from: string; to: string }[]): { from: string; to: string } {
  const last = intervals.at(-1);
  if (!last) return { from: '09:00', to: '14:00' };
  const [hours = 0] = last.to.split(':').map(Number);
  const from = Math.min(hours + 2, 22);
  return { from: `${String(from).padStart(2, '0')}:00`, to: `${String(Math.min(from + 4, 23)).padStart(2, '0')}:00` };
}

/** The value at a dotted path of the form ('openingHours.mon.0.to'). */
function valueAt(values: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
}

/** The locale key of a settings issue: the schema's own messages are for developers, not for the form. */
function keyOf(values: TBookingSettings, field: string, issue: { code: string; message: string }): string {
  if (field.startsWith('openingHours.')) {
    if (valueAt(values, field) === '') return 'validation.required';
    // The interval's refine names its `to`; the day's refine (intervals in order) names the day.
    if (issue.code === 'custom')
      return field.endsWith('.to') ? 'bookings:settings.errors.closingBeforeOpening' : 'bookings:settings.errors.order';
    if (issue.code === 'too_big') return 'bookings:settings.errors.tooManyIntervals';
    return 'bookings:settings.errors.time';
  }
  if (field === 'bookablePercent') return 'bookings:settings.errors.percent';
  if (field === 'timeZone') return 'bookings:settings.errors.timeZone';
  if (field.startsWith('closedDays')) return 'bookings:settings.errors.closedDays';
  return issue.message;
}

/** A Mantine `validate` function: the first issue of each field, in the current language. */
export function validateSettings(values: TBookingSettings): Record<string, string> {
  return fieldErrorsOf(ZBookingSettingsSchema, values, { keyOf: (field, issue) => keyOf(values, field, issue) });
}

/** The time zones the browser knows, with the workshop's own even when it is not among them. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
