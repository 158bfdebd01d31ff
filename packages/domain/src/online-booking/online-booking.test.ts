// docs/product.md §22: online booking's rules — the slug, which days the page offers, whether a booking's work fits.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_MINUTES, type TDayLoad } from '../bookings/capacity.ts';
import { ZPublicBookingCreateInputSchema } from './functions.ts';
import { addDays, bookableRange, bookingWorkMinutes, fitsOn, nextOpenDays, publicDayOf } from './days.ts';
import { ONLINE_BOOKING_HORIZON_DAYS } from './limits.ts';
import { slugOf, ZBookingSlugSchema } from './settings.ts';

const load = (day: string, capacityMinutes: number, bookedMinutes: number): TDayLoad => ({
  day,
  capacityMinutes,
  bookedMinutes,
  repairs: 0,
  state: 'free',
});

describe('the slug', () => {
  it('is lowercase letters, digits and single hyphens, 3 to 60 characters', () => {
    expect(ZBookingSlugSchema.parse('  Taller-Norte ')).toBe('taller-norte');
    for (const bad of ['ab', '-taller', 'taller-', 'taller--norte', 'taller norte', 'tallér', 'a'.repeat(61)]) {
      expect(ZBookingSlugSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('is proposed from the workshop name without accents or symbols', () => {
    expect(slugOf('Taller Ciclos Peña & Hijos')).toBe('taller-ciclos-pena-hijos');
    expect(slugOf('  ¡Bicis!  ')).toBe('bicis');
    expect(slugOf('***')).toBe('');
    expect(ZBookingSlugSchema.safeParse(slugOf('Oficina das Bicicletas São João')).success).toBe(true);
  });
});

describe('the days the page offers', () => {
  it('start after the notice and last the horizon, across months and years', () => {
    expect(bookableRange('2026-12-30', 1)).toEqual({ first: '2026-12-31', last: addDays('2026-12-31', ONLINE_BOOKING_HORIZON_DAYS - 1) });
    expect(bookableRange('2026-02-27', 0).first).toBe('2026-02-27');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('say a day is open with its free minutes, full when nothing is left, closed without capacity', () => {
    expect(publicDayOf(load('2026-12-01', 480, 120))).toEqual({ day: '2026-12-01', state: 'open', freeMinutes: 360 });
    expect(publicDayOf(load('2026-12-02', 480, 480))).toEqual({ day: '2026-12-02', state: 'full', freeMinutes: 0 });
    expect(publicDayOf(load('2026-12-03', 480, 600))).toEqual({ day: '2026-12-03', state: 'full', freeMinutes: 0 });
    expect(publicDayOf(load('2026-12-06', 0, 0))).toEqual({ day: '2026-12-06', state: 'closed', freeMinutes: 0 });
  });

  it('fit a booking whose work is no more than what is left; the next open days skip the ones it does not fit', () => {
    const days = [
      load('2026-12-01', 480, 0),
      load('2026-12-02', 480, 450),
      load('2026-12-03', 0, 0),
      load('2026-12-04', 480, 400),
      load('2026-12-05', 240, 0),
      load('2026-12-07', 480, 0),
    ].map(publicDayOf);
    expect(fitsOn(days[1]!, 30)).toBe(true);
    expect(fitsOn(days[1]!, 31)).toBe(false);
    expect(fitsOn(days[2]!, 0)).toBe(false);
    expect(nextOpenDays(days, 90, '2026-12-01')).toEqual(['2026-12-05', '2026-12-07']);
    expect(nextOpenDays(days, 30, '2026-11-30')).toEqual(['2026-12-01', '2026-12-02', '2026-12-04']);
  });

  it('count a booking as the calendar does: the estimates added up, an hour when none has one', () => {
    expect(bookingWorkMinutes([{ minutes: 90 }, { minutes: null }, { minutes: 30 }])).toBe(120);
    expect(bookingWorkMinutes([{ minutes: null }])).toBe(DEFAULT_WORK_MINUTES);
    expect(bookingWorkMinutes([])).toBe(DEFAULT_WORK_MINUTES);
  });
});

describe('a booking request', () => {
  const valid = {
    slug: 'taller-norte',
    formToken: 't',
    services: [{ kind: 'packs', id: 'p' }],
    bike: { manufacturer: 'orbea', model: 'Orca' },
    day: '2026-12-01',
    customer: { name: 'Lucía', phone: '600 111 222', language: 'es' },
    consent: true,
  } as const;

  it('needs a name, a phone, the consent, and a service or a problem', () => {
    expect(ZPublicBookingCreateInputSchema.safeParse(valid).success).toBe(true);
    expect(ZPublicBookingCreateInputSchema.safeParse({ ...valid, services: [], problem: 'Pinchazo' }).success).toBe(true);
    for (const bad of [
      { ...valid, services: [] },
      { ...valid, consent: false },
      { ...valid, customer: { ...valid.customer, name: '' } },
      { ...valid, customer: { ...valid.customer, phone: '' } },
      { ...valid, services: [{ kind: 'stockItems', id: 's' }] },
      { ...valid, day: '1 de diciembre' },
    ]) {
      expect(ZPublicBookingCreateInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
