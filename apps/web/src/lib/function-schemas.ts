// The staff functions' schemas, in a chunk of their own: lib/call.ts loads it with the first call (decision 041). The
// public functions' (the customers' pages, decisions 052 and 053) are left out: the staff app never calls them.
import { STAFF_FUNCTION_SCHEMAS } from '@rueda/domain';

export { STAFF_FUNCTION_SCHEMAS };
export type FunctionSchemas = typeof STAFF_FUNCTION_SCHEMAS;
