export * from './cards.ts';
export * from './details.ts';
export * from './functions.ts';
export * from './states.ts';
export * from './first-charge.ts';
