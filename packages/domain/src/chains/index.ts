export * from './chain.ts';
export * from './functions.ts';
export * from './publication.ts';
