export * from './tax-ids.ts';
export * from './vat-rates.ts';
export * from './vat.ts';
export * from './documents.ts';
export * from './repair-lines.ts';
export * from './pdf.ts';
export * from './verifactu/index.ts';
export * from './portugal/index.ts';
