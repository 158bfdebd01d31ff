DROP INDEX "verifactu_records_document_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "verifactu_records_anulacion_idx" ON "verifactu_records" USING btree ("workshop_id","document_id") WHERE "verifactu_records"."kind" = 'anulacion';--> statement-breakpoint
CREATE INDEX "verifactu_records_document_idx" ON "verifactu_records" USING btree ("workshop_id","document_id","seq");