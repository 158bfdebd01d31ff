// Every function's schemas, in a chunk of their own: lib/call.ts loads it with the first call (issue 15).
import { FUNCTION_SCHEMAS } from '@rueda/domain';

export { FUNCTION_SCHEMAS };
export type FunctionSchemas = typeof FUNCTION_SCHEMAS;
