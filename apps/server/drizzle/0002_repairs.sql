CREATE TABLE "bikes" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"year" integer,
	"type" text DEFAULT 'unknown' NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "bikes_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"dni" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "customers_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"doc" jsonb NOT NULL,
	"stored_version" integer NOT NULL,
	"status" text NOT NULL,
	"payment" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"order_position" double precision,
	"created" timestamp (3) with time zone NOT NULL,
	"last_update" timestamp (3) with time zone NOT NULL,
	"mechanic_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "repairs_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"doc" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "services_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_workshop_id_customer_id_customers_workshop_id_id_fk" FOREIGN KEY ("workshop_id","customer_id") REFERENCES "public"."customers"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bikes_workshop_customer_idx" ON "bikes" USING btree ("workshop_id","customer_id");--> statement-breakpoint
CREATE INDEX "customers_workshop_created_idx" ON "customers" USING btree ("workshop_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repairs_workshop_created_idx" ON "repairs" USING btree ("workshop_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repairs_workshop_last_update_idx" ON "repairs" USING btree ("workshop_id","last_update" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_workshop_kind_idx" ON "services" USING btree ("workshop_id","kind","position");