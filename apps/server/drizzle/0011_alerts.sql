CREATE TABLE "alert_handles" (
	"workshop_id" text NOT NULL,
	"key" text NOT NULL,
	"customer_id" text,
	"outcome" text NOT NULL,
	"by_user_id" text NOT NULL,
	"by_name" text NOT NULL,
	"handled_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "alert_handles_workshop_id_key_pk" PRIMARY KEY("workshop_id","key")
);
--> statement-breakpoint
ALTER TABLE "alert_handles" ADD CONSTRAINT "alert_handles_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_handles_workshop_customer_idx" ON "alert_handles" USING btree ("workshop_id","customer_id");