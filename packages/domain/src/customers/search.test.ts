import { describe, expect, it } from 'vitest';
import { customerSearchText, customerSearchWordsOf } from './search.ts';
import { mergeCustomerFields } from './merge.ts';
import { ZBikeChangesSchema, ZCustomerInputSchema } from './customer.ts';

describe('customer search', () => {
  const text = customerSearchText({ name: 'Íñigo', surname: 'Peña', phone: '600 12 34 56', email: 'inigo@correo.es', dni: '12345678Z' }, [
    { manufacturer: { value: 'orbea', label: 'Orbea' }, model: { value: 'Orca', label: 'Orca' }, frameNumber: 'WTU-1' },
  ]);

  it('reads a phone-like query as its digits, without a Spanish or Portuguese country code', () => {
    expect(customerSearchWordsOf('600-12-34-56')).toEqual(['600123456']);
    expect(customerSearchWordsOf('+34 600 123 456')).toEqual(['600123456']);
    expect(customerSearchWordsOf('00351 912 345 678')).toEqual(['912345678']);
    expect(customerSearchWordsOf('Peña 3456')).toEqual(['pena', '3456']);
    expect(customerSearchWordsOf('WTU-1')).toEqual(['wtu-1']);
  });

  it('holds every field, the phone’s digits and the bikes', () => {
    for (const word of ['inigo', 'pena', '600123456', 'inigo@correo.es', '12345678z', 'orbea', 'orca', 'wtu-1'])
      expect(text).toContain(word);
  });
});

describe('customer rules', () => {
  it('fills only the kept customer’s empty fields when merging', () => {
    const base = ZCustomerInputSchema.parse({ name: 'Ana' });
    const keep = { ...base, id: 'k', created: '', lastUpdate: '', phone: '611111111' };
    const merge = {
      ...base,
      id: 'm',
      created: '',
      lastUpdate: '',
      phone: '622222222',
      email: 'a@b.es',
      whatsappConsentAt: '2026-01-01T00:00:00.000Z',
    };
    expect(mergeCustomerFields(keep, merge)).toMatchObject({
      phone: '611111111',
      email: 'a@b.es',
      whatsappConsentAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('checks phones, emails and years', () => {
    expect(ZCustomerInputSchema.safeParse({ name: 'A', phone: '+34 (600) 12.34-56' }).success).toBe(true);
    expect(ZCustomerInputSchema.safeParse({ name: 'A', phone: '12345' }).success).toBe(false);
    expect(ZCustomerInputSchema.safeParse({ name: 'A', email: 'nope' }).success).toBe(false);
    expect(ZBikeChangesSchema.safeParse({ year: 1899 }).success).toBe(false);
    expect(ZBikeChangesSchema.safeParse({ year: new Date().getUTCFullYear() + 1 }).success).toBe(true);
    expect(ZBikeChangesSchema.safeParse({ year: new Date().getUTCFullYear() + 2 }).success).toBe(false);
  });
});
