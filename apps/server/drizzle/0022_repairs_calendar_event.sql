-- Decision 026: each repair's calendar event but its timing, as JSON text, replaces the card (jsonb): a month's
-- events are written out as they are kept. The start-up backfill (data/repairs-backfill.ts) fills it.
ALTER TABLE "repairs" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "calendar_event" text;--> statement-breakpoint
-- Kept in the row, not in the TOAST table beside it: a repair's row is over 2 KB with its document, and a
-- text column of the default storage would be moved out, one more index lookup for each event read.
-- The document is compressed and moved out first; this only leaves the row when nothing else can.
ALTER TABLE "repairs" ALTER COLUMN "calendar_event" SET STORAGE MAIN;
