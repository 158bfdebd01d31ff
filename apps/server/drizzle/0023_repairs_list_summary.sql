-- Decision 035: each repair's list summary but its board position and stored version, as JSON text: a page of
-- repairsList that misses the cache is written out from it without the documents. The start-up backfill
-- (data/repairs-backfill.ts) fills it.
ALTER TABLE "repairs" ADD COLUMN "list_summary" text;--> statement-breakpoint
-- Kept in the row, as calendar_event is (migration 0022): one index lookup less for each repair listed.
ALTER TABLE "repairs" ALTER COLUMN "list_summary" SET STORAGE MAIN;
--> statement-breakpoint
-- The created index also holds what a page of the list is chosen by and counted with (status, order_position,
-- id): a month's repairs are sorted and counted from the index alone, and only the page's rows are read.
-- Drizzle's schema cannot say INCLUDE; schema.ts names the index's keys, which are unchanged.
DROP INDEX "repairs_workshop_created_idx";--> statement-breakpoint
CREATE INDEX "repairs_workshop_created_idx" ON "repairs" USING btree ("workshop_id","created" DESC NULLS LAST) INCLUDE ("status","order_position","id");
