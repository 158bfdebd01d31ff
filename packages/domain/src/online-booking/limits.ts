// The online booking's numbers (docs/product.md §22), apart from its schemas so that the customer's booking page
// (a bundle of its own, as the repair link's) reads them without loading zod.

/** How many days ahead the page offers, from the first day the minimum notice allows. */
export const ONLINE_BOOKING_HORIZON_DAYS = 60;
/** The notice a workshop asks by default: bookings from tomorrow on. */
export const DEFAULT_MINIMUM_NOTICE_DAYS = 1;
export const MINIMUM_NOTICE_DAYS_MAX = 30;
/** docs/product.md §22.6: a form sent sooner than this after its page opened is a bot's (people read and type). */
export const MIN_FILL_SECONDS = 4;
/** A page's form token is good for this long: the customer may take a while, not a day. */
export const FORM_TOKEN_HOURS = 6;
/** How many next open days a refusal of a day that filled up offers instead. */
export const NEXT_OPEN_DAYS = 3;
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
export const PROBLEM_MAX_LENGTH = 1000;
export const BIKE_MODEL_MAX_LENGTH = 80;
export const CUSTOMER_NAME_MAX_LENGTH = 80;
/** Services a customer may pick in one booking. */
export const BOOKED_SERVICES_MAX = 10;

/** The public page's address for a slug. */
export const onlineBookingPath = (slug: string) => `/book/${encodeURIComponent(slug)}`;
