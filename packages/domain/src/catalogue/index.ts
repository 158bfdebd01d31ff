export * from './catalogue.ts';
export * from './functions.ts';
export * from './rules.ts';
export * from './stock.ts';
export * from './starter-catalogue.ts';
export * from './spreadsheet.ts';
