-- One account, several workshops (docs/product.md §32.1): workshop_users holds memberships keyed by (workshop_id,
-- user_id); what belonged to the account (its language) and which workshop it works in move to account_profiles and to
-- each session. Every account keeps what it had: its membership, role, state, mechanic and language, and its sessions
-- go on in the workshop they were in.
CREATE TABLE "account_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text,
	"last_workshop_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "account_profiles" ("user_id", "language", "last_workshop_id", "updated_at")
  SELECT "user_id", "language", "workshop_id", "updated_at" FROM "workshop_users"
  WHERE "language" IS NOT NULL OR "workshop_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "workshop_id" text;--> statement-breakpoint
UPDATE "session" SET "workshop_id" = "workshop_users"."workshop_id"
  FROM "workshop_users" WHERE "workshop_users"."user_id" = "session"."user_id";--> statement-breakpoint
-- An account that had not joined a workshop yet kept a row for its language alone: that is in account_profiles now.
DELETE FROM "workshop_users" WHERE "workshop_id" IS NULL OR "role" IS NULL;--> statement-breakpoint
DROP INDEX "workshop_users_workshop_id_idx";--> statement-breakpoint
-- drizzle-kit cannot name a primary key made by `.primaryKey()`: PostgreSQL's default names, written by hand.
ALTER TABLE "workshop_users" DROP CONSTRAINT "workshop_users_pkey";--> statement-breakpoint
ALTER TABLE "team_invitations" DROP CONSTRAINT "team_invitations_pkey";--> statement-breakpoint
ALTER TABLE "workshop_users" ALTER COLUMN "workshop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_users" ALTER COLUMN "role" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_users" ADD CONSTRAINT "workshop_users_workshop_id_user_id_pk" PRIMARY KEY("workshop_id","user_id");--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_workshop_id_id_pk" PRIMARY KEY("workshop_id","id");--> statement-breakpoint
CREATE INDEX "workshop_users_user_id_idx" ON "workshop_users" USING btree ("user_id");--> statement-breakpoint
DROP INDEX "team_invitations_token_hash_idx";--> statement-breakpoint
-- The token leads, so the lookup by it alone still uses the index.
CREATE UNIQUE INDEX "team_invitations_token_hash_idx" ON "team_invitations" USING btree ("token_hash","workshop_id");--> statement-breakpoint
ALTER TABLE "workshop_users" DROP COLUMN "onboarding_completed";--> statement-breakpoint
ALTER TABLE "workshop_users" DROP COLUMN "language";
