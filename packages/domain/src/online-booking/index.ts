export * from './limits.ts';
export * from './settings.ts';
export * from './functions.ts';
export * from './days.ts';
export * from './booking-contact.ts';
