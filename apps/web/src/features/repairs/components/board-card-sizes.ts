// A board card's sizes, which the long columns' virtualiser (virtual-cards.tsx) and the cards drawn while it loads
// (board-cards.tsx) share: a module of its own, so the virtualiser's chunk imports nothing of the board's (decision 071).

/** The height the virtualiser gives a card until it has measured it. */
export const ESTIMATED_CARD_HEIGHT = 118;
/** The space between two cards in a column. */
export const CARD_GAP = 8;
