ALTER TABLE "sales_documents" ADD COLUMN "pt_doc_type" text;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "atcud" text;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "hash_control" text;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "system_entry_date" text;