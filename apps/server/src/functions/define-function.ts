// A callable function: its wire name, its input and output schemas (the domain's FUNCTIONS map), who
// may call it, and a handler (docs/architecture.md §8). The handler gets the input
// already checked and a context typed by the access: the workshop id comes from the verified
// token, never from the request body.
import { FUNCTION_SCHEMAS, type FunctionName, type FunctionOutput, type FunctionParsedInput } from '@rueda/domain';
import type { z } from 'zod';
import type { ListTopic } from '../services/cache/list-cache.ts';
import type { PublicBucket } from '../data/public-rate-limit.ts';
import type { RawJson } from '../lib/raw-json.ts';
import type { Caller, FunctionAccess } from './access.ts';
import type { FunctionContext, IncomingCall } from './context.ts';

/** What a handler answers: the output, or the same already serialised (a cached answer). */
export type Answer<T> = T | RawJson<T>;

export interface FunctionDefinition<Input, Output, C extends Caller> {
  access: FunctionAccess<C>;
  /** The lists the function changes for the caller's workshop: their cached answers go once it settles. */
  writes?: readonly ListTopic[];
  /**
   * A public function's per-address count (data/public-rate-limit.ts): the transport takes one from it for every
   * request, before the body is read (docs/security.md), so a refused, malformed or oversized call counts too.
   */
  perAddress?: PublicBucket;
  /** A public function's largest body in bytes, when it needs more than the transport's 16 KiB (transport.ts). */
  bodyLimit?: number;
  handler: (input: Input, context: FunctionContext<C>) => Promise<Answer<Output>>;
}

/** A started call: whose workshop it touches and the handler's answer to come. */
export interface StartedCall {
  workshopId: string | null;
  answer: Promise<unknown>;
}

export interface CallableFunction<N extends string = string> {
  readonly name: N;
  readonly access: FunctionAccess;
  readonly output: z.ZodType;
  readonly writes: readonly ListTopic[];
  readonly perAddress?: PublicBucket;
  readonly bodyLimit?: number;
  /**
   * Checks who calls (the access), then what they send (the input), in that order, and starts the
   * handler. Throws the FunctionError or ZodError of a refused call.
   */
  start(call: IncomingCall): StartedCall;
}

/** A function with schemas of its own: the protocol tests' probes, which are not product functions. */
export function defineCallable<N extends string, In, Out, C extends Caller>(
  name: N,
  definition: FunctionDefinition<In, Out, C> & { input: z.ZodType<In>; output: z.ZodType<Out> },
): CallableFunction<N> {
  const { access, input, output, handler } = definition;
  return {
    name,
    access,
    output,
    writes: definition.writes ?? [],
    perAddress: definition.perAddress,
    bodyLimit: definition.bodyLimit,
    start(call) {
      const caller = access.identify(call.user);
      const data = input.parse(call.data);
      return { workshopId: caller.workshopId, answer: handler(data, call.contextFor(caller)) };
    },
  };
}

/** One of Rueda's functions: the name once, the schemas from the domain's FUNCTIONS map. */
export function defineFunction<N extends FunctionName, C extends Caller>(
  name: N,
  definition: FunctionDefinition<FunctionParsedInput<N>, FunctionOutput<N>, C>,
): CallableFunction<N> {
  return defineCallable(name, { ...definition, ...FUNCTION_SCHEMAS[name] });
}

export type FunctionRegistry = ReadonlyMap<string, CallableFunction>;

export function createRegistry(functions: readonly CallableFunction[]): FunctionRegistry {
  const registry = new Map<string, CallableFunction>();
  for (const fn of functions) {
    if (registry.has(fn.name)) throw new Error(`Function ${fn.name} is registered twice`);
    registry.set(fn.name, fn);
  }
  return registry;
}
