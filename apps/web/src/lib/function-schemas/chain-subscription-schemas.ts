// The chain subscription area's answer schemas (packages/domain/src/staff-functions/chain-subscription.ts), in a chunk
// of their own: lib/call.ts loads it with the first call of one of its functions (decision 072).
export { CHAIN_SUBSCRIPTION_FUNCTION_SCHEMAS as SCHEMAS } from '@rueda/domain';
