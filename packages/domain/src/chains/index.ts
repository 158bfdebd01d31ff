export * from './chain.ts';
export * from './functions.ts';
