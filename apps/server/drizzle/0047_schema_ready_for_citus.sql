-- The schema ready to be sharded by workshop on Citus (docs/scale-out.md, decision 080): every key of a workshop's
-- table names the workshop. Existing rows keep their values; each old key was stricter than its new one, so no row
-- breaks a new one.
-- A booking page's slug stays unique across workshops through booking_slugs (a reference table under Citus), filled
-- from the workshops that have one and written from now on with the workshop's own booking_slug.
CREATE TABLE "booking_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"workshop_id" text NOT NULL,
	CONSTRAINT "booking_slugs_workshop_key" UNIQUE("workshop_id")
);
--> statement-breakpoint
INSERT INTO "booking_slugs" ("slug", "workshop_id") SELECT "booking_slug", "id" FROM "workshops" WHERE "booking_slug" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" DROP CONSTRAINT "workshops_booking_slug_key";--> statement-breakpoint
-- Invoice numbers come from one installation-wide sequence; the key says it per workshop.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_number_unique";--> statement-breakpoint
-- A provider's customer is found by its id across workshops (the webhooks): an index, no longer a key.
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_customer_id_unique";--> statement-breakpoint
DROP INDEX "repair_links_token_hash_idx";--> statement-breakpoint
DROP INDEX "whatsapp_outbox_provider_id_idx";--> statement-breakpoint
-- drizzle-kit cannot name a primary key made by `.primaryKey()`: PostgreSQL's default names, written by hand.
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_pkey";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_workshop_id_id_pk" PRIMARY KEY("workshop_id","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workshop_id_id_pk" PRIMARY KEY("workshop_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
-- The token and the provider's id lead, so the lookups by them alone still use the index.
CREATE UNIQUE INDEX "repair_links_token_hash_idx" ON "repair_links" USING btree ("token_hash","workshop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_provider_id_idx" ON "whatsapp_outbox" USING btree ("provider_message_id","workshop_id") WHERE "whatsapp_outbox"."provider_message_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workshop_number_key" UNIQUE("workshop_id","number");
