-- Chains of workshops (docs/product.md §32.2, decision 082): a chain with its head office and its administrators,
-- both reference tables under Citus (docs/scale-out.md); a workshop names its chain.
CREATE TABLE "chain_admins" (
	"chain_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "chain_admins_chain_id_user_id_pk" PRIMARY KEY("chain_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chains" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"head_workshop_id" text NOT NULL,
	"shares_customers" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "chain_id" text;--> statement-breakpoint
ALTER TABLE "chain_admins" ADD CONSTRAINT "chain_admins_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_admins" ADD CONSTRAINT "chain_admins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshops_chain_idx" ON "workshops" USING btree ("chain_id");