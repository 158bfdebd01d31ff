export * from './settings.ts';
export * from './zone.ts';
export * from './zone-format.ts';
export * from './capacity.ts';
export * from './events.ts';
export * from './functions.ts';
export * from './changes.ts';
