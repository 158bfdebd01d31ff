ALTER TABLE "customers" ADD COLUMN "chain_share_consent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shared_from_workshop_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shared_from_customer_id" text;--> statement-breakpoint
ALTER TABLE "chains" ADD COLUMN "customers_notice_accepted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "chains" ADD COLUMN "customers_notice_accepted_by" text;--> statement-breakpoint
ALTER TABLE "chains" ADD CONSTRAINT "chains_customers_notice_accepted_by_user_id_fk" FOREIGN KEY ("customers_notice_accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_shared_from_idx" ON "customers" USING btree ("workshop_id","shared_from_workshop_id","shared_from_customer_id") WHERE "customers"."shared_from_customer_id" is not null;