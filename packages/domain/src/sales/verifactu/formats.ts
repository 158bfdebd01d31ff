// How VERI*FACTU writes dates, instants and amounts: exactly as the AEAT's XSD (SuministroInformacion.xsd) types
// them, so that the huella's input, the record's XML and the QR's URL carry the same text (docs/verifactu.md).
import { invalidField } from '../../errors.ts';
import { zoneOffsetMinutes } from '../../bookings/zone.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** A day (YYYY-MM-DD) as the XSD's `fecha`: dd-mm-yyyy. */
export function formatVerifactuDate(day: string): string {
  const match = DAY.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (!match || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw invalidField('day', 'A day is written YYYY-MM-DD and must exist.');
  }
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/**
 * An instant as FechaHoraHusoGenRegistro: the wall-clock time in the zone with its offset, to the second
 * (yyyy-mm-ddThh:mm:ss+hh:mm), as the AEAT's huella document writes it ("2024-01-01T19:20:30+01:00").
 */
export function formatVerifactuInstant(instant: string | number, timeZone: string): string {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(at)) throw invalidField('instant', 'An instant is an ISO 8601 date and time.');
  let offset: number;
  try {
    offset = zoneOffsetMinutes(at, timeZone);
  } catch {
    throw invalidField('timeZone', 'An IANA time zone, such as Europe/Madrid.');
  }
  const wall = new Date(Math.floor(at / 1000) * 1000 + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Integer hundredths as the XSD's decimal with two decimals: 1235 → "12.35", -500 → "-5.00". */
function hundredths(value: number, field: string): string {
  if (!Number.isSafeInteger(value)) throw invalidField(field, 'An amount is a whole number of cents.');
  const abs = Math.abs(value);
  const text = `${Math.floor(abs / 100)}.${pad(abs % 100)}`;
  // ImporteSgn12.2Type: at most twelve digits before the point.
  if (Math.floor(abs / 100) >= 1e12) throw invalidField(field, 'An amount has at most twelve digits before the point.');
  return value < 0 ? `-${text}` : text;
}

/** Cents as the XSD's ImporteSgn12.2Type, always with two decimals: 1235 → "12.35". */
export function formatVerifactuAmount(cents: number): string {
  return hundredths(cents, 'amount');
}

/** A VAT rate in basis points as the XSD's Tipo2.2Type: 2100 → "21.00". */
export function formatVerifactuRate(rateBp: number): string {
  if (rateBp < 0) throw invalidField('rateBp', 'A rate is not negative.');
  return hundredths(rateBp, 'rateBp');
}
