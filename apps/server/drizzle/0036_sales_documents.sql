-- Charging the customer (docs/product.md §29): tax settings, series, their counters and the issued documents.
CREATE TABLE "sales_documents" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"series_id" text NOT NULL,
	"series_code" text NOT NULL,
	"year" integer NOT NULL,
	"number" bigint NOT NULL,
	"number_text" text NOT NULL,
	"kind" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"issue_day" text NOT NULL,
	"repair_id" text,
	"corrects_id" text,
	"issuer" jsonb NOT NULL,
	"customer" jsonb,
	"lines" jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"base_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"issued_by" text NOT NULL,
	CONSTRAINT "sales_documents_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_series" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"numbering" text NOT NULL,
	"validation_code" text,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sales_series_workshop_id_id_pk" PRIMARY KEY("workshop_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_series_counters" (
	"workshop_id" text NOT NULL,
	"series_id" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "sales_series_counters_workshop_id_series_id_year_pk" PRIMARY KEY("workshop_id","series_id","year")
);
--> statement-breakpoint
CREATE TABLE "sales_tax_settings" (
	"workshop_id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"town" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"simplified_limit_cents" integer NOT NULL,
	"default_rate_bp" integer NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_series" ADD CONSTRAINT "sales_series_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_settings" ADD CONSTRAINT "sales_tax_settings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_number_idx" ON "sales_documents" USING btree ("workshop_id","series_id","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_repair_idx" ON "sales_documents" USING btree ("workshop_id","repair_id") WHERE "sales_documents"."repair_id" is not null and "sales_documents"."kind" in ('simplified', 'full');--> statement-breakpoint
CREATE INDEX "sales_documents_issued_idx" ON "sales_documents" USING btree ("workshop_id","issued_at");--> statement-breakpoint
CREATE INDEX "sales_documents_corrects_idx" ON "sales_documents" USING btree ("workshop_id","corrects_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_series_code_idx" ON "sales_series" USING btree ("workshop_id","code");--> statement-breakpoint
-- docs/product.md §29.4: an issued document is never edited nor deleted; a mistake is corrected by another
-- document. Enforced here, whatever writes (a function, a script, psql), for every row-level change.
CREATE FUNCTION rueda_sales_documents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sales documents are append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_documents_append_only BEFORE UPDATE OR DELETE ON sales_documents
  FOR EACH ROW EXECUTE FUNCTION rueda_sales_documents_append_only();
