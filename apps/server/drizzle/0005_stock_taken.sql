CREATE TABLE "stock_taken" (
	"workshop_id" text NOT NULL,
	"repair_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_taken_workshop_id_repair_id_item_id_pk" PRIMARY KEY("workshop_id","repair_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "stock_taken" ADD CONSTRAINT "stock_taken_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;