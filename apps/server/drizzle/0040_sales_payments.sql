CREATE TABLE "sales_payments" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"amount_cents" bigint NOT NULL,
	"tendered_cents" bigint,
	"change_cents" bigint DEFAULT 0 NOT NULL,
	"document_id" text,
	"repair_id" text,
	"refunds_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"till_day" text NOT NULL,
	"recorded_at" timestamp (3) with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	CONSTRAINT "sales_payments_workshop_id_id_pk" PRIMARY KEY("workshop_id","id"),
	CONSTRAINT "sales_payments_amount_sign" CHECK (("sales_payments"."kind" in ('payment', 'deposit') and "sales_payments"."amount_cents" > 0 and "sales_payments"."method" is not null)
        or ("sales_payments"."kind" = 'refund' and "sales_payments"."amount_cents" < 0 and "sales_payments"."method" is not null and "sales_payments"."refunds_id" is not null)
        or ("sales_payments"."kind" = 'waiver' and "sales_payments"."amount_cents" = 0 and "sales_payments"."method" is null)),
	CONSTRAINT "sales_payments_change" CHECK ("sales_payments"."change_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_till_days" (
	"workshop_id" text NOT NULL,
	"day" text NOT NULL,
	"float_cents" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp (3) with time zone,
	"opened_by" text,
	"closed_at" timestamp (3) with time zone,
	"closed_by" text,
	"counted_cents" bigint,
	"expected_cents" bigint,
	"difference_cents" bigint,
	"report" jsonb,
	CONSTRAINT "sales_till_days_workshop_id_day_pk" PRIMARY KEY("workshop_id","day")
);
--> statement-breakpoint
CREATE TABLE "sales_till_documents" (
	"workshop_id" text NOT NULL,
	"document_id" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "sales_till_documents_workshop_id_document_id_pk" PRIMARY KEY("workshop_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "sales_till_moves" (
	"workshop_id" text NOT NULL,
	"id" text NOT NULL,
	"day" text NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"recorded_at" timestamp (3) with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	CONSTRAINT "sales_till_moves_workshop_id_id_pk" PRIMARY KEY("workshop_id","id"),
	CONSTRAINT "sales_till_moves_amount" CHECK ("sales_till_moves"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "sales_payments" ADD CONSTRAINT "sales_payments_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_till_days" ADD CONSTRAINT "sales_till_days_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_till_documents" ADD CONSTRAINT "sales_till_documents_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_till_moves" ADD CONSTRAINT "sales_till_moves_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_payments_repair_idx" ON "sales_payments" USING btree ("workshop_id","repair_id");--> statement-breakpoint
CREATE INDEX "sales_payments_document_idx" ON "sales_payments" USING btree ("workshop_id","document_id");--> statement-breakpoint
CREATE INDEX "sales_payments_day_idx" ON "sales_payments" USING btree ("workshop_id","till_day");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_payments_waiver_idx" ON "sales_payments" USING btree ("workshop_id","repair_id") WHERE "sales_payments"."kind" = 'waiver';--> statement-breakpoint
CREATE INDEX "sales_till_documents_day_idx" ON "sales_till_documents" USING btree ("workshop_id","day");--> statement-breakpoint
CREATE INDEX "sales_till_moves_day_idx" ON "sales_till_moves" USING btree ("workshop_id","day");--> statement-breakpoint
-- docs/product.md §29.5, §29.6: money is append-only. A payment, deposit, refund or waiver, a till's move and a
-- document a day report counted are never changed nor deleted (a mistaken payment is undone by a refund), whatever
-- writes (a function, a script, psql); only the workshop's own removal takes them with it.
CREATE FUNCTION rueda_sales_money_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM workshops WHERE id = OLD.workshop_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_payments_append_only BEFORE UPDATE OR DELETE ON sales_payments
  FOR EACH ROW EXECUTE FUNCTION rueda_sales_money_append_only();--> statement-breakpoint
CREATE TRIGGER sales_till_moves_append_only BEFORE UPDATE OR DELETE ON sales_till_moves
  FOR EACH ROW EXECUTE FUNCTION rueda_sales_money_append_only();--> statement-breakpoint
CREATE TRIGGER sales_till_documents_append_only BEFORE UPDATE OR DELETE ON sales_till_documents
  FOR EACH ROW EXECUTE FUNCTION rueda_sales_money_append_only();--> statement-breakpoint
-- docs/product.md §29.6: a till day is opened once (its float is then kept) and closed once; a closed day is never
-- reopened nor changed, and no day is deleted but with its workshop.
CREATE FUNCTION rueda_sales_till_days_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM workshops WHERE id = OLD.workshop_id) THEN
      RETURN OLD;
    END IF;
  ELSIF OLD.closed_at IS NULL AND NEW.workshop_id = OLD.workshop_id AND NEW.day = OLD.day
     AND (OLD.opened_at IS NULL OR (NEW.float_cents = OLD.float_cents AND NEW.opened_at = OLD.opened_at
       AND NEW.opened_by IS NOT DISTINCT FROM OLD.opened_by)) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'sales_till_days: a closed day is kept as it is, and an opening once given: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_till_days_kept BEFORE UPDATE OR DELETE ON sales_till_days
  FOR EACH ROW EXECUTE FUNCTION rueda_sales_till_days_kept();
