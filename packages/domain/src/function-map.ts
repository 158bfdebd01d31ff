// The shape of a map of callable functions' schemas as code generic in a function's name reads it: each name's input
// schema (what a caller sends, and what a handler receives once checked) and output schema. Types only, so that
// each map's module (staff-functions.ts, sales-functions.ts) types its own schemas without importing the others.
import type { z } from 'zod';

export type SchemasOf<M> = {
  readonly [N in keyof M]: M[N] extends { input: infer I extends z.ZodType; output: infer O extends z.ZodType }
    ? { readonly input: z.ZodType<z.output<I>, z.input<I>>; readonly output: z.ZodType<z.output<O>> }
    : never;
};
