// The sales functions' schemas (docs/product.md §29), in a chunk of their own: lib/call.ts loads it with the first
// call of a sales function, so that a screen that never charges does not download them (decision 065).
export { SALES_FUNCTION_SCHEMAS as SCHEMAS } from '@rueda/domain';
