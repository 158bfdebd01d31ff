import { describe, expect, it } from 'vitest';
import { isPhoneCountry, toE164, waMeLink, whatsAppNumberOf } from './phone.ts';
import { MESSAGING_COUNTRIES } from './settings.ts';

const SPANISH_MOBILE = '+34600123456';
const PORTUGUESE_MOBILE = '+351912345678';

describe('WhatsApp numbers (docs/product.md §20.2)', () => {
  it.each([
    ['600 123 456', 'ES', SPANISH_MOBILE],
    ['+34 600123456', 'ES', SPANISH_MOBILE],
    ['0034600123456', 'ES', SPANISH_MOBILE],
    ['600-12-34-56', 'ES', SPANISH_MOBILE],
    ['(+34) 600 12 34 56', 'ES', SPANISH_MOBILE],
    ['600.123.456', 'ES', SPANISH_MOBILE],
    // Written with their country's code, Spanish numbers read the same from a Portuguese workshop.
    ['+34 600123456', 'PT', SPANISH_MOBILE],
    ['0034600123456', 'PT', SPANISH_MOBILE],
    ['(+34) 600 12 34 56', 'PT', SPANISH_MOBILE],
    ['912 345 678', 'PT', PORTUGUESE_MOBILE],
    ['+351 912345678', 'PT', PORTUGUESE_MOBILE],
    ['00351 912 345 678', 'PT', PORTUGUESE_MOBILE],
    ['+351 912345678', 'ES', PORTUGUESE_MOBILE],
    ['00351 912 345 678', 'ES', PORTUGUESE_MOBILE],
    // Without its code, 912 345 678 is a Madrid number to a Spanish workshop: the country decides.
    ['912 345 678', 'ES', '+34912345678'],
  ])('reads %j with country %s as %s', (phone, country, expected) => {
    expect(toE164(phone, country)).toBe(expected);
  });

  it.each([
    ['400 123 456', 'PT'], // a Spanish number without its code: no Portuguese number starts with 4
    ['912 345 6789', 'PT'],
    ['12345', 'ES'],
    ['600 123 45', 'ES'],
    ['600 123 4567', 'ES'],
    ['+999 600123456', 'ES'],
    ['teléfono', 'ES'],
  ])('refuses %j with country %s', (phone, country) => {
    expect(toE164(phone, country)).toBeNull();
    expect(whatsAppNumberOf(phone, country)).toEqual({ number: null, problem: 'invalid-phone' });
  });

  it('tells a customer without a phone from one with a wrong one', () => {
    expect(whatsAppNumberOf('  ', 'ES')).toEqual({ number: null, problem: 'no-phone' });
    expect(whatsAppNumberOf('600 123 456', 'ES')).toEqual({ number: SPANISH_MOBILE, problem: null });
  });

  it('makes the click-to-chat link with the digits and the text encoded', () => {
    expect(waMeLink(SPANISH_MOBILE, 'Hola Marta, ¿todo bien? 50 € & más\nTaller')).toBe(
      'https://wa.me/34600123456?text=Hola%20Marta%2C%20%C2%BFtodo%20bien%3F%2050%20%E2%82%AC%20%26%20m%C3%A1s%0ATaller',
    );
    expect(waMeLink(PORTUGUESE_MOBILE, 'Olá')).toBe('https://wa.me/351912345678?text=Ol%C3%A1');
  });

  it('knows every country a workshop may choose', () => {
    for (const country of MESSAGING_COUNTRIES) expect(isPhoneCountry(country), country).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
  });
});
