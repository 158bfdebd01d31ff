ALTER TABLE "localpay_portal_sessions" ADD COLUMN "opened_by" text;--> statement-breakpoint
ALTER TABLE "localpay_portal_sessions" ADD COLUMN "ended" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "localpay_portal_sessions_opened_by_idx" ON "localpay_portal_sessions" USING btree ("opened_by");