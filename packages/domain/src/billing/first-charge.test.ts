import { describe, expect, it } from 'vitest';
import { billingAddressFromWorkshop, keptTrialEnd } from './first-charge.ts';

const NOW = new Date('2026-11-28T10:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

describe('the first charge of a workshop that subscribes', () => {
  it('falls at the trial’s end while more than 48 hours of it are left', () => {
    const end = new Date(NOW.getTime() + 14 * 24 * HOUR_MS);
    expect(keptTrialEnd(end, NOW)).toEqual(end);
    expect(keptTrialEnd(end.toISOString(), NOW)).toEqual(end);
    expect(keptTrialEnd(new Date(NOW.getTime() + 49 * HOUR_MS), NOW)).not.toBeNull();
  });

  it('is at once with less left (Stripe takes no shorter trial_end), with the trial over, or without one', () => {
    expect(keptTrialEnd(new Date(NOW.getTime() + 47 * HOUR_MS), NOW)).toBeNull();
    expect(keptTrialEnd(new Date(NOW.getTime() + 48 * HOUR_MS), NOW)).toBeNull();
    expect(keptTrialEnd(new Date(NOW.getTime() - HOUR_MS), NOW)).toBeNull();
    expect(keptTrialEnd(null, NOW)).toBeNull();
    expect(keptTrialEnd('not a date', NOW)).toBeNull();
  });
});

describe('the billing address a checkout starts from', () => {
  it('reads the street, postal code and town of a Spanish address, and keeps the tax id', () => {
    expect(billingAddressFromWorkshop({ name: 'Ciclos Marta', address: 'Calle Mayor 1, 2º B, 28013 Madrid', taxId: 'B12345678' })).toEqual({
      name: 'Ciclos Marta',
      line1: 'Calle Mayor 1, 2º B',
      postalCode: '28013',
      city: 'Madrid',
      country: 'ES',
      taxId: 'B12345678',
    });
  });

  it('reads a Portuguese one', () => {
    expect(billingAddressFromWorkshop({ name: 'Bicicletas Tejo', address: 'Rua Augusta 10, 1100-053 Lisboa', taxId: '' })).toEqual({
      name: 'Bicicletas Tejo',
      line1: 'Rua Augusta 10',
      postalCode: '1100-053',
      city: 'Lisboa',
      country: 'PT',
    });
  });

  it('gives an address it cannot split as the street, the country from the tax id, and leaves out what is empty', () => {
    expect(billingAddressFromWorkshop({ name: 'Oficina', address: 'Largo do Rato', taxId: '501234567' })).toEqual({
      name: 'Oficina',
      line1: 'Largo do Rato',
      country: 'PT',
      taxId: '501234567',
    });
    expect(billingAddressFromWorkshop({ name: 'Taller', address: '', taxId: '' })).toEqual({ name: 'Taller' });
  });
});
