-- docs/decisions/057: a sign-in lock holds for the account and the client address whose failures made it.
-- Failures and locks from before have no address (''), and so lapse: none lasts more than 15 minutes.
ALTER TABLE "account_lockouts" DROP CONSTRAINT "account_lockouts_pkey";--> statement-breakpoint
ALTER TABLE "account_lockouts" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_lockouts" ADD CONSTRAINT "account_lockouts_email_address_pk" PRIMARY KEY("email","address");--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX "sign_in_failures_email_idx";--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email","address","failed_at");
