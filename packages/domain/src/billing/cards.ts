// Card numbers as the local payments provider reads them (decision 014): it moves no money, so it
// takes only the test cards of docs/product.md §23.1, behaving as Stripe's test mode does with the
// same numbers; any other card is declined as Stripe declines a real card in test mode. Rueda keeps
// the brand and the last four digits of a card, never the whole number.
import type { CARD_BRANDS } from './details.ts';

export type CardBrand = (typeof CARD_BRANDS)[number];

/** What a test card does when it pays. */
export type CardBehaviour =
  /** Pays at once. */
  | 'succeeds'
  /** Refused with the provider's message. */
  | 'declined'
  /** Needs the card's extra confirmation (3-D Secure) before it pays: confirmCardPayment. */
  | 'requiresAction'
  /** Is saved, then declines every charge: a renewal that fails (grace period, then expiry). */
  | 'declinesRenewals';

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'requiresAction',
  '4000000000000341': 'declinesRenewals',
};

/** Stripe's own words for these refusals, which the app shows as the provider's message (docs/product.md §8). */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  notTestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
} as const;

/** The digits of a typed card number ("4242 4242 4242 4242" → "4242424242424242"). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Why a typed card cannot be used, in the provider's words, or null; `now` decides expiry. */
export function cardProblemOf(card: TypedCard, now: Date): string | null {
  const digits = cardDigits(card.number);
  if (!isLuhnValid(digits)) return CARD_MESSAGES.incorrectNumber;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return CARD_MESSAGES.invalidExpiry;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // A card is good until the end of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) return CARD_MESSAGES.expired;
  const cvcLength = cardBrandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return CARD_MESSAGES.invalidCvc;
  return null;
}

/** What the local provider does with a card that passed cardProblemOf. */
export function cardBehaviourOf(number: string): CardBehaviour | 'notTestCard' {
  return TEST_CARDS[cardDigits(number)] ?? 'notTestCard';
}
