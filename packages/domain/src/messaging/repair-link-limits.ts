// The repair link's numbers (docs/product.md §21), apart from its schemas so that the customer's page (a bundle of
// its own, decision 052) reads them without loading zod.

/** A link lives until this long after the repair's delivery (docs/product.md §3 deliveryDate). */
export const REPAIR_LINK_DAYS_AFTER_DELIVERY = 30;
/** No token is longer (43 characters); a longer one is refused as input before it is looked up. */
export const REPAIR_LINK_TOKEN_MAX_LENGTH = 256;
export const REPAIR_LINK_COMMENT_MAX_LENGTH = 1000;
/** The largest spending limit a customer may set: MAX_AMOUNT_CENTS, the largest amount Rueda stores. */
export const REPAIR_LINK_MAX_SPENDING_LIMIT_CENTS = 100_000_000;

const DAY_MS = 86_400_000;

/** When a link of a repair delivered at `deliveryDate` stops working; null while it is not delivered. */
export function repairLinkExpiry(deliveryDate: Date | string | null): Date | null {
  if (deliveryDate === null) return null;
  return new Date(new Date(deliveryDate).getTime() + REPAIR_LINK_DAYS_AFTER_DELIVERY * DAY_MS);
}
