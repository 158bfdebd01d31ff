// Every callable function by its name on the wire: the staff's (staff-functions.ts) and the customers' pages'
// (public-functions.ts) as one map, and the types `call()` and `defineFunction()` take from it.
import type { z } from 'zod';
import { PUBLIC_FUNCTIONS } from './public-functions.ts';
import { SALES_FUNCTIONS } from './sales-functions.ts';
import { STAFF_FUNCTIONS, type STAFF_FUNCTIONS_BY_AREA } from './staff-functions.ts';
import type { SalesPrefixed } from './function-names.ts';
import type { STAFF_FUNCTION_AREAS } from './function-areas.ts';

export {
  ZEmptyInputSchema,
  ZGetSubscriptionPlansOutputSchema,
  ZRepairsGetOutputSchema,
  ZRepairsListOutputSchema,
  type TRepairsGetOutput,
  type TRepairsListOutput,
} from './staff-functions.ts';

/** Both maps as one. A call marked pure, so a bundle that uses only the staff's map drops this one (and the public schemas). */
function merged<A extends object, B extends object>(a: A, b: B): A & B {
  return { ...a, ...b };
}

export const FUNCTIONS = /* @__PURE__ */ merged(merged(STAFF_FUNCTIONS, SALES_FUNCTIONS), PUBLIC_FUNCTIONS);

export type FunctionName = keyof typeof FUNCTIONS;
/** What a caller sends (defaults may be left out). */
export type FunctionInput<N extends FunctionName> = z.input<(typeof FUNCTIONS)[N]['input']>;
/** What a handler receives: the input once checked, defaults filled in. */
export type FunctionParsedInput<N extends FunctionName> = z.output<(typeof FUNCTIONS)[N]['input']>;
export type FunctionOutput<N extends FunctionName> = z.output<(typeof FUNCTIONS)[N]['output']>;

/**
 * FUNCTIONS seen through its names, so that code generic in the name (`call<N>`, `defineFunction<N>`)
 * gets `FUNCTION_SCHEMAS[name].input` typed for that name rather than as the union of every schema.
 */
export const FUNCTION_SCHEMAS: {
  readonly [N in FunctionName]: {
    readonly input: z.ZodType<FunctionParsedInput<N>, FunctionInput<N>>;
    readonly output: z.ZodType<FunctionOutput<N>>;
  };
} = FUNCTIONS;

/** What the staff app calls: the staff's functions and, when it charges, the sales functions. */
export type StaffFunctionName = keyof typeof STAFF_FUNCTIONS | SalesFunctionName;
export type SalesFunctionName = keyof typeof SALES_FUNCTIONS;

// Decision 072: each area's schemas, which the staff app loads with its first call of that area's functions.
export { ACCOUNT_FUNCTION_SCHEMAS } from './staff-functions/account.ts';
export { ALERTS_FUNCTION_SCHEMAS } from './staff-functions/alerts.ts';
export { BOARD_FUNCTION_SCHEMAS } from './staff-functions/board.ts';
export { BOOKINGS_FUNCTION_SCHEMAS } from './staff-functions/bookings.ts';
export { CATALOGUE_FUNCTION_SCHEMAS } from './staff-functions/catalogue.ts';
export { CUSTOMERS_FUNCTION_SCHEMAS } from './staff-functions/customers.ts';
export { DASHBOARD_FUNCTION_SCHEMAS } from './staff-functions/dashboard.ts';
export { MESSAGING_FUNCTION_SCHEMAS } from './staff-functions/messaging.ts';
export { REPAIRS_FUNCTION_SCHEMAS } from './staff-functions/repairs.ts';
export { SHELL_FUNCTION_SCHEMAS } from './staff-functions/shell.ts';
export { SUBSCRIPTION_FUNCTION_SCHEMAS } from './staff-functions/subscription.ts';
export { SUSPENSIONS_FUNCTION_SCHEMAS } from './staff-functions/suspensions.ts';
export { RECOMMENDATIONS_FUNCTION_SCHEMAS } from './staff-functions/recommendations.ts';
export { PARTS_FUNCTION_SCHEMAS } from './staff-functions/parts.ts';
export { CHAINS_FUNCTION_SCHEMAS } from './staff-functions/chains.ts';
export { CHAIN_VIEW_FUNCTION_SCHEMAS } from './staff-functions/chain-view.ts';
export { CHAIN_SUBSCRIPTION_FUNCTION_SCHEMAS } from './staff-functions/chain-subscription.ts';
export { TRANSFERS_FUNCTION_SCHEMAS } from './staff-functions/transfers.ts';
export { CHAIN_CUSTOMERS_FUNCTION_SCHEMAS } from './staff-functions/chain-customers.ts';
export { STAFF_FUNCTIONS_BY_AREA } from './staff-functions.ts';
export { SALES_FUNCTION_SCHEMAS } from './sales-functions.ts';

// Checked by the compiler: every sales function's name has the prefix, and no staff function's has it.
type Holds<T extends true> = T;
export type SalesNamesArePrefixed = Holds<SalesFunctionName extends SalesPrefixed ? true : false>;
export type StaffNamesAreNotPrefixed = Holds<[Extract<keyof typeof STAFF_FUNCTIONS, SalesPrefixed>] extends [never] ? true : false>;

// Checked by the compiler (decision 072): function-areas.ts gives each staff function the area whose map holds it, and
// names no function that no area's map holds. A function put in two maps fails too: its one area is not both.
type AreaMaps = typeof STAFF_FUNCTIONS_BY_AREA;
type Areas = typeof STAFF_FUNCTION_AREAS;
/** The names of area A's map that function-areas.ts leaves out or gives another area. */
type MisplacedIn<A extends keyof AreaMaps> = {
  [N in keyof AreaMaps[A]]: N extends keyof Areas ? (Areas[N] extends A ? never : N) : N;
}[keyof AreaMaps[A]];
export type EveryStaffFunctionInItsArea = Holds<[{ [A in keyof AreaMaps]: MisplacedIn<A> }[keyof AreaMaps]] extends [never] ? true : false>;
export type NoAreaForAnUnknownName = Holds<[Exclude<keyof Areas, keyof typeof STAFF_FUNCTIONS>] extends [never] ? true : false>;
