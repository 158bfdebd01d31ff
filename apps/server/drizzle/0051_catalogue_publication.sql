-- The head office publishes its catalogue to the chain (docs/product.md §32.3): a shop's item names the head office's item it
-- was published from, and whether its price is locked.
ALTER TABLE "services" ADD COLUMN "published_from" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "services_published_from_idx" ON "services" USING btree ("workshop_id","kind","published_from") WHERE published_from is not null;