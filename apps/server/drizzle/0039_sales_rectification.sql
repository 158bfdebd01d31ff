-- docs/product.md §29.4: a rectifying document keeps its reason, and a repair may be invoiced again after a total rectification (checked under the repair's lock), so its documents' index is no longer unique.
DROP INDEX "sales_documents_repair_idx";--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "sales_documents_repair_idx" ON "sales_documents" USING btree ("workshop_id","repair_id") WHERE "sales_documents"."repair_id" is not null;