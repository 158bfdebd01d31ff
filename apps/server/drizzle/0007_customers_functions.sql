ALTER TABLE "bikes" ADD COLUMN "frame_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "last_update" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_consent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_consent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_update" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "repairs_workshop_customer_idx" ON "repairs" USING btree ("workshop_id",("doc" -> 'customer' ->> 'id'));--> statement-breakpoint
CREATE INDEX "repairs_workshop_bike_idx" ON "repairs" USING btree ("workshop_id",("doc" -> 'state' -> 'bike' ->> 'id'));--> statement-breakpoint
-- Customers are now found by their bikes too; new writes fold with the domain's customerSearchText, this backfill approximates its folding.
UPDATE "customers" c SET "search_text" = c."search_text" || coalesce((
  SELECT ' ' || string_agg(translate(lower(b."manufacturer" || ' ' || b."model"), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc'), ' ')
  FROM "bikes" b WHERE b."workshop_id" = c."workshop_id" AND b."customer_id" = c."id"
), '');
