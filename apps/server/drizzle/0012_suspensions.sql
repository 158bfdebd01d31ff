CREATE TABLE "suspension_services" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"unit_id" text NOT NULL,
	"kind" text NOT NULL,
	"date" timestamp (3) with time zone NOT NULL,
	"repair_id" text NOT NULL,
	"service_line_id" text NOT NULL,
	"service_title" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "suspension_services_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "suspension_units" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"bike_id" text NOT NULL,
	"position" text NOT NULL,
	"brand_value" text DEFAULT '' NOT NULL,
	"brand_label" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"travel" integer,
	"lower_leg_hours" integer NOT NULL,
	"lower_leg_months" integer NOT NULL,
	"full_hours" integer NOT NULL,
	"full_months" integer NOT NULL,
	"reported_hours" double precision,
	"reported_at" timestamp (3) with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"sent_out_centre" text,
	"sent_out_at" timestamp (3) with time zone,
	"back_at" timestamp (3) with time zone,
	"created" timestamp (3) with time zone NOT NULL,
	"last_update" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "suspension_units_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "suspension_services" ADD CONSTRAINT "suspension_services_workshop_id_unit_id_suspension_units_workshop_id_id_fk" FOREIGN KEY ("workshop_id","unit_id") REFERENCES "public"."suspension_units"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_services" ADD CONSTRAINT "suspension_services_workshop_id_repair_id_repairs_workshop_id_id_fk" FOREIGN KEY ("workshop_id","repair_id") REFERENCES "public"."repairs"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_units" ADD CONSTRAINT "suspension_units_workshop_id_bike_id_bikes_workshop_id_id_fk" FOREIGN KEY ("workshop_id","bike_id") REFERENCES "public"."bikes"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suspension_services_line_unit_idx" ON "suspension_services" USING btree ("workshop_id","repair_id","service_line_id","unit_id");--> statement-breakpoint
CREATE INDEX "suspension_services_unit_idx" ON "suspension_services" USING btree ("workshop_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suspension_units_bike_position_idx" ON "suspension_units" USING btree ("workshop_id","bike_id","position");