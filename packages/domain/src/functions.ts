// Every callable function by its name on the wire: the staff's (staff-functions.ts) and the customers' pages'
// (public-functions.ts) as one map, and the types `call()` and `defineFunction()` take from it.
import type { z } from 'zod';
import { PUBLIC_FUNCTIONS } from './public-functions.ts';
import { STAFF_FUNCTIONS } from './staff-functions.ts';

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

export const FUNCTIONS = /* @__PURE__ */ merged(STAFF_FUNCTIONS, PUBLIC_FUNCTIONS);

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

export type StaffFunctionName = keyof typeof STAFF_FUNCTIONS;
/** FUNCTION_SCHEMAS without the public functions': what the staff app loads with its first call. */
export const STAFF_FUNCTION_SCHEMAS: { readonly [N in StaffFunctionName]: (typeof FUNCTION_SCHEMAS)[N] } = STAFF_FUNCTIONS;
