// The schema's one entry point: the code imports its tables from here, and drizzle-kit reads this file alone
// (drizzle.config.ts), so every file of tables is re-exported below, one migration history for all
// (schema-columns.ts holds only column helpers).
export * from './schema-core.ts';
export * from './schema-auth.ts';
export * from './schema-customers.ts';
export * from './schema-catalogue.ts';
export * from './schema-billing.ts';
export * from './schema-localpay.ts';
export * from './schema-alerts.ts';
export * from './schema-suspensions.ts';
export * from './schema-photos.ts';
export * from './schema-figures.ts';
export * from './schema-team.ts';
export * from './schema-work.ts';
export * from './schema-messaging.ts';
export * from './schema-list-versions.ts';
export * from './schema-sales.ts';
export * from './schema-payments.ts';
export * from './schema-verifactu.ts';
export * from './schema-verifactu-sending.ts';
export * from './schema-client-changes.ts';
export * from './schema-recommendations.ts';
export * from './schema-parts.ts';
export * from './schema-booking-slugs.ts';
export * from './schema-chains.ts';
export * from './schema-transfers.ts';
export * from './schema-chain-billing.ts';
