export * from './constants.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './plans.ts';
export * from './functions.ts';
export * from './public-config.ts';
export * from './routes.ts';
export * from './navigation.ts';
