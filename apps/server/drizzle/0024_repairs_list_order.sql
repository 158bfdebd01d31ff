-- Decision 042: a page of repairsList stops after its rows instead of sorting the whole timeframe. With `id` in
-- the created index's key, the repairs without a board position come out of it in the list's order (the newest
-- created first, then by id, docs/product.md §4 "Ordering"); the repairs with one come out of a partial index in
-- theirs. Drizzle's schema cannot say INCLUDE; schema.ts names the keys.
DROP INDEX "repairs_workshop_created_idx";--> statement-breakpoint
CREATE INDEX "repairs_workshop_positioned_idx" ON "repairs" USING btree ("workshop_id","order_position","created" DESC NULLS LAST,"id") WHERE "repairs"."order_position" is not null;--> statement-breakpoint
CREATE INDEX "repairs_workshop_created_idx" ON "repairs" USING btree ("workshop_id","created" DESC NULLS LAST,"id") INCLUDE ("status","order_position");
