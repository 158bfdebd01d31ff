export * from './chain.ts';
export * from './functions.ts';
export * from './consolidated.ts';
export * from './repairs.ts';
export * from './publication.ts';
export * from './customers.ts';
export * from './customer-search.ts';
export * from './subscription.ts';
