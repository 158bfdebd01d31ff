CREATE TABLE "repair_parts" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"repair_id" text NOT NULL,
	"service_id" text,
	"title" text NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"note" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"ordered_on" date,
	"expected_on" date,
	"arrived_at" timestamp (3) with time zone,
	"arrived_by_user_id" text,
	"arrived_by_name" text,
	"customer_told_at" timestamp (3) with time zone,
	"created" timestamp (3) with time zone NOT NULL,
	"created_by_user_id" text NOT NULL,
	"created_by_name" text NOT NULL,
	"last_update" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "repair_parts_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "repair_parts" ADD CONSTRAINT "repair_parts_workshop_id_repair_id_repairs_workshop_id_id_fk" FOREIGN KEY ("workshop_id","repair_id") REFERENCES "public"."repairs"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_parts_repair_idx" ON "repair_parts" USING btree ("workshop_id","repair_id");--> statement-breakpoint
CREATE INDEX "repair_parts_state_idx" ON "repair_parts" USING btree ("workshop_id","state");