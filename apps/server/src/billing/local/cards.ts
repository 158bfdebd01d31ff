// A typed card as the local provider keeps it: the domain's checks (packages/domain/src/billing/cards.ts)
// decide whether it is usable and what it does; only brand, last four digits, expiry and that
// behaviour are stored, never the number (decision 014).
import { CARD_MESSAGES, cardBehaviourOf, cardBrandOf, cardDigits, cardProblemOf, type CardBehaviour, type TypedCard } from '@rueda/domain';
import { localpayPaymentMethods } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import { newId } from './support.ts';

export type CardReading = { usable: true; behaviour: CardBehaviour } | { usable: false; message: string };

/** Whether a card can be saved and what it does; a declined or non-test card is refused in the provider's words. */
export function readCard(card: TypedCard, now: Date): CardReading {
  const problem = cardProblemOf(card, now);
  if (problem) return { usable: false, message: problem };
  const behaviour = cardBehaviourOf(card.number);
  if (behaviour === 'declined') return { usable: false, message: CARD_MESSAGES.declined };
  if (behaviour === 'notTestCard') return { usable: false, message: CARD_MESSAGES.notTestCard };
  return { usable: true, behaviour };
}

export async function saveCard(db: Executor, customerId: string, card: TypedCard, behaviour: CardBehaviour, now: Date): Promise<string> {
  const digits = cardDigits(card.number);
  const id = newId('pm');
  await db.insert(localpayPaymentMethods).values({
    id,
    customerId,
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    behaviour,
    created: now,
  });
  return id;
}

/** Whether a saved card pays an off-session charge (a renewal). 3155 needs no confirmation once saved, as at Stripe. */
export function paysRenewals(behaviour: string | null | undefined): boolean {
  return behaviour === 'succeeds' || behaviour === 'requiresAction';
}
