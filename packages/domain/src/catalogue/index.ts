export * from './catalogue.ts';
export * from './functions.ts';
export * from './rules.ts';
