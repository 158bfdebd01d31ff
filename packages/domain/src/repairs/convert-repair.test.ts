import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertRepair, daysBetween, readDate, readPhone, storedRepairVersion } from './convert-repair.ts';
import v1 from './fixtures/v1.json' with { type: 'json' };
import v2 from './fixtures/v2.json' with { type: 'json' };
import v3 from './fixtures/v3.json' with { type: 'json' };
import { ZRepairSchema } from './repair.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('convertRepair: the older versions of docs/legacy-repairs.md', () => {
  it('version 1: a flat document with a status string and a brand', () => {
    const repair = convertRepair(v1, { now });
    expect(ZRepairSchema.parse(repair)).toBeTruthy();
    expect(storedRepairVersion(v1)).toBe(1);
    expect(repair).toMatchObject({
      id: 'rep-2019-0042',
      version: 4,
      status: 'inProgress',
      payment: 'pending',
      created: '2019-07-01T10:00:00.000Z',
      customer: { name: 'Jorge', surname: 'Pérez', phone: '612 345 678' },
      bike: { manufacturer: { value: 'Orbea', label: 'Orbea' }, model: { value: 'Alma', label: 'Alma' }, year: 2026, type: 'mtb' },
      entryDate: '2019-07-01T09:30:00.000Z',
      deliveryDate: null,
      hours: null,
      totalPrice: 4700,
      notified: true,
      technicalNotes: 'Ruido en el pedalier',
      source: 'whatsapp',
    });
    expect(repair.form.services.maintenances[0]?.title).toBe('Cambio de cadena');
  });

  it('version 2: phone as an object, in_progress, dates from the status list', () => {
    const repair = convertRepair(v2, { now });
    expect(ZRepairSchema.parse(repair)).toBeTruthy();
    expect(repair.status).toBe('finished');
    expect(repair.customer.phone).toBe('+351 912 345 678');
    expect(repair.entryDate).toBe('2021-03-03T08:15:00.000Z');
    expect(repair.deliveryDate).toBe('2021-03-05T17:00:00.000Z');
    expect(repair.hours).toBe(3);
    expect(repair.totalPrice).toBe(9000);
    expect(repair.state.status.map((entry) => entry.status)).toEqual([
      'notReviewed',
      'confirmed',
      'workshopEntrance',
      'inProgress',
      'finished',
    ]);
    expect(repair.state.status[2]?.observations).toBe('Entra con la rueda trasera pinchada');
  });

  it('version 3: totals, control sheets and ordering kept', () => {
    const repair = convertRepair(v3, { now });
    expect(ZRepairSchema.parse(repair)).toBeTruthy();
    expect(repair).toMatchObject({
      status: 'delivered',
      payment: 'partial',
      priority: 2,
      orderPosition: 1,
      totalPrice: 22300,
      mechanics: ['mec-1'],
    });
    expect(repair.deliveryDate).toBe('2023-05-12T18:00:00.000Z');
    expect(repair.hours).toBe(2);
    expect(repair.state.controlSheets[0]).toMatchObject({ controlSheetId: 'cs-basic', packId: 'pack-basic' });
  });

  it('version 4 reads back as itself', () => {
    const once = convertRepair(v3, { now });
    expect(convertRepair(once, { now })).toEqual(once);
  });
});

describe('convertRepair: the rules of docs/product.md §3 and §4', () => {
  it('fills the bike defaults', () => {
    expect(convertRepair({}, { now }).bike).toMatchObject({
      manufacturer: { value: 'generic' },
      model: { value: 'unknown' },
      year: 2026,
      type: 'unknown',
    });
  });

  it('takes the status from the last entry, defaulting to notReviewed', () => {
    expect(convertRepair({ state: { status: [{ status: 'confirmed' }, { status: 'started' }] } }, { now }).status).toBe('inProgress');
    expect(convertRepair({ state: { status: [] } }, { now }).status).toBe('notReviewed');
    expect(convertRepair({ state: { status: [{ status: 'flying' }] } }, { now }).status).toBe('notReviewed');
  });

  it('defaults payment to pending', () => {
    expect(convertRepair({ payment: 'bitcoin' }, { now }).payment).toBe('pending');
    expect(convertRepair({ payment: 'warranty' }, { now }).payment).toBe('warranty');
  });

  it('takes entry from booking.confirmedDate and delivery from finished, then booking.finishedDate', () => {
    const fromBooking = convertRepair(
      { state: { booking: { confirmedDate: '2024-01-01T10:00:00Z', finishedDate: '2024-01-03T09:00:00Z' } } },
      { now },
    );
    expect(fromBooking.entryDate).toBe('2024-01-01T10:00:00.000Z');
    expect(fromBooking.deliveryDate).toBe('2024-01-03T09:00:00.000Z');
    expect(fromBooking.hours).toBe(2);
    const fromFinished = convertRepair(
      { state: { status: [{ status: 'finished', date: '2024-02-02T00:00:00Z' }], booking: { finishedDate: '2024-03-01T00:00:00Z' } } },
      { now },
    );
    expect(fromFinished.deliveryDate).toBe('2024-02-02T00:00:00.000Z');
  });

  it('is notified once the list includes confirmed, in_progress, finished or delivered', () => {
    expect(convertRepair({ state: { status: [{ status: 'notReviewed' }, { status: 'managing' }] } }, { now }).notified).toBe(false);
    for (const status of ['confirmed', 'in_progress', 'finished', 'delivered']) {
      expect(convertRepair({ state: { status: [{ status }, { status: 'paused' }] } }, { now }).notified, status).toBe(true);
    }
  });

  it('sums packs and maintenances when there is no serviceTotals', () => {
    const repair = convertRepair(
      { form: { services: { packs: [{ price: 1000 }], maintenances: [{ price: 250, quantity: 2 }], stockItems: [{ price: 999 }] } } },
      { now },
    );
    expect(repair.totalPrice).toBe(1500);
  });
});

describe('helpers', () => {
  it('readDate reads ISO strings, milliseconds and Firestore timestamps', () => {
    expect(readDate('2024-05-01T10:00:00Z')).toBe('2024-05-01T10:00:00.000Z');
    expect(readDate(Date.UTC(2024, 4, 1))).toBe('2024-05-01T00:00:00.000Z');
    expect(readDate({ seconds: 1714557600, nanoseconds: 500_000_000 })).toBe('2024-05-01T10:00:00.500Z');
    expect(readDate('yesterday')).toBeNull();
    expect(readDate(undefined)).toBeNull();
  });

  it('readPhone reads a string or an object with a number', () => {
    expect(readPhone('600')).toBe('600');
    expect(readPhone({ number: '+34 600' })).toBe('+34 600');
    expect(readPhone(null)).toBe('');
  });

  it('daysBetween rounds up and refuses negative spans', () => {
    expect(daysBetween('2024-01-01T00:00:00Z', '2024-01-01T00:00:01Z')).toBe(1);
    expect(daysBetween('2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z')).toBe(0);
    expect(daysBetween('2024-01-02T00:00:00Z', '2024-01-01T00:00:00Z')).toBeNull();
  });
});

describe('convertRepair never throws', () => {
  it('on any JSON value, and always answers a valid version 4', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(() => ZRepairSchema.parse(convertRepair(value, { now, id: 'x' }))).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('on documents shaped like repairs with odd values', () => {
    const odd = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.array(fc.anything(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    );
    const shaped = fc.record(
      {
        id: odd,
        version: odd,
        status: odd,
        payment: odd,
        customer: fc.record({ name: odd, phone: odd }, { requiredKeys: [] }),
        bike: fc.record({ manufacturer: odd, model: odd, year: odd, type: odd }, { requiredKeys: [] }),
        state: fc.record(
          { status: fc.array(fc.record({ status: odd, date: odd }), { maxLength: 4 }), booking: odd, serviceTotals: odd, created: odd },
          { requiredKeys: [] },
        ),
        form: fc.record(
          { services: fc.record({ packs: fc.array(fc.record({ price: odd, id: odd }), { maxLength: 3 }) }, { requiredKeys: [] }) },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(shaped, (value) => {
        expect(() => ZRepairSchema.parse(convertRepair(value, { now, id: 'x' }))).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

describe('readDate', () => {
  it('answers every instant as toISOString writes it, whatever form it came in', async () => {
    const fc = (await import('fast-check')).default;
    const { readDate } = await import('./convert-repair.ts');
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (date) => {
        const iso = date.toISOString();
        expect(readDate(iso)).toBe(iso);
        expect(readDate(date.getTime())).toBe(iso);
        expect(readDate(iso.replace('Z', '+00:00'))).toBe(iso);
      }),
    );
    expect(readDate('2026-02-30T10:00:00.000Z')).toBe(
      new Date('2026-02-30T10:00:00.000Z').getTime() ? new Date('2026-02-30T10:00:00.000Z').toISOString() : null,
    );
  });
});

describe('fields conversion does not know', () => {
  it('are kept as plain fields, "__proto__" included', async () => {
    const { convertRepair } = await import('./convert-repair.ts');
    const converted = convertRepair(JSON.parse('{"source":"whatsapp","__proto__":{"polluted":true}}'), { now: new Date() }) as Record<
      string,
      unknown
    >;
    expect(converted.source).toBe('whatsapp');
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect((converted as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(converted, '__proto__')?.value).toEqual({ polluted: true });
  });
});

describe('status names that are also Object’s own', () => {
  it('read as no status (found by the property test)', async () => {
    const { convertRepair } = await import('./convert-repair.ts');
    expect(
      convertRepair({ state: { status: [{ status: 'valueOf', date: {} }, { status: 'constructor' }] } }, { now: new Date() }).status,
    ).toBe('notReviewed');
  });
});
