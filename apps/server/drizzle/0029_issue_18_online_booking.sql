ALTER TABLE "workshops" ADD COLUMN "booking_slug" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "online_booking" jsonb;--> statement-breakpoint
CREATE INDEX "customers_workshop_email_idx" ON "customers" USING btree ("workshop_id",lower("email")) WHERE "customers"."email" <> '';--> statement-breakpoint
CREATE INDEX "customers_workshop_phone_tail_idx" ON "customers" USING btree ("workshop_id",right(regexp_replace("phone", '\D', '', 'g'), 9)) WHERE "customers"."phone" <> '';--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_booking_slug_key" UNIQUE("booking_slug");