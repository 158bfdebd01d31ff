// What the workshop tells its customers and what they answer (docs/product.md §20 and §21). The repair's
// history of messages and answers (`repair_events`, beside the status list of the repair's document), the
// workshop's WhatsApp texts (`message_templates`), the WhatsApp Cloud API's outbox (`whatsapp_outbox`), the
// customer's repair link (`repair_links`) and the per-address counters of the public functions
// (`public_request_counts`).
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './schema-auth.ts';
import { instant } from './schema-columns.ts';
import { repairs, workshops } from './schema-core.ts';

/**
 * What happened to a repair besides its status changes: a message sent to the customer (with who sent it),
 * the customer's answer to the estimate through the repair link, the link made or revoked. `kind` and the
 * shape of `data` are the domain's (packages/domain/src/messaging/events.ts).
 */
export const repairEvents = pgTable(
  'repair_events',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    repairId: text('repair_id').notNull(),
    at: instant('at').notNull(),
    kind: text('kind').notNull(),
    /** The member who did it; null when the customer did (through the repair link) or the account is gone. */
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Their name when it happened, kept so the history still says who once the account is gone; '' for the customer. */
    actorName: text('actor_name').notNull().default(''),
    data: jsonb('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    foreignKey({ columns: [table.workshopId, table.repairId], foreignColumns: [repairs.workshopId, repairs.id] }).onDelete('cascade'),
    index('repair_events_workshop_repair_idx').on(table.workshopId, table.repairId, table.at),
  ],
);

/** The workshop's own wording of a WhatsApp message (a status's, an alert reason's), per language; absent: the default text. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    /** `status.<repair status>` or `alert.<alert reason>` (packages/domain/src/messaging/templates.ts). */
    key: text('key').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.key, table.language] })],
);

/**
 * Messages to send through the WhatsApp Cloud API (when configured), retried with backoff until sent or given
 * up; the API's webhook moves them on to delivered, read or failed.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** The repair it is about; null for a message about a customer alert. */
    repairId: text('repair_id'),
    customerId: text('customer_id').notNull(),
    /** The customer's number in E.164 form (+34…). */
    toNumber: text('to_number').notNull(),
    language: text('language').notNull(),
    templateKey: text('template_key').notNull(),
    /** The approved template's name at the Cloud API, and its parameters, in order. */
    templateName: text('template_name').notNull(),
    params: jsonb('params').notNull(),
    /** The text as the customer reads it (the history shows it). */
    body: text('body').notNull(),
    /** queued | sent | delivered | read | failed. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    lastError: text('last_error').notNull().default(''),
    /** The id the Cloud API gave the message; its webhook's statuses name it. */
    providerMessageId: text('provider_message_id'),
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    // The sender's next batch: the queued messages whose time has come, across workshops.
    index('whatsapp_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    // The webhook finds a message by the Cloud API's id alone, across workshops (docs/scale-out.md); the key names the workshop too.
    uniqueIndex('whatsapp_outbox_provider_id_idx')
      .on(table.providerMessageId, table.workshopId)
      .where(sql`${table.providerMessageId} is not null`),
  ],
);

/**
 * The customer's link to follow their repair (`/r/{token}`). Only the token's SHA-256 is kept; one live link per
 * repair (a revoked one stays, answering nothing). The customer's one answer to the estimate is kept with it.
 */
export const repairLinks = pgTable(
  'repair_links',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    repairId: text('repair_id').notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
    /** The customer's answer to the estimate (packages/domain/src/messaging/repair-link.ts); null until they answer. */
    response: jsonb('response'),
    answeredAt: instant('answered_at'),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    foreignKey({ columns: [table.workshopId, table.repairId], foreignColumns: [repairs.workshopId, repairs.id] }).onDelete('cascade'),
    // The public page finds a link by its token alone, across workshops (docs/scale-out.md); the key names the workshop too.
    uniqueIndex('repair_links_token_hash_idx').on(table.tokenHash, table.workshopId),
    uniqueIndex('repair_links_live_idx')
      .on(table.workshopId, table.repairId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * Requests to the public functions per address and window (docs/product.md §27.1), in PostgreSQL so that every
 * instance counts the same. `key` is `<bucket>:<address>`.
 */
export const publicRequestCounts = pgTable(
  'public_request_counts',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('public_request_counts_window_idx').on(table.windowStart)],
);
