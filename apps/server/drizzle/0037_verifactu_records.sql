-- VERI*FACTU billing records and each issuer's chain head (docs/product.md §29.7, docs/verifactu.md).
CREATE TABLE "verifactu_chains" (
	"workshop_id" text NOT NULL,
	"issuer_nif" text NOT NULL,
	"last_seq" bigint NOT NULL,
	"last_record_id" text NOT NULL,
	"last_num_serie" text NOT NULL,
	"last_issue_day" text NOT NULL,
	"last_huella" text NOT NULL,
	CONSTRAINT "verifactu_chains_workshop_id_issuer_nif_pk" PRIMARY KEY("workshop_id","issuer_nif")
);
--> statement-breakpoint
CREATE TABLE "verifactu_records" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"issuer_nif" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"document_id" text NOT NULL,
	"huella" text NOT NULL,
	"previous_huella" text,
	"record" jsonb NOT NULL,
	"xml" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"send_state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_answer" jsonb,
	"sent_at" timestamp (3) with time zone,
	CONSTRAINT "verifactu_records_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
ALTER TABLE "verifactu_chains" ADD CONSTRAINT "verifactu_chains_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifactu_records" ADD CONSTRAINT "verifactu_records_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_records_chain_idx" ON "verifactu_records" USING btree ("workshop_id","issuer_nif","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_records_document_idx" ON "verifactu_records" USING btree ("workshop_id","document_id","kind");--> statement-breakpoint
-- docs/product.md §29.7: a billing record's content is never changed nor deleted; only its sending state moves.
CREATE FUNCTION rueda_verifactu_records_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.workshop_id <> OLD.workshop_id OR NEW.id <> OLD.id OR NEW.issuer_nif <> OLD.issuer_nif
     OR NEW.seq <> OLD.seq OR NEW.kind <> OLD.kind OR NEW.document_id <> OLD.document_id OR NEW.huella <> OLD.huella
     OR NEW.previous_huella IS DISTINCT FROM OLD.previous_huella OR NEW.record <> OLD.record OR NEW.xml <> OLD.xml
     OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'verifactu records are append-only: % of their content refused', TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER verifactu_records_kept BEFORE UPDATE OR DELETE ON verifactu_records
  FOR EACH ROW EXECUTE FUNCTION rueda_verifactu_records_kept();
