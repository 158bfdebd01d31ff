CREATE TABLE "stock_transfers" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"to_workshop_id" text NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"created_by_user_id" text NOT NULL,
	"created_by_name" text NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"received_at" timestamp (3) with time zone,
	"cancelled_at" timestamp (3) with time zone,
	"last_update" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "stock_transfers_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_transfers_created_idx" ON "stock_transfers" USING btree ("workshop_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_idx" ON "stock_transfers" USING btree ("workshop_id","to_workshop_id","created_at");