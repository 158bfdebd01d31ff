export * from './unit.ts';
export * from './service-state.ts';
export * from './functions.ts';
export * from './from-repair.ts';
