CREATE TABLE "list_versions" (
	"workshop_id" text NOT NULL,
	"topic" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_versions_workshop_id_topic_pk" PRIMARY KEY("workshop_id","topic")
);
--> statement-breakpoint
ALTER TABLE "list_versions" ADD CONSTRAINT "list_versions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;