// The staff's callable functions (signed in, one workshop's): each one's request and response schemas, shared
// by server and web so they are written once. The server validates `data` with the input schema; the client's
// `call()` is typed from the same map (functions.ts joins it with the sales functions' and the customers' pages'
// maps). Decision 072: each area's functions are a map of their own (staff-functions/), so that the web app loads
// the schemas of the areas a screen calls and no other; function-areas.ts names each function's area, and
// functions.ts checks, when compiled, that it names the map each function is in.
import { ACCOUNT_FUNCTIONS } from './staff-functions/account.ts';
import { ALERTS_FUNCTIONS } from './staff-functions/alerts.ts';
import { BOARD_FUNCTIONS } from './staff-functions/board.ts';
import { BOOKINGS_FUNCTIONS } from './staff-functions/bookings.ts';
import { CATALOGUE_FUNCTIONS } from './staff-functions/catalogue.ts';
import { CHAIN_SUBSCRIPTION_FUNCTIONS } from './staff-functions/chain-subscription.ts';
import { CHAIN_VIEW_FUNCTIONS } from './staff-functions/chain-view.ts';
import { CHAINS_FUNCTIONS } from './staff-functions/chains.ts';
import { CUSTOMERS_FUNCTIONS } from './staff-functions/customers.ts';
import { DASHBOARD_FUNCTIONS } from './staff-functions/dashboard.ts';
import { MESSAGING_FUNCTIONS } from './staff-functions/messaging.ts';
import { PARTS_FUNCTIONS } from './staff-functions/parts.ts';
import { RECOMMENDATIONS_FUNCTIONS } from './staff-functions/recommendations.ts';
import { REPAIRS_FUNCTIONS } from './staff-functions/repairs.ts';
import { SHELL_FUNCTIONS } from './staff-functions/shell.ts';
import { SUBSCRIPTION_FUNCTIONS } from './staff-functions/subscription.ts';
import { SUSPENSIONS_FUNCTIONS } from './staff-functions/suspensions.ts';
import { TRANSFERS_FUNCTIONS } from './staff-functions/transfers.ts';
import { CHAIN_CUSTOMERS_FUNCTIONS } from './staff-functions/chain-customers.ts';

export { ZEmptyInputSchema } from './staff-functions/empty-input.ts';
export { ZRepairsListOutputSchema, type TRepairsListOutput } from './staff-functions/board.ts';
export { ZRepairsGetOutputSchema, type TRepairsGetOutput } from './staff-functions/repairs.ts';
export { ZGetSubscriptionPlansOutputSchema } from './staff-functions/subscription.ts';

/** Every area's map, by the area's name (function-areas.ts's `StaffFunctionArea`). */
export const STAFF_FUNCTIONS_BY_AREA = {
  shell: SHELL_FUNCTIONS,
  board: BOARD_FUNCTIONS,
  repairs: REPAIRS_FUNCTIONS,
  customers: CUSTOMERS_FUNCTIONS,
  suspensions: SUSPENSIONS_FUNCTIONS,
  recommendations: RECOMMENDATIONS_FUNCTIONS,
  parts: PARTS_FUNCTIONS,
  catalogue: CATALOGUE_FUNCTIONS,
  bookings: BOOKINGS_FUNCTIONS,
  dashboard: DASHBOARD_FUNCTIONS,
  alerts: ALERTS_FUNCTIONS,
  messaging: MESSAGING_FUNCTIONS,
  account: ACCOUNT_FUNCTIONS,
  subscription: SUBSCRIPTION_FUNCTIONS,
  chains: CHAINS_FUNCTIONS,
  'chain-view': CHAIN_VIEW_FUNCTIONS,
  'chain-subscription': CHAIN_SUBSCRIPTION_FUNCTIONS,
  transfers: TRANSFERS_FUNCTIONS,
  'chain-customers': CHAIN_CUSTOMERS_FUNCTIONS,
} as const;

/** Every area's maps as one. A call marked pure, so a bundle that uses one area's map drops the others. */
function joined<M extends Record<string, object>>(maps: M): UnionToIntersection<M[keyof M]> {
  return Object.assign({}, ...Object.values(maps)) as UnionToIntersection<M[keyof M]>;
}
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** Every function the staff app calls but the sales ones (sales-functions.ts): its input and output schemas, by the name the wire uses. */
export const STAFF_FUNCTIONS = /* @__PURE__ */ joined(STAFF_FUNCTIONS_BY_AREA);
