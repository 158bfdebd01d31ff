// The dashboard's columns (docs/product.md §28.5): one on a phone, two from a 768 px tablet, three wide.
export const CARD_SPAN = { base: 12, sm: 6, lg: 4 };
/** The received-and-delivered chart takes two columns wide, its periods need the room. */
export const WIDE_CARD_SPAN = { base: 12, sm: 12, lg: 8 };
