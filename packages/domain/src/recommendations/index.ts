export * from './recommendation.ts';
export * from './functions.ts';
