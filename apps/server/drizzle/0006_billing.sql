CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"workshop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"plan_id" text NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	"confirmed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"workshop_id" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"payment_id" text NOT NULL,
	"workshop" jsonb NOT NULL,
	"billing_address" jsonb,
	"plan_name" text NOT NULL,
	"period_start" timestamp (3) with time zone NOT NULL,
	"period_end" timestamp (3) with time zone NOT NULL,
	"net" integer NOT NULL,
	"tax_rate" double precision NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_workshop_payment_key" UNIQUE("workshop_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "payment_methods_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"date" timestamp (3) with time zone NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"period_start" timestamp (3) with time zone,
	"period_end" timestamp (3) with time zone,
	CONSTRAINT "payments_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"workshop_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"provider_status" text,
	"plan_id" text,
	"plan_name" text,
	"amount" integer,
	"currency" text,
	"current_period_start" timestamp (3) with time zone,
	"current_period_end" timestamp (3) with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_period_until" timestamp (3) with time zone,
	"payment_failure_reason" text,
	"default_payment_method_id" text,
	"billing_address" jsonb,
	"pending_payment" jsonb,
	"synced_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "subscriptions_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "user_subscription_flags" (
	"user_id" text PRIMARY KEY NOT NULL,
	"subscription_active" boolean NOT NULL,
	"subscription_updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_notifications" (
	"workshop_id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"updated" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localpay_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"subscription_id" text,
	"payment_intent_id" text,
	"last_error" text,
	"expires" timestamp (3) with time zone NOT NULL,
	"created" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localpay_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"workshop_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"billing_address" jsonb,
	"default_payment_method_id" text,
	"created" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localpay_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"checkout_session_id" text,
	"payment_method_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"failure_reason" text,
	"period_start" timestamp (3) with time zone,
	"period_end" timestamp (3) with time zone,
	"created" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "localpay_payment_intents_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
CREATE TABLE "localpay_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localpay_portal_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"return_url" text NOT NULL,
	"expires" timestamp (3) with time zone NOT NULL,
	"created" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localpay_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp (3) with time zone NOT NULL,
	"current_period_end" timestamp (3) with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp (3) with time zone,
	"failure_reason" text,
	"canceled" timestamp (3) with time zone,
	"created" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription_flags" ADD CONSTRAINT "user_subscription_flags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_notifications" ADD CONSTRAINT "workshop_notifications_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_workshop_idx" ON "checkout_sessions" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "invoices_workshop_idx" ON "invoices" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "payments_workshop_date_idx" ON "payments" USING btree ("workshop_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "localpay_payment_intents_customer_idx" ON "localpay_payment_intents" USING btree ("customer_id","created");--> statement-breakpoint
CREATE INDEX "localpay_payment_methods_customer_idx" ON "localpay_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "localpay_subscriptions_customer_idx" ON "localpay_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "localpay_subscriptions_period_end_idx" ON "localpay_subscriptions" USING btree ("current_period_end");