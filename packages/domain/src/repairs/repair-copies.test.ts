import { describe, expect, it } from 'vitest';
import { repairBikeOf, repairCustomerOf } from './repair-copies.ts';

describe('repairCustomerOf', () => {
  it('copies the customer, with the form’s phone and a full name without empty parts', () => {
    const fields = {
      id: 'c-1',
      name: 'Marta',
      surname: '',
      phone: '600 111 222',
      address: 'Calle Mayor 1',
      dni: '1234',
      email: 'marta@example.com',
    };
    expect(repairCustomerOf(fields)).toEqual({ customer: fields, phone: '600 111 222', fullName: 'Marta' });
    expect(repairCustomerOf({ ...fields, surname: 'Iglesias' }).fullName).toBe('Marta Iglesias');
    expect(repairCustomerOf({ ...fields, id: null, name: '', surname: '' }).fullName).toBe('');
  });

  it('leaves out fields a customer row has and a repair does not keep', () => {
    const row = { id: 'c-1', name: 'A', surname: 'B', phone: '', address: '', dni: '', email: '', created: '2026-01-01T00:00:00.000Z' };
    expect(Object.keys(repairCustomerOf(row).customer)).not.toContain('created');
  });
});

describe('repairBikeOf (docs/product.md §3 defaults)', () => {
  it('takes manufacturer and model as options, trimmed, a listed manufacturer as the list has it (docs/product.md §12.1)', () => {
    expect(repairBikeOf({ manufacturer: ' orbea ', model: 'Orca', color: 'azul', year: 2022, type: 'road' }, 2026)).toEqual({
      manufacturer: { value: 'orbea', label: 'Orbea' },
      model: { value: 'Orca', label: 'Orca' },
      color: 'azul',
      year: 2022,
      type: 'road',
    });
  });

  it('keeps a workshop bike’s options and a manufacturer not on the list as typed', () => {
    const bike = { manufacturer: { value: 'bh', label: 'BH' }, model: null, color: '', year: 2020, type: 'road' };
    expect(repairBikeOf(bike, 2026)).toMatchObject({ manufacturer: { value: 'bh', label: 'BH' }, model: { value: 'unknown' } });
    expect(repairBikeOf({ ...bike, manufacturer: 'Taller Pepe' }, 2026).manufacturer).toEqual({
      value: 'Taller Pepe',
      label: 'Taller Pepe',
    });
  });

  it('defaults to a generic manufacturer, an unknown model and type, and the year given', () => {
    expect(repairBikeOf({ manufacturer: '  ', model: '', color: '', year: null, type: '' }, 2026)).toEqual({
      manufacturer: { value: 'generic', label: 'generic' },
      model: { value: 'unknown', label: 'unknown' },
      color: '',
      year: 2026,
      type: 'unknown',
    });
  });
});
