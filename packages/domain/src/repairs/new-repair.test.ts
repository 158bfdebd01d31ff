import { describe, expect, it } from 'vitest';
import { intake, NOW, writeContext } from './fixtures/write-context.ts';
import { convertRepair } from './convert-repair.ts';
import { newRepair } from './new-repair.ts';
import { ZRepairSchema } from './repair.ts';

const customer = {
  id: 'c-1',
  name: 'Íñigo',
  surname: 'Ruiz',
  phone: '611 222 333',
  email: '',
  address: 'Calle Mayor 1',
  dni: '',
  created: '2026-01-01T00:00:00.000Z',
};
const bike = {
  id: 'b-1',
  customerId: 'c-1',
  manufacturer: { value: 'trek', label: 'Trek' },
  model: { value: 'Marlin 7', label: 'Marlin 7' },
  color: 'rojo',
  year: 2021,
  type: 'mountain',
  created: '2026-01-01T00:00:00.000Z',
};

describe('newRepair (docs/product.md §2 fast intake)', () => {
  it('is a version-4 repair created now: one status entry, no position, not notified, priced and totalled', () => {
    const repair = newRepair(
      intake({
        services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain', quantity: 2 }], stockItems: [{ id: 'st-tube' }] },
      }),
      writeContext(),
    );
    expect(ZRepairSchema.parse(repair)).toEqual(repair);
    expect(repair).toMatchObject({
      id: 'id-1',
      version: 4,
      status: 'notReviewed',
      payment: 'pending',
      priority: 0,
      orderPosition: null,
      created: NOW.toISOString(),
      lastUpdate: NOW.toISOString(),
      notified: false,
      entryDate: null,
      deliveryDate: null,
      hours: null,
      // 35,00 + 2 × 12,00 + 6,50
      totalPrice: 6550,
    });
    expect(repair.state).toMatchObject({
      status: [{ status: 'notReviewed', date: NOW.toISOString(), observations: '' }],
      booking: { confirmedDate: null, postponedDate: null, finishedDate: null, observations: '' },
      repairRequestVersion: 4,
      serviceTotals: { total: 6550 },
    });
    expect(repair.state.controlSheets.map((sheet) => [sheet.controlSheetId, sheet.packId ?? sheet.maintenanceId])).toEqual([
      ['id-2', 'pack-basic'],
      ['id-3', 'm-chain'],
    ]);
  });

  it('copies what was typed when the workshop has no such customer or bike, with docs/product.md §3’s bike defaults', () => {
    const repair = newRepair(intake(), writeContext());
    expect(repair.customer).toEqual({
      id: null,
      name: 'Marta',
      surname: 'Iglesias',
      phone: '600 111 222',
      address: '',
      dni: '',
      email: '',
    });
    expect(repair.form).toMatchObject({ phone: '600 111 222', fullName: 'Marta Iglesias' });
    expect(repair.bike).toEqual({
      manufacturer: { value: 'generic', label: 'generic' },
      model: { value: 'unknown', label: 'unknown' },
      color: '',
      // No invented year: nobody gave one (an online booking's form never asks).
      year: null,
      type: 'unknown',
      owner_uid: null,
      syncedServicePoint: 'ws-1',
    });
    expect(repair.state.bike).toBeUndefined();
  });

  it('keeps a bike without a year without one when it is read again, as only an older version gets the current year', () => {
    const repair = newRepair(intake(), writeContext());
    expect(convertRepair(repair, { now: NOW }).bike.year).toBeNull();
    const older = { ...repair, version: 3, bike: { ...repair.bike, year: undefined } };
    expect(convertRepair(older, { now: NOW }).bike.year).toBe(NOW.getUTCFullYear());
  });

  it('copies the workshop’s customer and bike when the data layer found or made them', () => {
    const repair = newRepair(intake({ customer: { id: 'c-1' } }), writeContext({ customer, bike }));
    expect(repair.customer).toMatchObject({ id: 'c-1', name: 'Íñigo', surname: 'Ruiz', address: 'Calle Mayor 1' });
    expect(repair.form.fullName).toBe('Íñigo Ruiz');
    expect(repair.bike).toMatchObject({
      manufacturer: { label: 'Trek' },
      model: { label: 'Marlin 7' },
      year: 2021,
      type: 'mountain',
      owner_uid: 'c-1',
    });
    expect(repair.state.bike).toEqual({ id: 'b-1' });
  });

  it('keeps the status, payment, priority, dates, booking, notes and additional data it was given', () => {
    const repair = newRepair(
      intake({
        status: 'confirmed',
        payment: 'paid',
        priority: 2,
        entryDate: '2026-11-20T09:00:00.000Z',
        deliveryDate: '2026-11-22T18:00:00.000Z',
        booking: { confirmedDate: '2026-11-20T09:00:00.000Z', observations: 'Por la mañana' },
        technicalNotes: 'Roce en el freno',
        additionalData: { frame: 'L' },
      }),
      writeContext({ mayPrice: true }),
    );
    expect(repair).toMatchObject({
      status: 'confirmed',
      payment: 'paid',
      priority: 2,
      hours: 3,
      technicalNotes: 'Roce en el freno',
      form: { additionalData: { frame: 'L' } },
    });
    // docs/product.md §4: a confirmed status list is notified.
    expect(repair.notified).toBe(true);
    expect(repair.state.booking).toEqual({
      confirmedDate: '2026-11-20T09:00:00.000Z',
      postponedDate: null,
      finishedDate: null,
      observations: 'Por la mañana',
    });
    expect(repair.state.priority).toBe(2);
  });

  it('refuses a mechanic that is not the workshop’s before pricing anything', () => {
    const input = intake({ mechanics: ['m-1', 'm-x'], services: { packs: [{ id: 'pack-nope' }] } });
    expect(() => newRepair(input, writeContext({ unknownMechanics: ['m-x'] }))).toThrow(
      expect.objectContaining({ code: 'invalid-argument', details: { fields: [{ field: 'mechanics.1', message: expect.any(String) }] } }),
    );
    expect(newRepair({ ...input, services: intake().services }, writeContext()).mechanics).toEqual(['m-1', 'm-x']);
  });
});
