CREATE TABLE "chain_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"chain_id" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"payment_id" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"billing_address" jsonb,
	"plan_name" text NOT NULL,
	"period_start" timestamp (3) with time zone NOT NULL,
	"period_end" timestamp (3) with time zone NOT NULL,
	"net" integer NOT NULL,
	"tax_rate" double precision NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "chain_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "chain_invoices_chain_payment_key" UNIQUE("chain_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "chain_subscriptions" (
	"chain_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"provider_status" text,
	"state" text DEFAULT 'none' NOT NULL,
	"plan_id" text,
	"plan_name" text,
	"amount" integer,
	"quantity" integer,
	"currency" text,
	"current_period_start" timestamp (3) with time zone,
	"current_period_end" timestamp (3) with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_period_until" timestamp (3) with time zone,
	"payment_failure_reason" text,
	"billing_address" jsonb,
	"started_by" text,
	"synced_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "localpay_checkout_sessions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "localpay_subscriptions" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_invoices" ADD CONSTRAINT "chain_invoices_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_subscriptions" ADD CONSTRAINT "chain_subscriptions_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_subscriptions" ADD CONSTRAINT "chain_subscriptions_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_invoices_chain_idx" ON "chain_invoices" USING btree ("chain_id");--> statement-breakpoint
CREATE INDEX "chain_subscriptions_customer_idx" ON "chain_subscriptions" USING btree ("customer_id");