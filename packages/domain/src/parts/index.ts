export * from './part.ts';
export * from './functions.ts';
export * from './arrival.ts';
