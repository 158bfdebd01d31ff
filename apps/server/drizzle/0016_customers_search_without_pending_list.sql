-- The customers search index without GIN's pending list (decision 024): every new repair moves its customer's
-- last visit, and with fastupdate each search also read the unsorted entries written since the last vacuum
-- (measured: a bitmap index scan 0.7–0.9 ms with 533 pending entries, 0.07–0.1 ms without).
DROP INDEX "customers_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);