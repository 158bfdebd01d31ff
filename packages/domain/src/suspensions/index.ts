export * from './unit.ts';
export * from './service-state.ts';
export * from './functions.ts';
