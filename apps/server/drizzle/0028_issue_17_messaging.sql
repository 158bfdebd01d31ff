CREATE TABLE "message_templates" (
	"workshop_id" text NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "message_templates_workshop_id_key_language_pk" PRIMARY KEY("workshop_id","key","language")
);
--> statement-breakpoint
CREATE TABLE "public_request_counts" (
	"key" text NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "public_request_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "repair_events" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"repair_id" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "repair_events_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "repair_links" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"repair_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"created_by" text,
	"revoked_at" timestamp (3) with time zone,
	"response" jsonb,
	"answered_at" timestamp (3) with time zone,
	CONSTRAINT "repair_links_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"repair_id" text,
	"customer_id" text NOT NULL,
	"to_number" text NOT NULL,
	"language" text NOT NULL,
	"template_key" text NOT NULL,
	"template_name" text NOT NULL,
	"params" jsonb NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"provider_message_id" text,
	"sent_by" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "whatsapp_outbox_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "messaging_settings" jsonb;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_events" ADD CONSTRAINT "repair_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_events" ADD CONSTRAINT "repair_events_workshop_id_repair_id_repairs_workshop_id_id_fk" FOREIGN KEY ("workshop_id","repair_id") REFERENCES "public"."repairs"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_links" ADD CONSTRAINT "repair_links_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_links" ADD CONSTRAINT "repair_links_workshop_id_repair_id_repairs_workshop_id_id_fk" FOREIGN KEY ("workshop_id","repair_id") REFERENCES "public"."repairs"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_request_counts_window_idx" ON "public_request_counts" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "repair_events_workshop_repair_idx" ON "repair_events" USING btree ("workshop_id","repair_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_links_token_hash_idx" ON "repair_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_links_live_idx" ON "repair_links" USING btree ("workshop_id","repair_id") WHERE "repair_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_due_idx" ON "whatsapp_outbox" USING btree ("next_attempt_at") WHERE "whatsapp_outbox"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_provider_id_idx" ON "whatsapp_outbox" USING btree ("provider_message_id") WHERE "whatsapp_outbox"."provider_message_id" is not null;