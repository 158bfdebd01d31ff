export * from './rules.ts';
export * from './functions.ts';
export * from './next-change.ts';
