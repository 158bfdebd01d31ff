export * from './customer.ts';
export * from './bike-name.ts';
export * from './manufacturers.ts';
export * from './search.ts';
export * from './merge.ts';
export * from './functions.ts';
export * from './export.ts';
export * from './bike-history.ts';
