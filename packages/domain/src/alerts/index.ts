export * from './rules.ts';
export * from './functions.ts';
