CREATE TABLE "bike_recommendations" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"bike_id" text NOT NULL,
	"from_repair_id" text NOT NULL,
	"line_id" text NOT NULL,
	"kind" text NOT NULL,
	"service_id" text NOT NULL,
	"title" text NOT NULL,
	"price_at_the_time" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	"created_by_user_id" text,
	"created_by_name" text,
	"state" text DEFAULT 'open' NOT NULL,
	"added_to_repair_id" text,
	"dismissed_reason" text,
	"closed_at" timestamp (3) with time zone,
	"closed_by_user_id" text,
	"closed_by_name" text,
	CONSTRAINT "bike_recommendations_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "bike_recommendations" ADD CONSTRAINT "bike_recommendations_workshop_id_bike_id_bikes_workshop_id_id_fk" FOREIGN KEY ("workshop_id","bike_id") REFERENCES "public"."bikes"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_recommendations_bike_idx" ON "bike_recommendations" USING btree ("workshop_id","bike_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "bike_recommendations_open_line_idx" ON "bike_recommendations" USING btree ("workshop_id","from_repair_id","line_id") WHERE "bike_recommendations"."state" = 'open';