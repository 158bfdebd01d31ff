CREATE TABLE "photos" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"repair_id" text,
	"bike_id" text,
	"taken_by_user_id" text NOT NULL,
	"taken_by_name" text NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	CONSTRAINT "photos_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_workshop_id_repair_id_repairs_workshop_id_id_fk" FOREIGN KEY ("workshop_id","repair_id") REFERENCES "public"."repairs"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_workshop_id_bike_id_bikes_workshop_id_id_fk" FOREIGN KEY ("workshop_id","bike_id") REFERENCES "public"."bikes"("workshop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_workshop_repair_idx" ON "photos" USING btree ("workshop_id","repair_id");--> statement-breakpoint
CREATE INDEX "photos_workshop_bike_idx" ON "photos" USING btree ("workshop_id","bike_id");