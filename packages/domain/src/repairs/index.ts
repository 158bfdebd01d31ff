export * from './status.ts';
export * from './repair.ts';
export * from './convert-repair.ts';
export * from './calendar.ts';
export * from './ordering.ts';
export * from './timeframe.ts';
export * from './summary.ts';
export * from './functions.ts';
