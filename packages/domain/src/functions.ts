// Every callable function by its name on the wire: the staff's (staff-functions.ts) and the customers' pages'
// (public-functions.ts) as one map, and the types `call()` and `defineFunction()` take from it.
import type { z } from 'zod';
import { PUBLIC_FUNCTIONS } from './public-functions.ts';
import { SALES_FUNCTIONS } from './sales-functions.ts';
import { STAFF_FUNCTIONS } from './staff-functions.ts';
import type { SalesPrefixed } from './function-names.ts';

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

export { STAFF_FUNCTION_SCHEMAS } from './staff-functions.ts';
export { SALES_FUNCTION_SCHEMAS } from './sales-functions.ts';

// Checked by the compiler: every sales function's name has the prefix, and no staff function's has it.
type Holds<T extends true> = T;
export type SalesNamesArePrefixed = Holds<SalesFunctionName extends SalesPrefixed ? true : false>;
export type StaffNamesAreNotPrefixed = Holds<[Extract<keyof typeof STAFF_FUNCTIONS, SalesPrefixed>] extends [never] ? true : false>;
