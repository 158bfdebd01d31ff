// How the AT's texts write amounts, days and instants: the QR code (Portaria 195/2020 and the AT's "Especificações
// Técnicas Código QR" v1.0 §3 c)), the signature (Despacho 8632/2014 §4.5) and SAF-T (PT) 1.04_01 (Portaria
// 302/2016). All three write the same value the same way, so a document signs what its SAF-T file later exports.
import { invalidField } from '../../errors.ts';
import { zoneOffsetMinutes } from '../../bookings/zone.ts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** Cents as the AT writes an amount: two decimals, "." as the separator, no thousands separator (12345 → "123.45"). */
export function formatPortugueseAmount(cents: number, field = 'amount'): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw invalidField(field, 'An amount is a whole number of cents, zero or more.');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Whether a YYYY-MM-DD day exists in the calendar. */
function isCalendarDay(day: string): boolean {
  const match = ISO_DAY.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** A day as SAF-T and the signature write it (YYYY-MM-DD), checked; else an invalid-argument naming the field. */
export function checkPortugueseDay(day: string, field: string): string {
  if (!isCalendarDay(day)) throw invalidField(field, 'A day is written YYYY-MM-DD.');
  return day;
}

/** A local date and time as SAF-T and the signature write it (YYYY-MM-DDThh:mm:ss, no zone), checked. */
export function checkPortugueseDateTime(dateTime: string, field: string): string {
  if (!LOCAL_DATE_TIME.test(dateTime) || !isCalendarDay(dateTime.slice(0, 10))) {
    throw invalidField(field, 'A date and time is written YYYY-MM-DDThh:mm:ss.');
  }
  const [hour, minute, second] = dateTime.slice(11).split(':').map(Number);
  if (hour! > 23 || minute! > 59 || second! > 59) throw invalidField(field, 'A date and time is written YYYY-MM-DDThh:mm:ss.');
  return dateTime;
}

/**
 * An instant (ISO 8601 in UTC) as the workshop's wall clock writes it, YYYY-MM-DDThh:mm:ss: SAF-T's SystemEntryDate
 * and the signature's second field carry no zone, so they are the time where the document was issued (Lisbon, the
 * Azores or Madeira).
 */
export function portugueseDateTimeOf(instant: string, timeZone: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) throw invalidField('instant', 'An instant is an ISO 8601 date and time.');
  // The zone's arithmetic is the bookings' (bookings/zone.ts), as VERI*FACTU's instants use it.
  const wall = Math.floor(time / 1000) * 1000 + zoneOffsetMinutes(time, timeZone) * 60_000;
  return new Date(wall).toISOString().slice(0, 19);
}
