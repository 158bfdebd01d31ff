import { describe, expect, it } from 'vitest';
import { intake, writeContext } from './fixtures/write-context.ts';
import { newRepair } from './new-repair.ts';
import { REPAIR_VERSION } from './repair.ts';
import { matchesSearch, summariseRepair } from './summary.ts';

const summary = {
  customer: { id: null, name: 'María', surname: 'Peña', phone: '+34 600 11 22 33' },
  bike: { manufacturer: 'Orbea', model: 'Orca M30', color: 'rojo', type: 'road' },
};

describe('instant search (docs/product.md §4)', () => {
  it('finds a repair by customer name, phone or bike, ignoring case and accents', () => {
    for (const query of ['maria', 'PEÑA', 'pena', '600 11', '600112233', 'orbea orca', 'm30', '', '  '])
      expect(matchesSearch(summary, query)).toBe(true);
    for (const query of ['juan', 'trek', '699']) expect(matchesSearch(summary, query)).toBe(false);
  });
});

describe('the list summary of a repair', () => {
  it('marks a repair the customer booked online, and only that one', () => {
    const booked = newRepair(intake({ additionalData: { onlineBooking: true } }), writeContext({ mayPrice: true }));
    expect(summariseRepair(booked, REPAIR_VERSION).bookedOnline).toBe(true);
    const others: Record<string, string>[] = [{}, { onlineBooking: 'yes' }, { frame: 'L' }];
    for (const additionalData of others) {
      const staffMade = newRepair(intake({ additionalData }), writeContext({ mayPrice: true }));
      expect(summariseRepair(staffMade, REPAIR_VERSION)).not.toHaveProperty('bookedOnline');
    }
  });
});
