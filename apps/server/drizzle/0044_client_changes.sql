CREATE TABLE "client_changes" (
	"workshop_id" text NOT NULL,
	"change_id" text NOT NULL,
	"user_id" text NOT NULL,
	"function_name" text NOT NULL,
	"subject_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "client_changes_workshop_id_change_id_pk" PRIMARY KEY("workshop_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"workshop_id" text NOT NULL,
	"merged_id" text NOT NULL,
	"kept_id" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "customer_merges_workshop_id_merged_id_pk" PRIMARY KEY("workshop_id","merged_id")
);
--> statement-breakpoint
ALTER TABLE "client_changes" ADD CONSTRAINT "client_changes_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_changes" ADD CONSTRAINT "client_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_changes_workshop_created_idx" ON "client_changes" USING btree ("workshop_id","created_at");