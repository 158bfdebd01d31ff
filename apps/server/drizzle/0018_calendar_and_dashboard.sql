ALTER TABLE "repairs" ADD COLUMN "calendar_start" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "work_minutes" integer;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "delivery_date" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "stay_days" integer;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "total_price" integer;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "packs_cents" integer;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "maintenances_cents" integer;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "suspensions_cents" integer;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "stock_items_cents" integer;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "booking_settings" jsonb;--> statement-breakpoint
CREATE INDEX "repairs_workshop_calendar_idx" ON "repairs" USING btree ("workshop_id","calendar_start") WHERE "repairs"."status" not in ('finished', 'delivered');--> statement-breakpoint
CREATE INDEX "repairs_workshop_status_delivery_idx" ON "repairs" USING btree ("workshop_id","status","delivery_date");