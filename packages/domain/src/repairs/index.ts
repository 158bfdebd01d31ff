export * from './status.ts';
export * from './repair.ts';
export * from './convert-repair.ts';
