ALTER TABLE "customers" ADD COLUMN "last_visit" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "customers_workshop_last_visit_idx" ON "customers" USING btree ("workshop_id","last_visit" DESC NULLS LAST,"created" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);