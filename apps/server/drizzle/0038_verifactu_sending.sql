-- Sending VERI*FACTU records (docs/verifactu.md): the wait before the next send to an issuer, and what the local service
-- that answers as the AEAT does has accepted (development and tests only).
CREATE TABLE "verifactu_local_aeat_records" (
	"issuer_nif" text NOT NULL,
	"num_serie" text NOT NULL,
	"issue_date" text NOT NULL,
	"operation" text NOT NULL,
	"huella" text NOT NULL,
	"state" text NOT NULL,
	"error_code" integer,
	"error_text" text,
	"request_id" text NOT NULL,
	"accepted_seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "verifactu_local_aeat_records_accepted_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"accepted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "verifactu_local_aeat_records_issuer_nif_num_serie_issue_date_operation_pk" PRIMARY KEY("issuer_nif","num_serie","issue_date","operation")
);
--> statement-breakpoint
CREATE TABLE "verifactu_send_waits" (
	"workshop_id" text NOT NULL,
	"issuer_nif" text NOT NULL,
	"next_send_at" timestamp (3) with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "verifactu_send_waits_workshop_id_issuer_nif_pk" PRIMARY KEY("workshop_id","issuer_nif")
);
--> statement-breakpoint
ALTER TABLE "verifactu_send_waits" ADD CONSTRAINT "verifactu_send_waits_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;