export * from './transfer.ts';
export * from './functions.ts';
export * from './receiving.ts';
