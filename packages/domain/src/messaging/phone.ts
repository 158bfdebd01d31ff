// docs/product.md §20.2: the customer's number as WhatsApp needs it. People write numbers every way ("600 123 456",
// "0034600123456", "(+34) 600 12 34 56"); libphonenumber-js reads them by the rules of each country, with the
// workshop's country for numbers written without one, and answers E.164 (+34600123456). Its `min` metadata
// knows every country's lengths and prefixes, not the types of line (decision 051).
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Why a customer cannot be written to: no number at all, or one that is no number of any country. */
export const PHONE_PROBLEMS = ['no-phone', 'invalid-phone'] as const;
export type PhoneProblem = (typeof PHONE_PROBLEMS)[number];

export type WhatsAppNumber = { number: string; problem: null } | { number: null; problem: PhoneProblem };

export function isPhoneCountry(country: string): boolean {
  return isSupportedCountry(country);
}

/** The phone in E.164 form, the country's rules for a number without its code; null when it is no valid number. */
export function toE164(phone: string, defaultCountry: string): string | null {
  const country = isSupportedCountry(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(phone.trim(), country ? { defaultCountry: country } : undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** toE164, saying why not. */
export function whatsAppNumberOf(phone: string, defaultCountry: string): WhatsAppNumber {
  if (phone.trim() === '') return { number: null, problem: 'no-phone' };
  const number = toE164(phone, defaultCountry);
  return number ? { number, problem: null } : { number: null, problem: 'invalid-phone' };
}

/** WhatsApp's click-to-chat link: the number's digits without the plus, and the message filled in. */
export function waMeLink(e164: string, text: string): string {
  const digits = e164.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
