// docs/product.md §20–§21: messages to customers, their answers through the repair link, and the repair's history of both.
export * from './events.ts';
export * from './repair-link.ts';
export * from './public-repair.ts';
export * from './repair-link-documents.ts';
export * from './keys.ts';
export * from './templates.ts';
export * from './phone.ts';
export * from './settings.ts';
export * from './functions.ts';
export * from './outbox.ts';
