import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardBehaviourOf, cardBrandOf, cardProblemOf, isLuhnValid, TEST_CARDS } from './cards.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030, cvc = '123') => ({ number, expMonth, expYear, cvc });

describe('cards as the local provider reads them', () => {
  it('knows the journey’s test cards, typed with spaces or dashes', () => {
    expect(cardBehaviourOf('4242 4242 4242 4242')).toBe('succeeds');
    expect(cardBehaviourOf('4000-0000-0000-0002')).toBe('declined');
    expect(cardBehaviourOf('4000 0025 0000 3155')).toBe('requiresAction');
    expect(cardBehaviourOf('4000 0000 0000 0341')).toBe('declinesRenewals');
    // A real card's number in a provider that moves no money.
    expect(cardBehaviourOf('4111 1111 1111 1111')).toBe('notTestCard');
  });

  it('every test card is a well-formed card number', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(cardProblemOf(card(number), NOW), number).toBeNull();
  });

  it('refuses a mistyped number, a past or impossible expiry and a short security code, in the provider’s words', () => {
    expect(cardProblemOf(card('4242 4242 4242 4241'), NOW)).toBe(CARD_MESSAGES.incorrectNumber);
    expect(cardProblemOf(card('4242'), NOW)).toBe(CARD_MESSAGES.incorrectNumber);
    expect(cardProblemOf(card('4242424242424242', 13), NOW)).toBe(CARD_MESSAGES.invalidExpiry);
    expect(cardProblemOf(card('4242424242424242', 10, 2026), NOW)).toBe(CARD_MESSAGES.expired);
    // Good until the end of its month, and a two-digit year reads as this century.
    expect(cardProblemOf(card('4242424242424242', 11, 26), NOW)).toBeNull();
    expect(cardProblemOf(card('4242424242424242', 12, 2030, '12'), NOW)).toBe(CARD_MESSAGES.invalidCvc);
    expect(cardProblemOf(card('378282246310005', 12, 2030, '123'), NOW)).toBe(CARD_MESSAGES.invalidCvc);
    expect(cardProblemOf(card('378282246310005', 12, 2030, '1234'), NOW)).toBeNull();
  });

  it('tells the brand from the number', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('3056930009020004')).toBe('unknown');
  });

  it('the Luhn check catches any single mistyped digit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(TEST_CARDS)), fc.nat(15), fc.integer({ min: 1, max: 9 }), (number, position, shift) => {
        const digits = number.split('');
        digits[position] = String((Number(digits[position]) + shift) % 10);
        return !isLuhnValid(digits.join(''));
      }),
    );
  });
});
