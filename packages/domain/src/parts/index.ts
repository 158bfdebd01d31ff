export * from './part.ts';
export * from './functions.ts';
