export * from './tax-ids.ts';
export * from './vat-rates.ts';
export * from './vat.ts';
