export * from './functions.ts';
export * from './buckets.ts';
